/**
 * Issue 16 item 9: the app is killed (SIGKILL) at random moments while autosaving,
 * hundreds of times, and each time the save that loads must be the last one the store
 * acknowledged or the one it was writing — never an older one, never none.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Random } from '../../shared/engine/random';
import { createSaveStore, type SaveStore } from './save-store';
import { findGame } from './test-support/pig-save';

const here = dirname(fileURLToPath(import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'crash-'));
/** The child bundled once, so each of hundreds of starts is a plain, quick `node`. */
const child = join(work, 'autosave-forever.mjs');

beforeAll(() => {
  buildSync({
    entryPoints: [join(here, 'test-support', 'autosave-forever.ts')],
    outfile: child,
    bundle: true,
    platform: 'node',
    format: 'esm',
    minify: true,
    logLevel: 'error',
  });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * Starts the autosaving child at move `from`, kills it `delayMs` after its `acks`-th
 * acknowledged autosave (or after it starts, for 0), and resolves with the last move
 * count it acknowledged (`from - 1` if none).
 */
function killWhileAutosaving(dir: string, from: number, acks: number, delayMs: number) {
  return new Promise<number>((resolve, reject) => {
    const running = spawn(process.execPath, [child, dir, String(from)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    running.on('error', reject);
    let text = '';
    let killing = false;
    const kill = (): void => {
      killing = true;
      setTimeout(() => running.kill('SIGKILL'), delayMs);
    };
    if (acks === 0) kill();
    running.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (!killing && text.split('\n').length - 1 >= acks) kill();
    });
    // 'close' comes after the pipe is drained: every acknowledgement written is counted.
    running.on('close', () => {
      const counts = text.split('\n').filter(Boolean).map(Number);
      resolve(counts.length > 0 ? counts[counts.length - 1]! : from - 1);
    });
  });
}

interface Round {
  readonly acknowledged: number;
  readonly loaded: number | null;
}

/**
 * Kills the child `rounds` times at seeded random moments in one saves folder; reports what
 * loaded each time.
 */
async function crashRounds(
  rounds: number,
  openStore: (dir: string) => SaveStore,
  seed: string,
): Promise<{ dir: string; results: Round[] }> {
  const dir = join(work, seed);
  mkdirSync(dir, { recursive: true });
  const rng = Random.fromSeed(seed);
  const results: Round[] = [];
  let acknowledged = 0;
  for (let round = 0; round < rounds; round++) {
    acknowledged = await killWhileAutosaving(dir, acknowledged + 1, rng.int(4), rng.int(30));
    const latest = await openStore(dir).latestAutosave();
    const loaded = latest.ok && latest.value ? latest.value.record.actions.length : null;
    results.push({ acknowledged, loaded });
    // The next child continues from what loaded, as the app would after Continue.
    if (loaded !== null) acknowledged = loaded;
  }
  return { dir, results };
}

/** Rounds where the save that loaded was older than the last acknowledged one, or none loaded. */
function lostSaves(results: readonly Round[]): Round[] {
  return results.filter(
    (r) =>
      r.acknowledged > 0 &&
      (r.loaded === null || r.loaded < r.acknowledged || r.loaded > r.acknowledged + 1),
  );
}

describe('crash safety', () => {
  it('loads the last acknowledged autosave or the one being written after 200 kills at random moments', async () => {
    // Two folders side by side, so one child starts while the other writes.
    const lanes = await Promise.all(
      ['kills-a', 'kills-b'].map((seed) =>
        crashRounds(100, (d) => createSaveStore({ dir: d, findGame }), seed),
      ),
    );
    const results = lanes.flatMap((lane) => lane.results);
    expect(results).toHaveLength(200);
    expect(lostSaves(results)).toEqual([]);
    const midWrite = results.filter((r) => r.loaded === r.acknowledged + 1).length;
    expect(midWrite, 'some kills came while a save was being written').toBeGreaterThan(0);
    for (const { dir, results: rounds } of lanes) {
      expect(rounds.at(-1)!.acknowledged, 'the match grew').toBeGreaterThan(100);
      const listing = createSaveStore({ dir, findGame }).list();
      expect(listing.ok && listing.value.damaged).toEqual([]);
    }
  }, 600_000);

  it('catches a store that restores the previous generation', async () => {
    const restoresPrevious = (d: string): SaveStore => {
      for (const file of readdirSync(d).filter((f) => f.endsWith('.bak.json')))
        renameSync(join(d, file), join(d, file.replace(/\.bak\.json$/, '.json')));
      return createSaveStore({ dir: d, findGame });
    };
    const { results } = await crashRounds(8, restoresPrevious, 'previous');
    expect(lostSaves(results).length).toBeGreaterThan(0);
  }, 60_000);
});
