/**
 * A person away from an online table (their connection dropped, or the server restarted
 * without them): everyone sees how long their seat still waits, the host may hand it to the
 * computer at once, the table does so itself once the wait is over, and the person takes it
 * back by coming back. No table waits on an absent person for good.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TableClient } from './test-support/table-client';
import {
  atFirstChoice,
  drop,
  hostOptions,
  people,
  seatEveryone,
  throwUntilDecision,
} from './test-support/tables';
import { startTestTables, type TestTables } from './test-support/test-server';

/** This server's seats wait one second for a person who drops. */
const WAIT_MS = 1000;

let t: TestTables;
beforeAll(async () => {
  t = await startTestTables({ reconnectSeconds: WAIT_MS / 1000 });
});
afterEach(() => t.colyseus.cleanup());
afterAll(() => t.tables.close());

describe('a person away from the table', () => {
  it('is shown to the others as away, with how long the seat still waits for them', async () => {
    const { mover, other, seat } = await atFirstChoice(t);
    drop(mover);
    const seen = await other.until((tb) => !tb.seats[seat]!.present);
    expect(seen.seats[seat]).toMatchObject({ player: 'person', present: false });
    expect(seen.seats[seat]!.awayMs).toBeGreaterThan(0);
    expect(seen.seats[seat]!.awayMs).toBeLessThanOrEqual(WAIT_MS);
    // Every page knows how long its own seat would wait, to keep trying as long.
    expect(seen.seatWaitMs).toBe(WAIT_MS);
  });

  it('whose wait runs out on their turn is played by the computer, and the table goes on; their invite takes the seat back', async () => {
    const { code, invites, mover, other, seat } = await atFirstChoice(t);
    const before = other.table!.moves;
    drop(mover);
    const played = await other.until((tb) => tb.moves > before, 10_000);
    // The person's own name stays on the seat they sat at.
    expect(played.seats[seat]).toMatchObject({
      player: 'computer',
      name: `Player ${seat + 1}`,
      present: false,
      forPerson: true,
    });
    expect(played.seats[seat]!.awayMs).toBeUndefined();
    const back = new TableClient(
      await t.colyseus.sdk.joinById(code, { invite: invites[seat]!.invite }),
    );
    const mine = await back.until((tb) => tb.seats[seat]!.present);
    expect(mine.seats[seat]!.player).toBe('person');
    expect(mine.seats[seat]!.level).toBeUndefined();
    expect(mine.seats[seat]!.forPerson).toBeUndefined();
  });

  it('may be handed to the computer by the host at once, and takes the seat back when their page reconnects', async () => {
    const { clients } = await seatEveryone(t, {
      gameId: 'river-stakes',
      seats: people(2),
      dice: 'quick',
    });
    const [host, friend] = clients as [TableClient, TableClient];
    await host.until((tb) => tb.seats[1]!.present);
    const token = drop(friend);
    await host.until((tb) => !tb.seats[1]!.present);
    host.room.send('computer', { seat: 1 });
    const handed = await host.until((tb) => tb.seats[1]!.player === 'computer');
    expect(handed.seats[1]!.level).toBe('easy');
    const back = new TableClient(await t.colyseus.sdk.reconnect(token));
    await back.until(() => true);
    const retaken = await host.until((tb) => tb.seats[1]!.present);
    expect(retaken.seats[1]).toMatchObject({ player: 'person', present: true });
    expect(retaken.seats[1]!.level).toBeUndefined();
  });
});

describe('a seat nobody is at', () => {
  it('goes to the computer when the game waits on it and the table has no host to decide', async () => {
    const { clients } = await seatEveryone(t, {
      gameId: 'river-stakes',
      seats: people(2),
      dice: 'quick',
    });
    const [host, friend] = clients as [TableClient, TableClient];
    await friend.until((tb) => tb.seats[0]!.present);
    // The host leaves on purpose before the first throw, which is theirs.
    await host.room.leave();
    const played = await friend.until((tb) => tb.moves > 0, 10_000);
    expect(played.seats[0]).toMatchObject({ player: 'computer', name: 'Player 1' });
  });

  it('does not keep a table from being dealt: without a host, the seats nobody took go to the computer and the cards are dealt', async () => {
    const hostRoom = await t.colyseus.sdk.create(
      'table',
      hostOptions({ gameId: 'river-rats', seats: people(3) }),
    );
    const host = new TableClient(hostRoom);
    const { code, invites } = await host.next('invites');
    const invite = invites.find((i) => i.seat === 1)!.invite;
    const friend = new TableClient(await t.colyseus.sdk.joinById(code, { invite }));
    const lobby = await friend.until((tb) => tb.awaitingDeal?.join() === '2');
    expect(lobby.seats[0]!.present).toBe(true);
    // The host leaves on purpose; the third friend never comes.
    await host.room.leave();
    const dealt = await friend.until((tb) => tb.awaitingDeal === undefined, 10_000);
    expect(dealt.seats.map((s) => s.player)).toEqual(['computer', 'person', 'computer']);
    expect(dealt.view).not.toBeNull();
  });

  it('is called Computer once the computer plays it, not by the friend it waited for', async () => {
    const hostRoom = await t.colyseus.sdk.create(
      'table',
      hostOptions({
        gameId: 'river-stakes',
        seats: [
          { name: 'Ada', kind: 'human', colour: '#c0392b' },
          { name: 'Friend 1', kind: 'human', colour: '#2980b9' },
          { name: 'Friend 2', kind: 'human', colour: '#27ae60' },
        ],
      }),
    );
    const host = new TableClient(hostRoom);
    await host.next('invites');
    hostRoom.send('computer', { seat: 1 });
    hostRoom.send('computer', { seat: 2 });
    const table = await host.until((tb) => tb.seats[2]!.player === 'computer');
    expect(table.seats.map((s) => s.name)).toEqual(['Ada', 'Computer', 'Computer 2']);
    // Nobody had sat there: the computer plays it for nobody.
    expect(table.seats[1]!.forPerson).toBeUndefined();
  });
});

describe('after a restart', () => {
  it('each person’s seat waits for them with its countdown, and goes to the computer once its wait is over while someone is back', async () => {
    const { code, invites, clients } = await seatEveryone(t, {
      gameId: 'river-stakes',
      seats: people(2),
      dice: 'quick',
    });
    await throwUntilDecision(clients);
    for (const c of clients) c.room.reconnection.enabled = false;
    await t.colyseus.getRoomById(code).disconnect();
    expect(await t.tables.restoreKept()).toContain(code);
    const host = new TableClient(
      await t.colyseus.sdk.joinById(code, { invite: invites[0]!.invite }),
    );
    const waiting = await host.until((tb) => tb.seats[0]!.present);
    expect(waiting.seats[1]).toMatchObject({ player: 'person', present: false });
    expect(waiting.seats[1]!.awayMs).toBeGreaterThan(0);
    await host.until((tb) => tb.seats[1]!.player === 'computer', 10_000);
  });
});

describe('how long the table has waited', () => {
  it('is counted on the server, so a screen that looks later counts from the same moment', async () => {
    const { code, mover } = await atFirstChoice(t);
    const moves = mover.table!.moves;
    const sentAt = Date.now();
    expect(mover.table!.waitedMs).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const watcher = new TableClient(await t.colyseus.sdk.joinById(code, { watch: true }));
    const seen = await watcher.until(() => true);
    expect(seen.moves).toBe(moves);
    // The watcher's table says the wait began before it came, when the move was made.
    expect(seen.waitedMs).toBeGreaterThanOrEqual(400 - 50);
    expect(seen.waitedMs).toBeLessThanOrEqual(Date.now() - sentAt + 1000);
  });
});
