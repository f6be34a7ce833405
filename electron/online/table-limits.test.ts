/**
 * The limits that keep a server's tables to what people use: a table nobody sits down at
 * closes and leaves no file, and a process holds at most so many open tables.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@colyseus/sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_ROOM } from '../../shared/online/protocol';
import { FolderTableStore } from './table-store';
import { matchmake } from './test-support/strangers';
import { hostOptions, people, seatEveryone } from './test-support/tables';
import { startTestTables, type TestTables } from './test-support/test-server';

let t: TestTables;
let folder: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'river-limits-'));
  t = await startTestTables(
    { unjoinedTableSeconds: 1, openTables: 3 },
    new FolderTableStore(folder),
  );
});
afterEach(() => t.colyseus.cleanup());
afterAll(async () => {
  await t.tables.close();
  await rm(folder, { recursive: true, force: true, maxRetries: 10 });
});

const TABLE = { gameId: 'river-stakes', seats: people(2), dice: 'quick' } as const;

describe('a table nobody sits down at', () => {
  it('closes after its wait and leaves nothing in the tables folder', async () => {
    const reservation = await matchmake(t.port, 'create', TABLE_ROOM, hostOptions(TABLE));
    expect(reservation.status).toBe(200);
    const code = reservation.body.roomId;
    await expect
      .poll(() => t.log, { timeout: 5000 })
      .toContain(`[${code}] closed: nobody sat down`);
    expect(t.tables.host.open.has(code)).toBe(false);
    expect(readdirSync(folder)).toEqual([]);
    await expect(
      new Client(`ws://127.0.0.1:${t.port}`).consumeSeatReservation(reservation.body),
    ).rejects.toThrow();
  });
});

describe('the tables one process holds', () => {
  it('are at most its limit: one more is refused until one closes', async () => {
    const open = [];
    for (let i = 0; i < 3; i++) open.push(await seatEveryone(t, TABLE));
    const refused = await matchmake(t.port, 'create', TABLE_ROOM, hostOptions(TABLE));
    expect(refused.status).toBe(503);
    expect(refused.body.error).toBe('This server has as many tables open as it takes; try later.');
    await Promise.all(open[0]!.clients.map((c) => c.room.leave()));
    await expect.poll(() => t.tables.host.open.size).toBe(2);
    expect((await matchmake(t.port, 'create', TABLE_ROOM, hostOptions(TABLE))).status).toBe(200);
  });
});
