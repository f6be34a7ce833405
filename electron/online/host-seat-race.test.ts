/**
 * The creator of a table is slow to sit down (its seat reservation unconsumed) while four
 * strangers try every way in they have, knowing even the table's code: in every round the
 * creator, and only the creator, gets the host's seat and the invites.
 */
import { Client, type Room } from '@colyseus/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FROM_TABLE, TABLE_ROOM } from '../../shared/online/protocol';
import { attempt, matchmake, roomOf, strangerJoins } from './test-support/strangers';
import { TableClient } from './test-support/table-client';
import { hostOptions, people } from './test-support/tables';
import { startTestTables, type TestTables } from './test-support/test-server';

let t: TestTables;
let url: string;
beforeAll(async () => {
  t = await startTestTables();
  url = `ws://127.0.0.1:${t.port}`;
});
afterAll(() => t.tables.close());

const ROUNDS = 100;
const STRANGERS = 4;
const TABLE = { gameId: 'river-stakes', seats: people(2), dice: 'quick' } as const;

/** A stranger's room that got into the creator's table, and what it was told there. */
function listenIn(room: Room): { invites: number; hostSeat: boolean } {
  const heard = { invites: 0, hostSeat: false };
  room.onMessage(FROM_TABLE.invites, () => heard.invites++);
  room.onMessage(FROM_TABLE.table, (table: { viewer: unknown }) => {
    if (table.viewer === 0) heard.hostSeat = true;
  });
  room.onMessage(FROM_TABLE.history, () => undefined);
  return heard;
}

describe('the host’s seat under a race', () => {
  it(`goes to the creator in each of ${ROUNDS} rounds while ${STRANGERS} strangers try every join`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const reservation = await matchmake(t.port, 'create', TABLE_ROOM, hostOptions(TABLE));
      expect(reservation.status).toBe(200);
      const code = reservation.body.roomId;
      // Every stranger's every attempt is made, and answered, before the creator sits down:
      // the order a slow network gives, without waiting as long as one.
      const outcomes = await Promise.all(
        Array.from({ length: STRANGERS }, () =>
          Promise.all(strangerJoins(url, code, TABLE, `token${round}`).map(attempt)),
        ),
      );
      const rooms = outcomes.flat().map(roomOf);
      const inside = rooms.filter((room) => room?.roomId === code).map((room) => listenIn(room!));
      const creator = new TableClient(
        await new Client(url).consumeSeatReservation(reservation.body),
      );
      expect((await creator.next('invites')).code).toBe(code);
      expect((await creator.until((tb) => tb.viewer === 0)).hostSeat).toBe(0);
      expect(inside).toEqual([]);
      await Promise.all([creator.room, ...rooms].map((room) => room?.leave().catch(() => null)));
    }
  }, 120_000);
});
