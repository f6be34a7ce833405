/**
 * The one way into matchmaking over HTTP, in front of Colyseus's own: it knows each
 * request's remote address and page, refuses what no honest client asks (finding a table
 * without its code, creating where the host makes its own tables, asking from another
 * site's page), asks the table whether it would let a join in before a place is reserved
 * for it, applies the per-address limits and logs each refusal as one line with its
 * reason and address, and never a secret.
 */
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import { ErrorCode, ServerError, matchMaker, type AuthContext } from '@colyseus/core';
import type { TableHost } from './table-host';
import { quoted } from './table-log';
import { allowOrigin, corsHeaders, NO_CORS } from './table-origins';
import type { TableRoom } from './table-room';

type InvokeMethod = typeof matchMaker.controller.invokeMethod;
type Options = Record<string, unknown> | undefined;

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

/** What an honest client asks matchmaking; anything else is named in quotes, as it came. */
const METHODS = new Set(['create', 'joinById', 'reconnect', 'join', 'joinOrCreate']);

/** A join that carries a secret nobody guesses: an invite or the creator's claim. */
const carriesSecret = (options: Options): boolean =>
  typeof options?.invite === 'string' || typeof options?.claim === 'string';

/** Puts the gate in front of matchmaking; returns how to take it away again. */
export function openGate(host: TableHost, options: GateOptions): () => void {
  const controller = matchMaker.controller;
  const original: InvokeMethod = controller.invokeMethod.bind(controller);
  const { DEFAULT_CORS_HEADERS, getCorsHeaders } = controller;

  const gate: InvokeMethod = async (method, roomName, clientOptions, auth) => {
    const context = auth as AuthContext | undefined;
    const address = context?.ip ?? 'an unknown address';
    const asked = clientOptions as Options;
    const refused = (reason: string, code: number): never => {
      const named = METHODS.has(method) ? method : quoted(method);
      host.refusals.refused(address, `refused ${named} from ${address}: ${reason}`);
      throw new ServerError(code, reason);
    };
    const headers = context?.headers;
    if (!allowOrigin(headers?.get('origin') ?? undefined, headers?.get('host') ?? undefined))
      return refused('Tables are joined from River Table’s own pages, not another site’s.', 403);

    if (method === 'create') {
      if (!options.remoteCreation)
        return refused('This host opens its own tables: join one with an invite.', 403);
      const why = await creationRefusal(host, address);
      if (why) return refused(why, 429);
      const reservation = await original(method, roomName, clientOptions, auth).catch(
        (error: ServerError) => refused(error.message, error.code),
      );
      host.door.created(address, reservation.roomId);
      return reservation;
    }

    // A wrong guess, told so; once the address is over its limit, every wrong answer reads
    // the same, so it learns nothing of which part was wrong.
    const locked = host.door.guessRefusal(address);
    const wrong = (reason: string, code: number): never => {
      host.door.wrongGuess(address);
      return locked ? refused(locked, 429) : refused(reason, code);
    };

    if (method === 'reconnect') {
      // A reconnection token is a secret nobody guesses: checked even from a locked address.
      return original(method, roomName, clientOptions, auth).catch((error: ServerError) =>
        error.code === ErrorCode.MATCHMAKE_INVALID_ROOM_ID ||
        error.code === ErrorCode.MATCHMAKE_EXPIRED
          ? wrong(error.message, error.code)
          : refused(error.message, error.code),
      );
    }
    if (method !== 'joinById')
      return refused('A table is joined by its code, with an invite or to watch.', 403);

    if (locked && !carriesSecret(asked)) return refused(locked, 429);
    if (!(await matchMaker.driver.findOne({ roomId: roomName })))
      return wrong('No table here has that code.', ErrorCode.MATCHMAKE_INVALID_ROOM_ID);
    const refusal = await matchMaker
      .remoteRoomCall<TableRoom, 'admission'>(roomName, 'admission', [clientOptions])
      .catch(() => ({ code: 503, reason: 'That table does not answer; try again shortly.' }));
    if (refusal) {
      if (refusal.code === 403) return wrong(refusal.reason, 403);
      // A seat already taken is said only to a right invite: it tells a locked address nothing.
      if (locked && refusal.code !== 409) return refused(locked, 429);
      return refused(refusal.reason, refusal.code);
    }
    const busy = host.door.reservationRefusal(address);
    if (busy) return refused(busy, 429);
    const reservation = await original(method, roomName, clientOptions, auth).catch(
      (error: ServerError) => refused(error.message, error.code),
    );
    host.door.reserved(address, reservation.sessionId);
    return reservation;
  };

  controller.invokeMethod = gate;
  // Only River Table's own pages may read matchmaking's answers (table-origins.ts).
  const cors = (headers: Headers): Record<string, string> => corsHeaders(headers);
  // Colyseus's type requires the two origin headers this server leaves out on purpose.
  controller.DEFAULT_CORS_HEADERS = NO_CORS as typeof DEFAULT_CORS_HEADERS;
  controller.getCorsHeaders = cors;
  const minute = setInterval(() => {
    host.door.sweep();
    host.refusals.flush();
  }, 60_000);
  minute.unref();
  return () => {
    clearInterval(minute);
    host.refusals.flush();
    if (controller.invokeMethod === gate) controller.invokeMethod = original;
    if (controller.getCorsHeaders === cors) {
      controller.getCorsHeaders = getCorsHeaders;
      controller.DEFAULT_CORS_HEADERS = DEFAULT_CORS_HEADERS;
    }
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
