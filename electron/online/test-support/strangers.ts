/**
 * Hostile clients for the tests: matchmaking calls made by hand, and the outcome of a join
 * whether it was let in or refused.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { Client, type Room, type SeatReservation } from '@colyseus/sdk';
import { TABLE_ROOM } from '../../../shared/online/protocol';

export type Attempt = { readonly room: Room } | { readonly refused: string };

/** The outcome of one join attempt: the room it got into, or why it was refused. */
export async function attempt(join: Promise<Room>): Promise<Attempt> {
  try {
    return { room: await join };
  } catch (error) {
    return { refused: (error as Error).message };
  }
}

/** The room an attempt got into, if any. */
export function roomOf(outcome: Attempt): Room | undefined {
  return 'room' in outcome ? outcome.room : undefined;
}

/**
 * A matchmaking request made by hand (what the SDK does before it connects), from
 * `localAddress` (any of 127.0.0.0/8 reaches the test server, each a different address to
 * it) and with whatever headers a script would add.
 */
export function matchmake(
  port: number,
  method: string,
  /** The room's name, or for joinById and reconnect the table's code. */
  target: string,
  options: unknown,
  {
    localAddress = '127.0.0.1',
    headers = {},
  }: { localAddress?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: SeatReservation & { error?: string } }> {
  const body = JSON.stringify(options);
  const path = `/matchmake/${method}/${target}`;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        localAddress,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text || '{}') as SeatReservation & { error?: string },
          }),
        );
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

export interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** Any HTTP request to the table server, as a browser or a script sends it. */
export function knock(
  port: number,
  {
    method,
    path,
    headers = {},
    body,
  }: {
    method: string;
    path: string;
    headers?: Record<string, string>;
    body?: string;
  },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
      );
    });
    req.once('error', reject);
    req.end(body);
  });
}

/**
 * Every way in a stranger might try, by one client, knowing the table's code (overheard)
 * but holding no invite, no claim and no live token: join and joinOrCreate with and
 * without a table, create, joinById without an invite or as the creator, watching
 * without the code, and a reconnection with a made-up token.
 */
export function strangerJoins(
  url: string,
  code: string,
  table: Record<string, unknown>,
  token: string,
): Promise<Room>[] {
  const stranger = new Client(url);
  return [
    stranger.join(TABLE_ROOM, { create: true }),
    stranger.join(TABLE_ROOM, {}),
    stranger.joinOrCreate(TABLE_ROOM, { create: true, ...table }),
    stranger.joinOrCreate(TABLE_ROOM, { watch: true }),
    stranger.create(TABLE_ROOM, { create: true, ...table }),
    stranger.create(TABLE_ROOM, { create: true, code, ...table }),
    stranger.joinById(code, { create: true }),
    stranger.joinById(code, { create: true, ...table }),
    stranger.joinById(code, {}),
    stranger.join(TABLE_ROOM, { watch: true }),
    stranger.reconnect(`${code}:${token}`),
  ];
}
