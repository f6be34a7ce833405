/**
 * A busy server can hold a seat for less time than a page takes to connect: Colyseus then
 * answers "seat reservation expired." Here the hold is cut to nothing for the first seat
 * asked for, as a server under load would let it run out, and the page asks again.
 */
import { Room } from '@colyseus/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTable, joinTable, SEAT_EXPIRED } from '../../shared/online/enter-table';
import { TableClient } from './test-support/table-client';
import { hostOptions, people } from './test-support/tables';
import { startTestTables, type TestTables } from './test-support/test-server';

let t: TestTables;
beforeAll(async () => {
  t = await startTestTables();
});
afterEach(() => t.colyseus.cleanup());
afterAll(() => t.tables.close());

type Reserve = (sessionId: string, options: unknown, auth: unknown, seconds?: number) => unknown;

/** The next seat any table holds is held for no time at all; the ones after, as usual. */
function nextSeatExpires(): { readonly holds: () => number; readonly restore: () => void } {
  const proto = Room.prototype as unknown as { _reserveSeat: Reserve };
  const reserve = proto._reserveSeat;
  let holds = 0;
  proto._reserveSeat = function (this: unknown, sessionId, options, auth, seconds, ...rest) {
    holds++;
    return reserve.call(this, sessionId, options, auth, holds === 1 ? 0 : seconds, ...rest);
  };
  return { holds: () => holds, restore: () => (proto._reserveSeat = reserve) };
}

describe('a seat held too briefly by a busy server', () => {
  it('is what Colyseus calls an expired reservation, which the page would show as it is', async () => {
    const host = new TableClient(
      await createTable(t.colyseus.sdk, hostOptions({ gameId: 'river-stakes', seats: people(2) })),
    );
    const { code, invites } = await host.next('invites');
    const squeeze = nextSeatExpires();
    try {
      await expect(
        t.colyseus.sdk.joinById(code, { invite: invites[1]!.invite }),
      ).rejects.toMatchObject({ code: SEAT_EXPIRED, message: 'seat reservation expired.' });
    } finally {
      squeeze.restore();
    }
  });

  it('is asked for again when joining, and the friend sits down', async () => {
    const host = new TableClient(
      await createTable(t.colyseus.sdk, hostOptions({ gameId: 'river-stakes', seats: people(2) })),
    );
    const { code, invites } = await host.next('invites');
    const squeeze = nextSeatExpires();
    try {
      const friend = new TableClient(
        await joinTable(t.colyseus.sdk, code, { invite: invites[1]!.invite, name: 'Basil' }),
      );
      expect(squeeze.holds()).toBe(2);
      const seated = await friend.until((tb) => tb.seats[1]!.present);
      expect(seated.viewer).toBe(1);
    } finally {
      squeeze.restore();
    }
  });

  it('is asked for again at the same table when opening one, with the host’s claim', async () => {
    const squeeze = nextSeatExpires();
    try {
      const host = new TableClient(
        await createTable(
          t.colyseus.sdk,
          hostOptions({ gameId: 'river-stakes', seats: people(2) }),
        ),
      );
      expect(squeeze.holds()).toBe(2);
      const { code } = await host.next('invites');
      const table = await host.until((tb) => tb.seats[0]!.present);
      expect(table).toMatchObject({ code, viewer: 0 });
      // One table was opened, not two.
      expect(t.tables.host.open.size).toBe(1);
    } finally {
      squeeze.restore();
    }
  });

  it('still says why when the server refuses the table itself', async () => {
    await expect(
      createTable(t.colyseus.sdk, hostOptions({ gameId: 'chess', seats: people(2) })),
    ).rejects.toMatchObject({ message: 'This server does not know the game "chess".' });
  });
});
