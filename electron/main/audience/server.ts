/**
 * The audience server for an OBS browser source: node:http on 127.0.0.1 only. Every path
 * starts with a token: the audience token serves the audience page and its feed, the
 * commentator token (while that feed is on) the same page and the delayed commentator
 * feed. It only reads: nothing it accepts can change a game. No Electron here.
 */
import { createReadStream } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { refusal, sameToken } from './guard';
import { AUDIENCE_LIMITS, type AudienceLimits } from './limits';
import { guardSockets, timeouts, type SocketGuard } from './sockets';
import type { SseChannel } from './sse';
import { contentTypeOf, staticFile } from '../../web/static-files';

export const LOOPBACK = '127.0.0.1';
const HEARTBEAT_MS = 15_000;

export interface AudienceServerOptions {
  /** The folder of the built audience page. */
  readonly staticDir: string;
  readonly audienceToken: () => string;
  /** null while the commentator feed is off: its token then opens nothing. */
  readonly commentatorToken: () => string | null;
  readonly audience: SseChannel;
  readonly commentator: SseChannel;
  /** The defaults are AUDIENCE_LIMITS; tests make them small. */
  readonly limits?: Partial<AudienceLimits>;
}

export interface RunningServer {
  readonly port: number;
  readonly address: string;
  close(): Promise<void>;
}

const SECURITY_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  // The token is in the URL: never hand it on to another site.
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; worker-src 'self' blob:; connect-src 'self'; media-src 'self' data: blob:; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};

/** A socket that has shown no token is closed once answered: it holds no place. */
function refuse(response: ServerResponse, status: number, reason: string, close = true): void {
  response.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    ...(status === 405 ? { Allow: 'GET, HEAD' } : {}),
    ...(close ? { Connection: 'close' } : {}),
  });
  response.end(`${reason}\n`);
}

function handle(
  options: AudienceServerOptions,
  limits: AudienceLimits,
  sockets: SocketGuard,
  port: number,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const refused = refusal(request, port);
  if (refused) return refuse(response, refused.status, refused.reason);
  const path = (request.url ?? '/').split('?')[0]!;
  const [, token = '', ...rest] = path.split('/');
  const commentatorToken = options.commentatorToken();
  const feed = sameToken(token, options.audienceToken())
    ? options.audience
    : commentatorToken !== null && sameToken(token, commentatorToken)
      ? options.commentator
      : null;
  // The same answer for a wrong token as for a missing page: nothing to learn by probing.
  if (!feed) return refuse(response, 404, 'Not found.');
  if (!sockets.vouch(request.socket))
    return refuse(response, 503, `Too many connections (${limits.maxPageSockets} at most).`);
  if (rest.length === 1 && rest[0] === 'feed') {
    // HEAD answers as GET would, so a page turned away can ask why.
    if (options.audience.listeners + options.commentator.listeners >= limits.maxListeners)
      return refuse(
        response,
        503,
        `Too many pages are listening (${limits.maxListeners} at most).`,
        false,
      );
    if (request.method === 'HEAD') {
      response.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/event-stream' });
      return void response.end();
    }
    return feed.attach(response, limits.maxBufferedBytes);
  }
  const file = staticFile(options.staticDir, rest);
  if (!file) return refuse(response, 404, 'Not found.', false);
  response.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': contentTypeOf(file) });
  if (request.method === 'HEAD') return void response.end();
  createReadStream(file)
    .on('error', () => response.destroy())
    .pipe(response);
}

/** Listens on 127.0.0.1 at `port` (0: any free port). Rejects when the port is taken. */
export function startAudienceServer(
  port: number,
  options: AudienceServerOptions,
): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    let bound = port;
    const limits = { ...AUDIENCE_LIMITS, ...options.limits };
    const server: Server = createServer(timeouts(limits));
    const sockets = guardSockets(server, limits);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      // A request body is never read: drain it so the connection is not held.
      request.resume();
      handle(options, limits, sockets, bound, request, response);
    });
    // CONNECT never reaches the request handler: refuse it the same way, as a read-only server.
    server.on('connect', (_request, socket) =>
      socket.end(
        'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nContent-Length: 0\r\n\r\n',
      ),
    );
    const heartbeat = setInterval(() => {
      options.audience.heartbeat();
      options.commentator.heartbeat();
    }, HEARTBEAT_MS);
    heartbeat.unref();
    server.once('error', (error) => {
      clearInterval(heartbeat);
      reject(error);
    });
    server.listen({ port, host: LOOPBACK, exclusive: true }, () => {
      const address = server.address() as AddressInfo;
      bound = address.port;
      resolve({
        port: address.port,
        address: address.address,
        close: () =>
          new Promise<void>((done) => {
            clearInterval(heartbeat);
            options.audience.closeAll();
            options.commentator.closeAll();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
