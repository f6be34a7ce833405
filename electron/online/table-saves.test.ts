import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TableMessage } from '../../shared/online/protocol';
import type { SavedTable } from './saved-table';
import { MemoryTableStore } from './table-store';
import { autoplay } from './test-support/autoplay';
import { people, seatEveryone } from './test-support/tables';
import { startTestTables, type TestTables } from './test-support/test-server';

/** Remembers every save, in order: what the table asked its store to keep. */
class CountingStore extends MemoryTableStore {
  readonly saves: SavedTable[] = [];
  override async save(table: SavedTable): Promise<void> {
    this.saves.push(table);
    return super.save(table);
  }
}

const store = new CountingStore();
let t: TestTables;
beforeAll(async () => {
  t = await startTestTables({}, store);
});
afterEach(() => t.colyseus.cleanup());
afterAll(() => t.tables.close());

const ended = (tb: TableMessage): boolean => tb.pending.kind === 'end';
const shownFor = (table: SavedTable | undefined, event: string): number =>
  table?.fair?.pending?.event === event ? Object.keys(table.fair.pending.shown).length : 0;

describe('what an online table writes to its store', () => {
  it('keeps a secret shown for a throw not yet made, without waiting for the throw', async () => {
    const { code, clients } = await seatEveryone(t, {
      gameId: 'river-stakes',
      seats: people(2),
      dice: 'quick',
    });
    // Nobody throws: the pages answer the first throw's announcement and the table waits.
    const announced = await clients[0]!.until((tb) => tb.fair !== null);
    const { event, seats } = announced.fair!;
    expect(seats.length).toBeGreaterThan(0);
    await expect
      .poll(async () => shownFor(await store.load(code), event), { timeout: 10_000 })
      .toBe(seats.length);
  });

  it('writes once for each move, not once more for every secret shown', async () => {
    const { code, clients } = await seatEveryone(t, {
      gameId: 'river-stakes',
      seats: people(2),
      dice: 'quick',
    });
    const from = store.saves.length;
    clients.forEach((c, i) => autoplay(c, `saves:${i}`));
    await Promise.all(clients.map((c) => c.until(ended, 60_000)));
    const saved = (await store.load(code))!;
    const moves = saved.record.actions.length;
    const throws = saved.record.actions.filter((a) => a.type === 'throw').length;
    const saves = store.saves.slice(from).filter((s) => s.code === code).length;
    // Both people show a secret for every throw: a save each would be 2 × throws more.
    expect(throws).toBeGreaterThan(10);
    expect(saves).toBeLessThan(moves + throws / 2);
  });
});
