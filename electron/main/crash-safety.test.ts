import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSaveStore } from './save-store';
import { findGame } from './test-support/pig-save';

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Starts the autosaving child, waits until it has finished `count` autosaves, kills it with
 * SIGKILL `ms` later (mid-write, at a moment that varies), and says how many it finished.
 * Counting finished autosaves rather than waiting a fixed time keeps the test meaningful on
 * a busy machine.
 */
function autosaveThenKill(dir: string, count: number, ms: number): Promise<number> {
  return new Promise((resolve, reject) => {
    // node itself with tsx as a loader (not the tsx wrapper), so the kill hits the writer.
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(here, 'test-support', 'autosave-forever.ts'), dir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child.on('error', reject);
    let finished = 0;
    let killing = false;
    child.stdout.on('data', (chunk: Buffer) => {
      finished += chunk.toString().split('.').length - 1;
      if (!killing && finished >= count) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), ms);
      }
    });
    child.on('exit', () => resolve(finished));
  });
}

describe('crash safety', () => {
  it('always leaves a save that loads when the app is killed mid-autosave', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'crash-'));
    let autosaves = 0;
    try {
      for (let round = 0; round < 20; round++) {
        autosaves += await autosaveThenKill(dir, 10 + ((round * 7) % 20), (round * 3) % 11);
        const saves = createSaveStore({ dir, findGame });
        const latest = saves.latestAutosave();
        expect(
          latest.ok && latest.value !== null,
          `round ${round}: the autosave (latest or backup) loads`,
        ).toBe(true);
        const listing = saves.list();
        expect(listing.ok && listing.value.damaged, `round ${round}: nothing was damaged`).toEqual(
          [],
        );
      }
      expect(autosaves, 'hundreds of autosaves were interrupted').toBeGreaterThan(200);
      expect(readdirSync(dir).filter((f) => f.endsWith('.json'))).toHaveLength(2); // the autosave and its backup
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
