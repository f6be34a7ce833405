/**
 * Strangers against a table server with its real limits, each with the project's own SDK
 * client or a matchmaking request made by hand: none of them takes the host's seat,
 * watches a table whose code it was not given, takes over a seat whose person is still
 * there, fills the server with tables or guesses its way in; each refusal is one log line.
 */
import { Client } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_ROOM } from '../../shared/online/protocol';
import { DEFAULT_LIMITS } from './table-limits';
import { attempt, matchmake, roomOf } from './test-support/strangers';
import { TableClient } from './test-support/table-client';
import { hostOptions, people, seatEveryone } from './test-support/tables';
import { startTestTables, type TestTables } from './test-support/test-server';

let t: TestTables;
let url: string;
beforeAll(async () => {
  const {
    tablesPerMinutePerAddress,
    openTablesPerAddress,
    wrongGuessesPerMinute,
    unjoinedTableSeconds,
  } = DEFAULT_LIMITS;
  t = await startTestTables({
    tablesPerMinutePerAddress,
    openTablesPerAddress,
    wrongGuessesPerMinute,
    unjoinedTableSeconds,
  });
  url = `ws://127.0.0.1:${t.port}`;
});
afterEach(() => t.colyseus.cleanup());
afterAll(() => t.tables.close());

const TABLE = { gameId: 'river-stakes', seats: people(2), dice: 'quick' } as const;

/** Waits a moment for anything a room would still send. */
const settle = (ms = 200): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('a stranger cannot take the host’s seat', () => {
  it('join or joinOrCreate with `create` while the creator has not yet sat down gets neither seat 1 nor the invites', async () => {
    const reservation = await matchmake(t.port, 'create', TABLE_ROOM, hostOptions(TABLE));
    expect(reservation.status).toBe(200);
    const code = reservation.body.roomId;
    const strangers = await Promise.all([
      attempt(new Client(url).join(TABLE_ROOM, { create: true })),
      attempt(new Client(url).joinOrCreate(TABLE_ROOM, { create: true })),
    ]);
    const inside = strangers.map(roomOf).filter((room) => room?.roomId === code);
    const watched = inside.map((room) => new TableClient(room!));
    await settle();
    for (const w of watched) {
      expect(w.of('invites')).toEqual([]);
      expect(w.table?.viewer).not.toBe(0);
    }
    expect(inside).toEqual([]);
    const creator = new TableClient(await new Client(url).consumeSeatReservation(reservation.body));
    const invites = await creator.next('invites');
    expect(invites.code).toBe(code);
    expect((await creator.until((tb) => tb.viewer === 0)).viewer).toBe(0);
  });
});

describe('a stranger cannot watch a table without its code', () => {
  it('join and joinOrCreate to watch never land in an existing table', async () => {
    const { code } = await seatEveryone(t, TABLE);
    const outcomes = await Promise.all([
      attempt(new Client(url).join(TABLE_ROOM, { watch: true })),
      attempt(new Client(url).joinOrCreate(TABLE_ROOM, { watch: true })),
    ]);
    expect(outcomes.map((o) => roomOf(o)?.roomId === code)).toEqual([false, false]);
    // With the code, watching is the way in it always was.
    const watcher = new TableClient(await new Client(url).joinById(code, { watch: true }));
    expect((await watcher.next('table')).viewer).toBe('public');
  });
});

describe('a reconnection token does not take over a seat whose person is still there', () => {
  it('the token of a connected seat is refused and its person stays seated', async () => {
    const { code, clients } = await seatEveryone(t, TABLE);
    const friend = clients[1]!;
    let friendLeft: number | null = null;
    friend.room.onLeave((closeCode) => (friendLeft = closeCode));
    const taken = await attempt(new Client(url).reconnect(friend.room.reconnectionToken));
    expect(roomOf(taken)?.roomId).not.toBe(code);
    await settle();
    expect(friendLeft).toBeNull();
    const seen = await clients[0]!.until((tb) => tb.seats[1]!.present);
    expect(seen.seats[1]!.present).toBe(true);
  });

  it('after a drop the token brings its person back once, and the next connection has a new token', async () => {
    const { code, clients } = await seatEveryone(t, TABLE);
    const friend = clients[1]!;
    await clients[0]!.until((tb) => tb.seats[1]!.present);
    friend.room.reconnection.enabled = false;
    const token = friend.room.reconnectionToken;
    friend.room.connection.close(4100, 'network gone');
    await clients[0]!.until((tb) => !tb.seats[1]!.present);
    const back = await new Client(url).reconnect(token);
    expect(back.roomId).toBe(code);
    expect(back.reconnectionToken).not.toBe(token);
    expect(roomOf(await attempt(new Client(url).reconnect(token)))).toBeUndefined();
    expect((await clients[0]!.until((tb) => tb.seats[1]!.present)).seats[1]!.present).toBe(true);
  });
});

describe('a script cannot fill the server with tables', () => {
  it('one address creating tables in a burst is refused after the 10th of the minute, whatever it claims to forward', async () => {
    const made: number[] = [];
    for (let i = 0; i < 30; i++) {
      const { status } = await matchmake(t.port, 'create', TABLE_ROOM, hostOptions(TABLE), {
        localAddress: '127.0.0.2',
        headers: { 'x-forwarded-for': `10.1.${i}.1`, 'x-real-ip': `10.2.${i}.1` },
      });
      made.push(status);
    }
    expect(made.filter((status) => status === 200)).toHaveLength(10);
    expect(made.slice(10).every((status) => status === 429)).toBe(true);
    expect(t.log.at(-1)).toBe(
      'refused create from 127.0.0.2: Too many tables opened from this address in the last minute; wait a minute.',
    );
  });

  it('a table nobody sits down at is not kept', async () => {
    const reservation = await matchmake(t.port, 'create', TABLE_ROOM, hostOptions(TABLE), {
      localAddress: '127.0.0.3',
    });
    expect(reservation.status).toBe(200);
    await settle();
    expect(await t.tables.host.store.list()).not.toContain(reservation.body.roomId);
  });
});

describe('guessing codes', () => {
  it('an address that tried 10 wrong codes in a minute is refused even the right one', async () => {
    const { code, invites } = await seatEveryone(t, { ...TABLE, seats: people(3) });
    const from = { localAddress: '127.0.0.4' };
    const wrong = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        matchmake(
          t.port,
          'joinById',
          `ZZZZZZZZ${String(i).padStart(2, '0')}`,
          { watch: true },
          from,
        ),
      ),
    );
    expect(wrong.every((answer) => answer.status !== 200)).toBe(true);
    const right = await matchmake(t.port, 'joinById', code, { invite: invites[2]!.invite }, from);
    expect(right.status).toBe(429);
    expect(right.body.error).toBe('Too many wrong codes from this address; wait a minute.');
  });
});

describe('the log of a refused join', () => {
  it('is one line with the reason and the address, without a stack trace or a secret', async () => {
    const { code, invites } = await seatEveryone(t, TABLE);
    const before = t.log.length;
    const wrongKey = `${code}-0000000000`;
    await attempt(new Client(url).joinById(code, { invite: wrongKey }));
    await settle();
    const lines = t.log.slice(before).join('\n').split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/invite is not for this table/);
    expect(lines[0]).toMatch(/127\.0\.0\.1/);
    expect(lines[0]).not.toMatch(/\bat .*\(/);
    for (const { invite } of invites) expect(lines[0]).not.toContain(invite.split('-')[1]!);
    expect(lines[0]).not.toContain('0000000000');
  });
});
