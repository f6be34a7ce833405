/**
 * The web client on the table server's own port: a friend opens http://<address>:<port>/
 * and the page sits them at a table there (renderer/bridge/guest.ts), with no install.
 * Only the built renderer's files, only reads, no CORS: Colyseus's own routes (matchmaking,
 * its health check) and its WebSocket upgrades answer first and are never reached here.
 */
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentTypeOf, staticFile } from '../web/static-files';

export const GUEST_PAGE = 'index.html';
/**
 * Tells the page it is a guest of the server that served it ("table"), or that the server
 * also opens tables for the people it serves ("server"); it carries nothing secret.
 */
export const GUEST_META = 'river-table-guest';

const HEADERS = {
  'Cache-Control': 'no-cache',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // The audience page's policy: the guest talks to this server only (its origin, 'self').
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; worker-src 'self' blob:; connect-src 'self'; media-src 'self' data: blob:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>River Table: not built</title></head>
<body><h1>This table server has no web client to offer</h1>
<p>It runs from source without a build. On the host's computer, run <code>npm run build</code> in the River Table folder, then reload this page.</p>
<p>Friends with the desktop app can still join: Join online, this address, and the invite.</p>
</body></html>
`;

/** Where the built renderer is: beside the bundled main process, or in out/ from source. */
export function builtRendererDir(): string {
  const here = fileURLToPath(new URL('.', import.meta.url));
  const candidates = [join(here, '..', 'renderer'), join(here, '..', '..', 'out', 'renderer')];
  return candidates.find((dir) => existsSync(join(dir, GUEST_PAGE))) ?? candidates[1]!;
}

/**
 * The app's page, marked as a guest's: it opens on Join and offers nothing that writes but
 * a table on this server, where the server opens tables for its visitors.
 */
function guestPage(file: string, opensTables: boolean): Buffer {
  const html = readFileSync(file, 'utf8');
  const content = opensTables ? 'server' : 'table';
  return Buffer.from(
    html.replace(/<head>/i, `<head>\n    <meta name="${GUEST_META}" content="${content}" />`),
  );
}

function answer(
  response: ServerResponse,
  status: number,
  type: string,
  body: string | Buffer,
  head: boolean,
): void {
  response.writeHead(status, {
    ...HEADERS,
    'Content-Type': type,
    ...(status === 405 ? { Allow: 'GET, HEAD' } : {}),
  });
  response.end(head ? undefined : body);
}

/** Answers one request that Colyseus's routes did not take. */
export function serveWebClient(
  rendererDir: string,
  request: IncomingMessage,
  response: ServerResponse,
  opensTables = false,
): void {
  // Colyseus sets CORS headers on every response for its matchmaking; the page needs none.
  for (const name of response.getHeaderNames())
    if (name.startsWith('access-control-')) response.removeHeader(name);
  const head = request.method === 'HEAD';
  const text = 'text/plain; charset=utf-8';
  if (request.method !== 'GET' && !head)
    return answer(response, 405, text, 'This server only serves the page (GET and HEAD).\n', head);
  if (!existsSync(join(rendererDir, GUEST_PAGE)))
    return answer(response, 404, 'text/html; charset=utf-8', NOT_BUILT, head);
  const segments = (request.url ?? '/').split('?')[0]!.split('/').slice(1);
  const file = staticFile(rendererDir, segments, GUEST_PAGE);
  if (!file) return answer(response, 404, text, 'Not found.\n', head);
  const type = contentTypeOf(file);
  if (file.endsWith(GUEST_PAGE))
    return answer(response, 200, type, guestPage(file, opensTables), head);
  response.writeHead(200, { ...HEADERS, 'Content-Type': type });
  if (head) return void response.end();
  createReadStream(file)
    .on('error', () => response.destroy())
    .pipe(response);
}

/** Express, as Colyseus exposes it: only what mounting one handler needs. */
export interface ExpressLike {
  disable(setting: string): unknown;
  use(handler: (request: IncomingMessage, response: ServerResponse) => void): unknown;
}

/**
 * Colyseus's `express` hook: every request its router leaves goes to the web client.
 * `opensTables`: the server opens tables for the people it serves (npm run serve).
 */
export function webClientRoutes(rendererDir: string = builtRendererDir(), opensTables = false) {
  return (app: ExpressLike): void => {
    app.disable('x-powered-by');
    app.use((request, response) => serveWebClient(rendererDir, request, response, opensTables));
  };
}
