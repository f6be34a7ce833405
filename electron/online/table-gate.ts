/**
 * The one way into matchmaking over HTTP, in front of Colyseus's own: it knows each
 * request's remote address, refuses what no honest client asks (finding a table without
 * its code, creating where the host makes its own tables), applies the per-address limits
 * and logs each refusal as one line with its reason and address, and never a secret.
 */
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { ErrorCode, ServerError, matchMaker, type AuthContext } from '@colyseus/core';
import type { TableHost } from './table-host';

type InvokeMethod = typeof matchMaker.controller.invokeMethod;

export interface GateOptions {
  /** Clients may create tables (a dedicated server); the desktop host makes its own. */
  readonly remoteCreation: boolean;
}

/**
 * Colyseus takes a client's address from the X-Forwarded-For family of headers first,
 * which any client can set: each request's address is made the socket's own before
 * Colyseus reads it, so a limit per address cannot be dodged by a header.
 */
export function trustSocketAddresses(server: HttpServer): void {
  const own = (req: IncomingMessage): void => {
    delete req.headers['x-forwarded-for'];
    delete req.headers['x-client-ip'];
    req.headers['x-real-ip'] = req.socket.remoteAddress ?? 'unknown';
  };
  server.prependListener('request', own);
  server.prependListener('upgrade', own);
}

/** Puts the gate in front of matchmaking; returns how to take it away again. */
export function openGate(host: TableHost, options: GateOptions): () => void {
  const controller = matchMaker.controller;
  const original: InvokeMethod = controller.invokeMethod.bind(controller);
  const gate: InvokeMethod = async (method, roomName, clientOptions, auth) => {
    const address = (auth as AuthContext | undefined)?.ip ?? 'an unknown address';
    const refused = (reason: string, code: number): never => {
      host.log(`refused ${method} from ${address}: ${reason}`);
      throw new ServerError(code, reason);
    };
    if (method === 'join' || method === 'joinOrCreate')
      return refused('A table is joined by its code, with an invite or to watch.', 403);
    if (method === 'create') {
      if (!options.remoteCreation)
        return refused('This host opens its own tables: join one with an invite.', 403);
      const why = await creationRefusal(host, address);
      if (why) return refused(why, 429);
    } else {
      const why = host.door.guessRefusal(address);
      if (why) return refused(why, 429);
    }
    try {
      const reservation = await original(method, roomName, clientOptions, auth);
      if (method === 'create') host.door.created(address, reservation.roomId);
      return reservation;
    } catch (error) {
      const { code, message } = error as ServerError;
      if (code === ErrorCode.MATCHMAKE_INVALID_ROOM_ID || code === ErrorCode.MATCHMAKE_EXPIRED)
        host.door.wrongGuess(address);
      return refused(message, code);
    }
  };
  controller.invokeMethod = gate;
  const sweep = setInterval(() => host.door.sweep(), 60_000);
  sweep.unref();
  return () => {
    clearInterval(sweep);
    if (controller.invokeMethod === gate) controller.invokeMethod = original;
  };
}

/**
 * Why `address` may not create a table now. Tables it opened that have closed in another
 * process (servers sharing Redis) are forgotten first: only tables still listed count.
 */
async function creationRefusal(host: TableHost, address: string): Promise<string | null> {
  if (host.door.creationRefusal(address) === null) return null;
  for (const code of host.door.openFrom(address))
    if (!(await matchMaker.driver.findOne({ roomId: code }))) host.door.closed(code);
  return host.door.creationRefusal(address);
}
