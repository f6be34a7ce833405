import { existsSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newCode } from './codes';
import { autoplay } from './test-support/autoplay';
import { TableClient } from './test-support/table-client';
import {
  atFirstChoice,
  drop,
  moverOf,
  people,
  seatEveryone,
  throwUntilDecision,
} from './test-support/tables';
import { startTestTables, type TestTables } from './test-support/test-server';
import { FolderTableStore } from './table-store';

let t: TestTables;
let folder: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'river-tables-'));
  t = await startTestTables({}, new FolderTableStore(folder));
});
afterEach(() => t.colyseus.cleanup());
afterAll(async () => {
  await t.tables.close();
  // Saves may still be landing as the tables close: retried until the folder is empty.
  await rm(folder, { recursive: true, force: true, maxRetries: 10 });
});

describe('people who drop and come back', () => {
  it('a player who drops mid-turn reconnects to the table as it was and goes on', async () => {
    const { mover, other, seat } = await atFirstChoice(t);
    const before = mover.table!;
    const token = drop(mover);
    const waiting = await other.until((tb) => !tb.seats[seat]!.present);
    expect(waiting.seats[seat]).toMatchObject({ player: 'person', present: false });
    const back = new TableClient(await t.colyseus.sdk.reconnect(token));
    const table = await back.until(() => true);
    expect(table.moves).toBe(before.moves);
    expect(table.view).toEqual(before.view);
    expect(table.legal).toEqual(before.legal);
    back.room.send('act', table.legal[0]!);
    await other.until((tb) => tb.moves === before.moves + 1 && tb.seats[seat]!.present);
  });
});

describe('a server restart', () => {
  it('brings a table back from its saved record: same position, same seats, the same log, and it plays on', async () => {
    const { code, invites, clients } = await seatEveryone(t, {
      gameId: 'river-stakes',
      seats: people(3),
      dice: 'physical',
    });
    await throwUntilDecision(clients);
    const before = clients.map((c) => c.table!);
    for (const c of clients) c.room.reconnection.enabled = false;
    await t.colyseus.getRoomById(code).disconnect();
    const saved = await t.tables.host.store.load(code);
    expect(saved!.record.actions).toHaveLength(before[0]!.moves);

    expect(await t.tables.restoreKept()).toContain(code);
    const back = await Promise.all(
      invites.map(
        async ({ invite }) => new TableClient(await t.colyseus.sdk.joinById(code, { invite })),
      ),
    );
    const tables = await Promise.all(
      back.map((c) => c.until((tb) => tb.seats.every((s) => s.present))),
    );
    tables.forEach((table, seat) => {
      expect(table.moves).toBe(before[seat]!.moves);
      expect(table.view).toEqual(before[seat]!.view);
      expect(table.legal).toEqual(before[seat]!.legal);
    });
    // The log line of every move, as the players saw each one arrive before the restart.
    const seenLive = new Map(clients[0]!.of('table').map((tb) => [tb.moves, tb.last]));
    const lived = Array.from({ length: before[0]!.moves }, (_, i) => seenLive.get(i + 1));
    for (const c of back)
      expect(c.of('history')).toEqual([{ moves: before[0]!.moves, lines: lived }]);
    back.forEach((c, i) => autoplay(c, `after restart ${i}`));
    const mover = moverOf(tables[0]!);
    back[mover]!.room.send('act', tables[mover]!.legal[0]!);
    await back[0]!.until((tb) => tb.pending.kind === 'end', 60_000);
  });

  it('a table cut off before its first save landed is cleared at the next start, and said so in words', async () => {
    const code = newCode();
    writeFileSync(join(folder, `${code}.jsonl`), '');
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(join(folder, `${code}.jsonl`), anHourAgo, anHourAgo);
    expect(await t.tables.restoreKept()).not.toContain(code);
    expect(existsSync(join(folder, `${code}.jsonl`))).toBe(false);
    const said = t.log.filter((line) => line.startsWith(`[${code}]`));
    expect(said).toEqual([
      `[${code}] holds no table: the server stopped before its first save landed`,
    ]);
  });
});
