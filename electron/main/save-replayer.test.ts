/**
 * Issue 16 item 8: a long save is replayed off the main thread when it is loaded, with the
 * verdict the store would reach itself, and the window's thread keeps running meanwhile.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ThrowAction } from '../../shared/engine/contract';
import type { PigAction } from '../../shared/engine/testkit/pig';
import { findGame as findRealGame } from '../../shared/games/registry';
import { newMatchRecord } from '../../shared/engine/record';
import { saveOf } from '../../shared/saves/testkit';
import { createSaveStore, LONG_SAVE_BYTES, type SaveStoreOptions } from './save-store';
import { sealSave } from './save-envelope';
import { checkSaveBytes, createWorkerReplayer, type SaveReplayer } from './save-replayer';
import { writeByHand } from './test-support/envelope';
import { findGame, pigSave } from './test-support/pig-save';

/** A worker thread running one of our TypeScript files, compiled as it loads. */
const typeScriptWorker = (file: string) => () =>
  new Worker(
    `require('tsx/cjs/api').register(); require(${JSON.stringify(fileURLToPath(new URL(file, import.meta.url)))});`,
    { eval: true },
  );
const pigReplayer = createWorkerReplayer(typeScriptWorker('./test-support/pig-replay-worker.ts'));
afterAll(() => pigReplayer.close());

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'saves-replayer-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const store = (replayer?: SaveReplayer, extra: Partial<SaveStoreOptions> = {}) =>
  createSaveStore({ dir, findGame, replayer, ...extra });

/** A legal Pig match of `n` moves that never ends. */
const moves = (n: number): PigAction[] =>
  Array.from({ length: n }, (_, i) =>
    i % 2 === 0 ? { type: 'throw', seat: 0, faces: [2] } : { type: 'roll', seat: 0 },
  );

/** How many times a 1 ms timer fired on this thread while `work` ran. */
async function timerTicksDuring(work: () => Promise<unknown>): Promise<number> {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 1);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return ticks;
}

describe('loading a long save (issue 16 item 8)', () => {
  it('is long enough to be sent to the replayer', () => {
    expect(sealSave(pigSave(moves(10_000))).length).toBeGreaterThan(LONG_SAVE_BYTES);
  });

  it('keeps this thread running while the moves are replayed on the worker', async () => {
    writeByHand(join(dir, 'long.json'), pigSave(moves(10_000)));
    await pigReplayer(new Uint8Array(readFileSync(join(dir, 'long.json')))); // a warm worker
    const offThread = await timerTicksDuring(async () => {
      const read = await store(pigReplayer).read('long');
      expect(read.ok && read.value.record.actions).toHaveLength(10_000);
    });
    const onThread = await timerTicksDuring(async () => {
      const read = await store().read('long');
      expect(read.ok && read.value.record.actions).toHaveLength(10_000);
    });
    expect(onThread, 'replayed here, no timer can fire').toBe(0);
    expect(offThread).toBeGreaterThan(0);
  });

  it('refuses an illegal last move with the same message as replaying here, and restores the backup', async () => {
    const legal = pigSave(moves(10_000));
    const cheat = [...moves(9_999), { type: 'throw', seat: 0, faces: [9] } as ThrowAction];
    const messages: string[] = [];
    for (const replayer of [pigReplayer, undefined]) {
      writeByHand(join(dir, 'long.bak.json'), legal);
      writeByHand(join(dir, 'long.json'), {
        ...legal,
        record: { ...legal.record, actions: cheat },
      });
      const read = await store(replayer).read('long');
      expect(read.ok && read.value.record.actions).toHaveLength(10_000);
      const listing = store().list();
      const problem = listing.ok ? (listing.value.damaged[0]?.problem ?? '') : '';
      expect(problem).toMatch(/Move 10000 is not legal: .*previous version was restored/);
      messages.push(problem);
      rmSync(join(dir, 'damaged'), { recursive: true });
    }
    expect(messages[0]).toBe(messages[1]);
  });

  it('checks the save itself when the worker fails', async () => {
    writeByHand(join(dir, 'long.json'), pigSave(moves(10_000)));
    const broken: SaveReplayer = () => Promise.reject(new Error('worker gone'));
    const read = await store(broken).read('long');
    expect(read.ok && read.value.record.actions).toHaveLength(10_000);
  });

  it('trusts no verdict for bytes that changed after the worker checked them', async () => {
    writeByHand(join(dir, 'long.json'), pigSave(moves(10_000)));
    const swapping: SaveReplayer = async (bytes) => {
      const verdict = await pigReplayer(bytes);
      writeFileSync(join(dir, 'long.json'), 'garbage');
      return verdict;
    };
    const read = await store(swapping).read('long');
    expect(read).toMatchObject({ ok: false, error: { code: 'damaged' } });
    expect(!read.ok && read.error.message).toMatch(/not valid JSON/);
  });

  it('the app worker checks a real game with the real registry, as the store would', async () => {
    const replayer = createWorkerReplayer(typeScriptWorker('./save-replay-worker.ts'));
    try {
      const stakes = findRealGame('river-stakes')!;
      const record = newMatchRecord(stakes, { players: 2 }, 'seed-9', pigSave().record.seats);
      const fresh = saveOf(stakes as Parameters<typeof saveOf>[0], record, []);
      const loaded = await replayer(new Uint8Array(sealSave(fresh)));
      expect(loaded).toEqual({ ok: true, value: fresh });
      const cheat = {
        ...fresh,
        record: { ...record, actions: [{ type: 'throw', seat: 0, faces: [9, 9, 9, 9] }] },
      };
      const refused = await replayer(new Uint8Array(sealSave(cheat)));
      expect(refused).toMatchObject({
        ok: false,
        problem: expect.stringMatching(/Move 1 is not legal/),
      });
      expect(refused).toEqual(checkSaveBytes(sealSave(cheat), findRealGame));
    } finally {
      await replayer.close();
    }
  });
});
