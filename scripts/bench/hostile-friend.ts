/**
 * A friend's join while a code holder reserves places: a table server with its real limits
 * (as `npm run serve` runs it), a three-seat table whose host has sat down, and a knocker
 * at 127.0.0.2 who knows the table's code and asks for places over plain HTTP as fast as
 * they are answered (four at a time; `{}`, anything, or to watch) and never uses them.
 * Every 2 s a friend at 127.0.0.3 sits down with an invite and leaves again, and a
 * watcher at 127.0.0.4 watches and leaves: on a quiet table every such try is admitted.
 */
import { Client } from '@colyseus/sdk';
import { freePort } from '../../electron/online/test-support/free-port';
import { matchmake } from '../../electron/online/test-support/strangers';
import { TableClient } from '../../electron/online/test-support/table-client';
import { hostOptions, people } from '../../electron/online/test-support/tables';
import { createTableServer } from '../../electron/online/table-server';
import { MemoryTableStore } from '../../electron/online/table-store';
import { TABLE_ROOM } from '../../shared/online/protocol';

export interface FriendJoins {
  readonly quietTries: number;
  readonly quietAdmitted: number;
  readonly tries: number;
  readonly admitted: number;
  /** Why the friend or the watcher was refused, with how often. */
  readonly refusals: Readonly<Record<string, number>>;
  /** What the knocker's requests were answered, by HTTP status. */
  readonly knocks: Readonly<Record<string, number>>;
}

const KNOCKS: readonly object[] = [{}, { seat: 1 }, { watch: true }];

export async function friendJoinsUnderReservations(seconds: number): Promise<FriendJoins> {
  const tables = createTableServer({ store: new MemoryTableStore(), log: () => undefined });
  const port = await freePort();
  await tables.listen(port, '127.0.0.1');
  const url = `ws://127.0.0.1:${port}`;
  const refusals: Record<string, number> = {};
  const knocks: Record<string, number> = {};
  try {
    const host = new TableClient(
      await new Client(url).create(
        TABLE_ROOM,
        hostOptions({ gameId: 'river-stakes', seats: people(3), dice: 'quick' }),
      ),
    );
    const { code, invites } = await host.next('invites');

    /** One visit: joins with `options` from `localAddress`, then leaves; whether it got in. */
    const visit = async (options: object, localAddress: string): Promise<boolean> => {
      const answer = await matchmake(port, 'joinById', code, options, { localAddress });
      if (answer.status !== 200) {
        const why = `${answer.status} ${answer.body.error ?? ''}`;
        refusals[why] = (refusals[why] ?? 0) + 1;
        return false;
      }
      try {
        const room = await new Client(url).consumeSeatReservation(answer.body);
        room.reconnection.enabled = false;
        await room.leave();
        return true;
      } catch (error) {
        const why = `connection refused: ${(error as Error).message}`;
        refusals[why] = (refusals[why] ?? 0) + 1;
        return false;
      }
    };
    const friendAndWatcher = async (): Promise<number> =>
      Number(await visit({ invite: invites[1]!.invite }, '127.0.0.3')) +
      Number(await visit({ watch: true }, '127.0.0.4'));

    let quietAdmitted = 0;
    for (let i = 0; i < 3; i++) quietAdmitted += await friendAndWatcher();

    let knocking = true;
    const knocker = async (first: number): Promise<void> => {
      for (let i = first; knocking; i++) {
        const { status } = await matchmake(port, 'joinById', code, KNOCKS[i % KNOCKS.length]!, {
          localAddress: '127.0.0.2',
        });
        knocks[status] = (knocks[status] ?? 0) + 1;
      }
    };
    const knockers = [0, 1, 2, 3].map(knocker);
    // The knocker's first places are reserved before the friend's first try.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    let tries = 0;
    let admitted = 0;
    for (const end = Date.now() + seconds * 1000; Date.now() < end;) {
      const started = Date.now();
      tries += 2;
      admitted += await friendAndWatcher();
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, 2000 - (Date.now() - started))),
      );
    }
    knocking = false;
    await Promise.all(knockers);
    return { quietTries: 6, quietAdmitted, tries, admitted, refusals, knocks };
  } finally {
    await tables.close();
  }
}
