import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TableMessage } from '../../shared/online/protocol';
import { TableClient } from './test-support/table-client';
import { hostOptions, atFirstChoice as firstChoiceAt, people } from './test-support/tables';
import { startTestTables, type TestTables } from './test-support/test-server';

let t: TestTables;
beforeAll(async () => {
  // The limits a person's client meets: 20 messages a second, 4 KiB a message.
  t = await startTestTables({ messagesPerSecond: 20 });
});
afterEach(() => t.colyseus.cleanup());
afterAll(() => t.tables.close());

const movesOf = (c: TableClient): number => (c.table as TableMessage).moves;

const atFirstChoice = () => firstChoiceAt(t);

describe('what the room refuses, and to whom it says so', () => {
  it('refuses another seat’s action and a decision out of turn, telling only the sender', async () => {
    const { mover, other, seat } = await atFirstChoice();
    const legal = mover.table!.legal[0]!;
    const moves = movesOf(mover);
    // The other seat sends the mover's own legal action, naming the mover's seat.
    other.room.send('act', legal);
    const refused = await other.next('refused');
    expect(refused).toEqual({
      code: 'not-your-turn',
      reason: `You sit at Seat ${2 - seat}; that move is for Seat ${seat + 1}.`,
    });
    // …and the same action in its own name is out of turn, with the engine's reason.
    other.room.send('act', { ...legal, seat: 1 - seat });
    expect(await other.next('refused')).toMatchObject({ code: 'not-your-turn' });
    // Nothing changed, and the mover heard nothing of it.
    mover.room.send('act', legal);
    await mover.until((tb) => tb.moves === moves + 1);
    expect(mover.of('refused')).toEqual([]);
  });

  it('refuses named faces: dice are thrown by the room, never chosen by a client', async () => {
    const { mover } = await atFirstChoice();
    mover.room.send('act', { type: 'throw', seat: 0, faces: [6, 6, 6, 6] });
    expect(await mover.next('refused')).toMatchObject({ code: 'bad-throw' });
    // A throw message carries a gesture only: faces in it are refused too.
    mover.room.send('throw', { position: [0, 2, 0], velocity: [5, 1, 0], faces: [6, 6, 6, 6] });
    expect(await mover.next('refused')).toMatchObject({ code: 'malformed' });
  });

  it('refuses garbage of every kind, logs it, and goes on playing', async () => {
    const { mover, other } = await atFirstChoice();
    const moves = movesOf(mover);
    const garbage: [string, unknown][] = [
      ['act', 'garbage'],
      ['act', null],
      ['act', { type: 'choose', seat: 0, sums: 'all of them' }],
      ['act', { type: 'teleport', seat: 0 }],
      ['throw', { position: [0, 'up', 0], velocity: [1, 1, 1] }],
      ['throw', [1, 2, 3]],
      ['computer', { seat: 99 }],
      ['hack', { anything: true }],
    ];
    for (const [type, message] of garbage) other.room.send(type, message);
    other.room.sendBytes('act', new Uint8Array([0xde, 0xad, 0xbe, 0xef]));
    // Each is answered with a refusal (slowly: 20 messages a second is the limit).
    await other
      .until(() => other.of('refused').length >= garbage.length + 1, 5000)
      .catch(() => undefined);
    const refusals = other.of('refused').map((r) => r.code);
    expect(refusals).toHaveLength(garbage.length + 1);
    expect(refusals.filter((c) => c === 'unknown-message')).toHaveLength(2);
    // A few are written one by one, the rest summed up (table-log.ts): every one is counted.
    t.tables.host.refusals.flush();
    const about = t.log.filter((l) => l.includes('refused') || l.includes('more refusals'));
    const summed = about.map((l) => Number(/: (\d+) more refusals/.exec(l)?.[1] ?? 1));
    expect(summed.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(garbage.length + 1);
    // The room still plays.
    mover.room.send('act', mover.table!.legal[0]!);
    await mover.until((tb) => tb.moves === moves + 1);
  });

  it('closes the connection of a client whose message is too large, and only that one', async () => {
    const { mover, other } = await atFirstChoice();
    const moves = movesOf(mover);
    const closed = new Promise<number>((resolve) => other.room.onLeave((code) => resolve(code)));
    other.room.reconnection.enabled = false;
    other.room.send('act', { type: 'stop', seat: 0, padding: 'x'.repeat(8 * 1024) });
    expect(await closed).not.toBe(4000);
    mover.room.send('act', mover.table!.legal[0]!);
    await mover.until((tb) => tb.moves === moves + 1);
    await mover.until((tb) => tb.seats.filter((s) => s.present).length === 1);
  });

  it('disconnects a client that floods the room, and keeps the table for the others', async () => {
    const { mover, other } = await atFirstChoice();
    const moves = movesOf(mover);
    const closed = new Promise<number>((resolve) => other.room.onLeave((code) => resolve(code)));
    other.room.reconnection.enabled = false;
    for (let i = 0; i < 60; i++) other.room.send('act', { type: 'stop', seat: 0 });
    await closed;
    mover.room.send('act', mover.table!.legal[0]!);
    await mover.until((tb) => tb.moves === moves + 1);
  });

  it('lets a watcher see the table but not play', async () => {
    const { code, mover } = await atFirstChoice();
    const watcher = new TableClient(await t.colyseus.sdk.joinById(code, { watch: true }));
    const table = await watcher.until(() => true);
    expect(table.viewer).toBe('public');
    expect(table.legal).toEqual([]);
    watcher.room.send('act', mover.table!.legal[0]!);
    expect(await watcher.next('refused')).toMatchObject({ code: 'not-seated' });
  });

  it('refuses a table set up wrongly, with the reason', async () => {
    await expect(
      t.colyseus.sdk.create('table', hostOptions({ gameId: 'chess', seats: people(2) })),
    ).rejects.toThrow(/does not know the game "chess"/);
    await expect(
      t.colyseus.sdk.create('table', hostOptions({ gameId: 'river-stakes', seats: people(5) })),
    ).rejects.toThrow(/at most 4 players/);
  });
});
