/**
 * The web host: the built renderer and the River Table API for one browser on this
 * computer, on 127.0.0.1 only. Every path starts with a random token; the page's calls
 * travel over one WebSocket at /<token>/rpc, opened only by a page of ours (exact Host and
 * Origin), each message bounded in size, depth and the calls in rate. No CORS: nothing
 * here answers another site. Sockets without the token are few and brief (sockets.ts), and
 * no request body is ever read. The browser is let in by a one-use entry (`oneTimeEntry`),
 * so the token need not be on any command line. No Electron here.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { MenuCommand } from '../../shared/ipc/api';
import { MAX_SAVE_BYTES } from '../../shared/saves/format';
import type { ApiHandlers } from '../main/api-handlers';
import { refusal, sameToken } from '../main/audience/guard';
import { LOOPBACK } from '../main/audience/server';
import { guardSockets, timeouts, type SocketLimits } from '../main/audience/sockets';
import { contentTypeOf, staticFile } from './static-files';
import { answer, rateLimiter, type MenuMessage } from './rpc';

export const APP_PAGE = 'index.html';
/** The page finds its way back to the host here (renderer/bridge/web-transport.ts). */
export const HOST_META = 'river-table-host';
/** A whole save at its largest, with room for the call around it. */
export const MAX_MESSAGE_BYTES = MAX_SAVE_BYTES + 1024 * 1024;
const CALLS_PER_SECOND = 100;
const CALL_BURST = 400;
const MAX_PAGES = 16;
/** How long the address `oneTimeEntry` gives waits for the browser. */
const ENTRY_MS = 2 * 60_000;

/**
 * A page loads its files over a few sockets (a browser opens at most six per host) and
 * keeps one WebSocket; 16 pages fit well within these.
 */
export const WEB_LIMITS: SocketLimits = {
  maxPageSockets: 128,
  maxStrangerSockets: 32,
  headersTimeoutMs: 3000,
  requestTimeoutMs: 5000,
  keepAliveTimeoutMs: 2000,
  checkIntervalMs: 500,
};

export interface WebHostOptions {
  readonly rendererDir: string;
  readonly handlers: ApiHandlers;
  /** 0 (the default): any free port. */
  readonly port?: number;
  readonly token?: string;
  /** The defaults are WEB_LIMITS; tests make the timeouts small. */
  readonly limits?: Partial<SocketLimits>;
}

export interface WebHost {
  /** The page's address, token and all: the only way in. */
  readonly url: string;
  readonly port: number;
  /**
   * An address without the token that leads a browser to the page once, within two
   * minutes: what a browser is opened at, since any local user can read a command line.
   */
  oneTimeEntry(): string;
  /** Sends a menu command to every open page, as main sends it to its window; how many got it. */
  menu(command: MenuCommand): number;
  /** How many pages are connected now. */
  pages(): number;
  close(): Promise<void>;
}

const HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  // The token is in the URL: never hand it on to another site.
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  // The page's own CSP is in its HTML; a frame cannot be set by a meta tag.
  'Content-Security-Policy': "frame-ancestors 'none'",
};

/** A refusal closes its socket: what showed no token holds no place, and a body is not read. */
function refuse(response: ServerResponse, status: number, reason: string): void {
  response.writeHead(status, {
    ...HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    Connection: 'close',
  });
  response.end(`${reason}\n`);
}

/** A request that comes with a body: this host reads none. */
const hasBody = (request: IncomingMessage): boolean =>
  request.headers['transfer-encoding'] !== undefined ||
  Number(request.headers['content-length'] ?? 0) > 0;

/** The one-use entry's answer: the browser goes on to the page, from the page's own origin. */
function entryPage(token: string): string {
  return `<!doctype html><meta charset="utf-8"><title>River Table</title><meta http-equiv="refresh" content="0;url=/${token}/">\n`;
}

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** The app's page, told where its host listens (the token is already in its address). */
function appPage(file: string, token: string): Buffer {
  const html = readFileSync(file, 'utf8');
  const meta = `<meta name="${HOST_META}" content="/${token}/rpc" />`;
  return Buffer.from(html.replace(/<head>/i, `<head>\n    ${meta}`));
}

export function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = options.token ?? randomBytes(24).toString('base64url');
  let port = options.port ?? 0;
  const limits = { ...WEB_LIMITS, ...options.limits };
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  /** One-use entries, each with when it stops working. */
  const entries = new Map<string, number>();

  const tokenOf = (request: IncomingMessage): { rest: string[] } | null => {
    const path = (request.url ?? '/').split('?')[0]!;
    const [, given = '', ...rest] = path.split('/');
    return sameToken(given, token) ? { rest } : null;
  };

  /**
   * The browser opened at a one-use entry comes from a file, another site to us: the entry
   * is the one path that answers such a navigation, and only on our Host.
   */
  const entered = (request: IncomingMessage, response: ServerResponse): boolean => {
    const [, first, nonce = '', ...rest] = (request.url ?? '/').split('?')[0]!.split('/');
    if (first !== 'entry' || rest.length > 0 || request.method !== 'GET') return false;
    if (request.headers.host !== `${LOOPBACK}:${port}`) return false;
    const until = entries.get(nonce);
    if (until === undefined) return false;
    entries.delete(nonce);
    if (Date.now() > until) return false;
    response.writeHead(200, {
      ...HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      Connection: 'close',
    });
    response.end(entryPage(token));
    return true;
  };

  const server = createServer(timeouts(limits));
  const guard = guardSockets(server, limits);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (hasBody(request)) return refuse(response, 413, 'This host takes no request bodies.');
    if (entered(request, response)) return;
    const refused = refusal(request, port);
    if (refused) return refuse(response, refused.status, refused.reason);
    const inside = tokenOf(request);
    // The same answer for a wrong token as for a missing page: nothing to learn by probing.
    if (!inside) return refuse(response, 404, 'Not found.');
    if (!guard.vouch(request.socket)) return refuse(response, 503, 'Too many connections.');
    if (inside.rest.length === 0) {
      response.writeHead(308, { ...HEADERS, Location: `/${token}/` });
      return void response.end();
    }
    const file = staticFile(options.rendererDir, inside.rest, APP_PAGE);
    if (!file) return refuse(response, 404, 'Not found.');
    response.writeHead(200, { ...HEADERS, 'Content-Type': contentTypeOf(file) });
    if (request.method === 'HEAD') return void response.end();
    if (file.endsWith(APP_PAGE)) return void response.end(appPage(file, token));
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  });

  // CONNECT never reaches the request handler: refuse it as the audience server does.
  server.on('connect', (_request, socket: Duplex) =>
    refuseUpgrade(socket, 405, 'Method Not Allowed'),
  );

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refused = refusal(request, port);
    if (refused) return refuseUpgrade(socket, refused.status, 'Forbidden');
    // A browser always names the page that opens a WebSocket; a socket from no page is refused.
    if (request.headers.origin === undefined) return refuseUpgrade(socket, 403, 'Forbidden');
    const inside = tokenOf(request);
    if (!inside || inside.rest.join('/') !== 'rpc') return refuseUpgrade(socket, 404, 'Not Found');
    if (sockets.clients.size >= MAX_PAGES || !guard.vouch(socket as Socket))
      return refuseUpgrade(socket, 503, 'Busy');
    sockets.handleUpgrade(request, socket, head, (ws) => serve(ws));
  });

  function serve(ws: WebSocket): void {
    const allowed = rateLimiter(CALLS_PER_SECOND, CALL_BURST);
    ws.on('error', () => ws.terminate());
    ws.on('message', (data, isBinary) => {
      if (isBinary) return ws.close(1003, 'Calls are text.');
      void answer(options.handlers, data.toString(), allowed).then((reply) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(reply));
      });
    });
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host: LOOPBACK, exclusive: true }, () => {
      port = (server.address() as AddressInfo).port;
      resolve({
        url: `http://${LOOPBACK}:${port}/${token}/`,
        port,
        oneTimeEntry() {
          const nonce = randomBytes(24).toString('base64url');
          entries.set(nonce, Date.now() + ENTRY_MS);
          return `http://${LOOPBACK}:${port}/entry/${nonce}`;
        },
        menu(command) {
          const message: MenuMessage = { menu: command };
          let sent = 0;
          for (const ws of sockets.clients)
            if (ws.readyState === ws.OPEN) {
              ws.send(JSON.stringify(message));
              sent++;
            }
          return sent;
        },
        pages: () => sockets.clients.size,
        close: () =>
          new Promise<void>((done) => {
            for (const ws of sockets.clients) ws.terminate();
            sockets.close();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
