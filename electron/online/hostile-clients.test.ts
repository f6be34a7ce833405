/**
 * Strangers against a table server with its real limits, each with the project's own SDK
 * client or a matchmaking request made by hand: none of them takes the host's seat,
 * watches a table whose code it was not given, takes over a seat whose person is still
 * there, fills the server with tables or guesses its way in; each refusal is one log line.
 */
import { Client, type SeatReservation } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_ROOM } from '../../shared/online/protocol';
import { DEFAULT_LIMITS } from './table-limits';
import { attempt, knock, matchmake, roomOf } from './test-support/strangers';
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
    seatReservationsPerAddress,
  } = DEFAULT_LIMITS;
  t = await startTestTables({
    tablesPerMinutePerAddress,
    openTablesPerAddress,
    wrongGuessesPerMinute,
    unjoinedTableSeconds,
    seatReservationsPerAddress,
  });
  url = `ws://127.0.0.1:${t.port}`;
});
afterEach(() => t.colyseus.cleanup());
afterAll(() => t.tables.close());

const TABLE = { gameId: 'river-stakes', seats: people(2), dice: 'quick' } as const;

/** A table whose host has sat down and nobody else yet. */
async function hostAlone(seats: ReturnType<typeof people>) {
  const host = new TableClient(
    await t.colyseus.sdk.create(TABLE_ROOM, hostOptions({ ...TABLE, seats })),
  );
  const { code, invites } = await host.next('invites');
  return { host, code, invites };
}

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
  it('after 10 wrong codes from one address (a household behind one router), its right invite and a dropped seat’s way back still work', async () => {
    const { host, code, invites } = await hostAlone(people(3));
    const household = { localAddress: '127.0.0.4' };
    for (let i = 0; i < 10; i++) {
      const wrong = `ZZZZZZZZ${String(i).padStart(2, '0')}`;
      expect(
        (await matchmake(t.port, 'joinById', wrong, { watch: true }, household)).status,
      ).not.toBe(200);
    }
    const locked =
      'Too many wrong codes from this address; wait a minute. A right invite still works.';
    // Watching takes the code alone, which is what is being guessed: it waits for the minute.
    const watch = await matchmake(t.port, 'joinById', code, { watch: true }, household);
    expect([watch.status, watch.body.error]).toEqual([429, locked]);
    // A wrong invite for the right table is told no more than a wrong code is.
    const wrongKey = await matchmake(
      t.port,
      'joinById',
      code,
      { invite: `${code}-0000000000` },
      household,
    );
    expect([wrongKey.status, wrongKey.body.error]).toEqual([429, locked]);
    // The right invite seats its person…
    const right = await matchmake(
      t.port,
      'joinById',
      code,
      { invite: invites[1]!.invite },
      household,
    );
    expect(right.status).toBe(200);
    const friend = new TableClient(await new Client(url).consumeSeatReservation(right.body));
    await host.until((tb) => tb.seats[1]!.present);
    // …and after a drop, the way back from the same address brings them back.
    friend.room.reconnection.enabled = false;
    const token = friend.room.reconnectionToken.split(':')[1]!;
    friend.room.connection.close(4100, 'network gone');
    await host.until((tb) => !tb.seats[1]!.present);
    const back = await matchmake(
      t.port,
      'reconnect',
      code,
      { reconnectionToken: token },
      household,
    );
    expect(back.status).toBe(200);
    await new Client(url).consumeSeatReservation({ ...back.body, reconnectionToken: token });
    expect((await host.until((tb) => tb.seats[1]!.present)).seats[1]!.present).toBe(true);
  });
});

describe('a code holder reserving places over plain HTTP', () => {
  it('keeps nobody out: a friend with an invite sits and a watcher watches while the knocker is limited', async () => {
    const { host, code, invites } = await hostAlone(people(3));
    const joinFrom = (localAddress: string, options: object) =>
      matchmake(t.port, 'joinById', code, options, { localAddress });
    const knocks = async (options: object, times: number) => {
      const answers = [];
      for (let i = 0; i < times; i++) answers.push(await joinFrom('127.0.0.5', options));
      return answers;
    };
    // Options that seat nobody reserve nothing.
    const nobody = [...(await knocks({}, 8)), ...(await knocks({ seat: 1 }, 8))];
    expect(nobody.map((a) => a.status)).toEqual(Array(16).fill(400));
    // Watching is open to a code holder, but one address holds at most 10 unused places.
    const watching = await knocks({ watch: true }, 12);
    expect(watching.map((a) => a.status)).toEqual([...Array(10).fill(200), 429, 429]);
    // Meanwhile, with every one of those places still reserved (15 s), the table lets in
    // whoever it would let in were it quiet.
    const friend = await joinFrom('127.0.0.6', { invite: invites[1]!.invite });
    expect(friend.status).toBe(200);
    await new Client(url).consumeSeatReservation(friend.body);
    await host.until((tb) => tb.seats[1]!.present);
    const viewer = await joinFrom('127.0.0.7', { watch: true });
    expect(viewer.status).toBe(200);
    const watcher = new TableClient(await new Client(url).consumeSeatReservation(viewer.body));
    expect((await watcher.next('table')).viewer).toBe('public');
    // A seat already taken is not a wrong guess: the friend's second device, told so 11
    // times, is not locked out of watching.
    for (let i = 0; i < 11; i++) {
      const taken = await joinFrom('127.0.0.6', { invite: invites[1]!.invite });
      expect([taken.status, taken.body.error]).toEqual([
        409,
        'Someone is already sitting at Seat 2.',
      ]);
    }
    const secondDevice = await joinFrom('127.0.0.6', { watch: true });
    expect(secondDevice.status).toBe(200);
    // Places left unused would hold the table open 15 s after the test: they are taken up.
    for (const { body } of [...watching.slice(0, 10), secondDevice])
      await new Client(url).consumeSeatReservation(body);
  });
});

describe('a table’s log', () => {
  it('quotes what a client names on one bounded line: nobody writes a line of their choosing', async () => {
    const { code, clients } = await seatEveryone(t, TABLE);
    const before = t.log.length;
    const forged = `x\n[${code}] Seat 1 sat down\r\nrefused join from 6.6.6.6\u2028${'y'.repeat(3000)}`;
    clients[1]!.room.send(forged);
    await clients[1]!.next('refused');
    const written = t.log.slice(before);
    expect(written.length).toBeGreaterThan(0);
    for (const entry of written) {
      expect(entry).not.toMatch(/[\n\r\u2028\u2029]/);
      expect(entry.length).toBeLessThanOrEqual(400);
    }
    const lines = written.join('\n').split('\n');
    expect(lines.filter((line) => line.startsWith(`[${code}] Seat 1 sat down`))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('refused join from 6.6.6.6'))).toEqual([]);
  });

  it('sums up a client’s repeated refusals instead of writing each one', async () => {
    const { code, clients } = await seatEveryone(t, TABLE);
    const garbage = clients[1]!;
    const before = t.log.length;
    for (let i = 0; i < 200; i++) garbage.room.send('act', 'garbage');
    await garbage.until(() => garbage.of('refused').length === 200, 10_000);
    const about = (): string[] => t.log.slice(before).filter((line) => line.includes(`[${code}]`));
    expect(about().length).toBeLessThanOrEqual(5);
    t.tables.host.refusals.flush();
    const summary = about().at(-1)!;
    expect(summary).toMatch(new RegExp(`^\\[${code}\\] Seat 2: \\d+ more refusals`));
    expect(Number(/: (\d+) more/.exec(summary)![1]) + about().length - 1).toBe(200);
  });
});

describe('matchmaking from a browser', () => {
  const joinFrom = (code: string, origin: string) =>
    knock(t.port, {
      method: 'POST',
      path: `/matchmake/joinById/${code}`,
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ watch: true }),
    });
  const preflightFrom = (code: string, origin: string) =>
    knock(t.port, {
      method: 'OPTIONS',
      path: `/matchmake/joinById/${code}`,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });

  it('answers the pages that serve the game and no other site', async () => {
    const { code } = await hostAlone(people(2));
    const ours = [
      `http://127.0.0.1:${t.port}`, // the table server's own page (a guest's browser)
      'app://river-table', // the desktop app
      'http://127.0.0.1:43210', // the web host on this computer
      'http://localhost:5173',
    ];
    for (const origin of ours) {
      const preflight = await preflightFrom(code, origin);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      const join = await joinFrom(code, origin);
      expect(join.status).toBe(200);
      expect(join.headers['access-control-allow-origin']).toBe(origin);
      // A place left unused would hold the table open 15 s after the test: it is taken up.
      await new Client(url).consumeSeatReservation(JSON.parse(join.body) as SeatReservation);
    }
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example:80', 'null']) {
      const preflight = await preflightFrom(code, origin);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      // A form or a no-cors fetch needs no preflight: it is refused as it arrives.
      const join = await joinFrom(code, origin);
      expect(join.status).toBe(403);
      expect(join.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('the log of a refused join', () => {
  it('is one line with the reason and the address, without a stack trace or a secret', async () => {
    const { code, invites } = await seatEveryone(t, TABLE);
    // A new minute of the refusal log: this address's earlier refusals are summed up first.
    t.tables.host.refusals.flush();
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
