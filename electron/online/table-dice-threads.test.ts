/**
 * A dedicated server runs physical throws on its dice threads while its network thread
 * serves the other tables. The table must behave as if the dice were thrown in place: the
 * same motion from the same seeds, landing on the faces fair dice fixed, one throw at a
 * time, and a failed throw costs nothing.
 */
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { steerThrow, throwDice, type ThrowRecord, type ThrowRequest } from '../../shared/dice';
import { replay, type SeatInfo } from '../../shared/engine/record';
import { riverStakes } from '../../shared/games/river-stakes/game';
import type { StakesState } from '../../shared/games/river-stakes/state';
import { trayFor } from '../../shared/games/trays';
import { autoplay } from './test-support/autoplay';
import { people, seatEveryone } from './test-support/tables';
import { startTestTables, type TestTables } from './test-support/test-server';
import { createThrowPool, type DiceThrower } from './throw-pool';

/** Dice threads the test holds back: each throw waits until the test lets it land (or fail). */
class HeldThrows implements DiceThrower {
  readonly asked: { request: ThrowRequest; land: () => void; fail: () => void }[] = [];
  private wake: (() => void) | null = null;

  throw(request: ThrowRequest): Promise<ThrowRecord> {
    return new Promise((resolve, reject) => {
      this.asked.push({
        request,
        land: () => resolve(throwDice(request)),
        fail: () => reject(new Error('the thread was lost')),
      });
      this.wake?.();
    });
  }

  async nextAsked(count: number): Promise<void> {
    while (this.asked.length < count) await new Promise<void>((r) => (this.wake = r));
  }

  async close(): Promise<void> {}
}

describe('a server with dice threads', () => {
  let t: TestTables;
  let threads: DiceThrower;
  beforeAll(async () => {
    threads = createThrowPool(1);
    t = await startTestTables({}, undefined, threads);
  });
  afterEach(() => t.colyseus.cleanup());
  afterAll(async () => {
    await t.tables.close();
    await threads.close();
  });

  it('plays a whole physical game whose every throw is the one its seed and hand make', async () => {
    const { code, clients } = await seatEveryone(t, {
      gameId: 'river-stakes',
      seats: people(2),
      dice: 'physical',
    });
    clients.forEach((c, i) => autoplay(c, `threads:${i}`));
    clients[0]!.room.send('throw', {});
    await Promise.all(clients.map((c) => c.until((tb) => tb.pending.kind === 'end', 60_000)));
    const saved = (await t.tables.host.store.load(code))!;
    expect(riverStakes.next(replay(riverStakes, saved.record) as StakesState).kind).toBe('end');
    const thrown = clients[0]!.of('throw');
    expect(thrown.length).toBe(saved.record.actions.filter((a) => a.type === 'throw').length);
    // Recomputed here from the table's secret, as a restarted server would recompute them.
    for (const message of thrown) {
      const seed = createHmac('sha256', saved.secret).update(`throw:${message.move}`).digest('hex');
      const gesture = saved.gestures[String(message.move)] ?? null;
      const before = { ...saved.record, actions: saved.record.actions.slice(0, message.move) };
      const pending = riverStakes.next(replay(riverStakes, before) as StakesState);
      expect(pending.kind).toBe('throw');
      const request: ThrowRequest = {
        dice: pending.kind === 'throw' ? pending.dice : [],
        seed,
        tray: trayFor('river-stakes', false),
        ...(gesture ? { gesture } : {}),
      };
      // Compared as sent (the wire carries -0 as 0): the motion its seed and hand make,
      // turned by the dice's symmetries onto the faces the secrets fixed.
      expect(message.record).toEqual(
        JSON.parse(JSON.stringify(steerThrow(throwDice(request), message.faces))),
      );
      expect(message.faces).toEqual(message.record!.faces);
    }
    for (const client of clients) {
      expect(client.checks.filter((c) => c.status !== 'verified')).toEqual([]);
      expect(client.checks).toHaveLength(thrown.length);
    }
  });
});

describe('a throw on the dice threads', () => {
  let t: TestTables;
  const held = new HeldThrows();
  beforeAll(async () => {
    t = await startTestTables({}, undefined, held);
  });
  afterEach(() => t.colyseus.cleanup());
  afterAll(() => t.tables.close());

  /** A physical River Stakes table whose host's start throw is held on the threads. */
  async function firstThrowHeld(seats: SeatInfo[]) {
    const { clients } = await seatEveryone(t, { gameId: 'river-stakes', seats, dice: 'physical' });
    const host = clients[0]!;
    const before = held.asked.length;
    host.room.send('throw', {});
    await held.nextAsked(before + 1);
    return { host, before };
  }

  it('takes no second throw while the dice roll, then lands as one move', async () => {
    const { host, before } = await firstThrowHeld(people(2));
    host.room.send('throw', {});
    expect((await host.next('refused')).reason).toBe('The dice are already rolling.');
    expect(host.table!.moves).toBe(0);
    held.asked[before]!.land();
    const table = await host.until((tb) => tb.moves === 1);
    expect(host.of('throw')).toHaveLength(1);
    expect(table.pending).toMatchObject({ kind: 'throw', seat: 1 });
  });

  it('throws in place a throw lost on its thread, landing what the threads would have', async () => {
    const { host, before } = await firstThrowHeld(people(2));
    held.asked[before]!.fail();
    const table = await host.until((tb) => tb.moves === 1);
    expect(table.pending).toMatchObject({ kind: 'throw', seat: 1 });
    expect(host.of('refused')).toEqual([]);
    const [message] = host.of('throw');
    expect(message!.record).toEqual(
      JSON.parse(
        JSON.stringify(steerThrow(throwDice(held.asked[before]!.request), message!.faces)),
      ),
    );
    expect(t.log.some((line) => line.includes('a throw failed on the dice threads'))).toBe(true);
  });

  it('throws for a computer seat there too', async () => {
    const { host, before } = await firstThrowHeld([
      people(1)[0]!,
      { name: 'Computer', kind: 'computer', level: 'easy', colour: '#2980b9' },
    ]);
    held.asked[before]!.land();
    // The computer's start throw goes to the threads as well, and lands like a person's.
    await held.nextAsked(before + 2);
    // The server asks its threads before the host's page has read the move it sent.
    await host.until((tb) => tb.moves === 1);
    held.asked[before + 1]!.land();
    await host.until((tb) => tb.moves === 2);
    expect(host.of('throw').map((m) => m.seat)).toEqual([0, 1]);
  });
});
