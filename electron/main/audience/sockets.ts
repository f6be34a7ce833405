/**
 * The sockets of a loopback server that takes a token (the audience server, the web
 * host), in two kinds: a page's, once one of its requests has shown the token, and
 * everyone else's. Any local process can open sockets and say nothing, so those that have
 * shown no token are cheap and brief: at most `maxStrangerSockets` at once, the oldest
 * closed to make room for a new one (a process holding silent sockets loses its own, and
 * keeps no page out), each closed once its request is answered, and every request bounded
 * in time. A page's sockets are counted apart, up to `maxPageSockets`.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';

export interface SocketLimits {
  /** Sockets that have shown the token, open at once. */
  readonly maxPageSockets: number;
  /** Sockets that have not (yet) shown it, open at once; the oldest goes for a new one. */
  readonly maxStrangerSockets: number;
  /** A socket must have sent its request's headers within this. */
  readonly headersTimeoutMs: number;
  /** …and the whole request within this. */
  readonly requestTimeoutMs: number;
  /** A socket with no request under way is closed after this (Node adds a second). */
  readonly keepAliveTimeoutMs: number;
  /** How often the two request timeouts are checked. */
  readonly checkIntervalMs: number;
}

/** The request timeouts as node:http takes them. */
export function timeouts(limits: SocketLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
}

export interface SocketGuard {
  /** The socket showed the token: a page's from now on. False when pages have all they may. */
  vouch(socket: Socket): boolean;
  /** Whether a page's request came on this socket. */
  vouched(socket: Socket): boolean;
}

export function guardSockets(server: Server, limits: SocketLimits): SocketGuard {
  // A Set keeps insertion order: its first is the oldest.
  const strangers = new Set<Socket>();
  const pages = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    strangers.add(socket);
    socket.once('close', () => {
      strangers.delete(socket);
      pages.delete(socket);
    });
    if (strangers.size > limits.maxStrangerSockets) {
      const oldest = strangers.values().next().value!;
      strangers.delete(oldest);
      oldest.destroy();
    }
  });
  return {
    vouch(socket) {
      if (pages.has(socket)) return true;
      if (pages.size >= limits.maxPageSockets) return false;
      strangers.delete(socket);
      pages.add(socket);
      return true;
    },
    vouched: (socket) => pages.has(socket),
  };
}
