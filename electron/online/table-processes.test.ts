/**
 * The dedicated server as people would run it: `npm run serve` processes, restarted mid-
 * game, and two of them sharing matchmaking through a real Redis (Debian's redis-server).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ColyseusSDK } from '@colyseus/sdk';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { TABLE_ROOM } from '../../shared/online/protocol';
import {
  REDIS_SERVER,
  redisAvailable,
  startRedis,
  startServe,
  stop,
} from './test-support/processes';
import { TableClient } from './test-support/table-client';
import { hostOptions, moverOf, people, throwUntilDecision } from './test-support/tables';
import { freePort } from './test-support/test-server';
import { FolderTableStore } from './table-store';

const started: ChildProcess[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const child of started.splice(0)) await stop(child, 'SIGKILL');
});
afterAll(() =>
  Promise.all(folders.map((f) => rm(f, { recursive: true, force: true, maxRetries: 10 }))),
);

function tablesFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'river-serve-'));
  folders.push(folder);
  return folder;
}

async function serve(port: number, folder: string, env: Record<string, string> = {}) {
  const child = await startServe(port, folder, env);
  started.push(child);
  return child;
}

function leaveQuietly(clients: readonly TableClient[]): void {
  for (const c of clients) c.room.reconnection.enabled = false;
}

describe('npm run serve', () => {
  it('loses no game when the process is killed: the table comes back from its file', async () => {
    const folder = tablesFolder();
    const port = await freePort();
    const server = await serve(port, folder);
    const sdk = new ColyseusSDK(`ws://127.0.0.1:${port}`);
    const host = new TableClient(
      await sdk.create(
        TABLE_ROOM,
        hostOptions({
          gameId: 'river-stakes',
          seats: people(2),
          dice: 'quick',
        }),
      ),
    );
    const { code, invites } = await host.next('invites');
    const friend = new TableClient(await sdk.joinById(code, { invite: invites[1]!.invite }));
    await throwUntilDecision([host, friend]);
    const before = host.table!;
    // Killed without warning once its file holds every move.
    const kept = new FolderTableStore(folder);
    await expect
      .poll(async () => (await kept.load(code).catch(() => undefined))?.record.actions.length)
      .toBe(before.moves);
    leaveQuietly([host, friend]);
    await stop(server, 'SIGKILL');

    await serve(port, folder);
    const back = await Promise.all(
      invites.map(async ({ invite }) => new TableClient(await sdk.joinById(code, { invite }))),
    );
    const tables = await Promise.all(
      back.map((c) => c.until((tb) => tb.seats.every((s) => s.present))),
    );
    expect(tables[0]!.moves).toBe(before.moves);
    expect(tables[0]!.view).toEqual(before.view);
    const mover = moverOf(tables[0]!);
    back[mover]!.room.send('act', tables[mover]!.legal[0]!);
    await back[0]!.until((tb) => tb.moves === before.moves + 1);
    leaveQuietly(back);
  });

  it.skipIf(!redisAvailable)(
    `shares matchmaking through Redis: a table created on one process is joined through the other (needs ${REDIS_SERVER})`,
    async () => {
      const redisPort = await freePort();
      started.push(await startRedis(redisPort));
      const env = { REDIS_URL: `redis://127.0.0.1:${redisPort}` };
      const [a, b] = [await freePort(), await freePort()];
      await serve(a, tablesFolder(), { ...env, PUBLIC_ADDRESS: `127.0.0.1:${a}` });
      await serve(b, tablesFolder(), { ...env, PUBLIC_ADDRESS: `127.0.0.1:${b}` });

      const host = new TableClient(
        await new ColyseusSDK(`ws://127.0.0.1:${a}`).create(
          TABLE_ROOM,
          hostOptions({
            gameId: 'river-stakes',
            seats: people(2),
            dice: 'quick',
          }),
        ),
      );
      const { code, invites } = await host.next('invites');
      // The friend only knows process b: its matchmaking finds the table on a through Redis.
      const friendRoom = await new ColyseusSDK(`ws://127.0.0.1:${b}`).joinById(code, {
        invite: invites[1]!.invite,
      });
      const friend = new TableClient(friendRoom);
      expect(friendRoom.roomId).toBe(code);
      const table = await friend.until((tb) => tb.seats.every((s) => s.present));
      expect(table.viewer).toBe(1);
      await throwUntilDecision([host, friend]);
      expect(host.table!.moves).toBeGreaterThanOrEqual(2);
      leaveQuietly([host, friend]);
    },
  );
});

if (!redisAvailable)
  console.warn(
    `Skipping the shared-Redis test: ${REDIS_SERVER} is not installed (apt-get install redis-server).`,
  );
