/**
 * Issue 16 item 8: autosave and the list must not replay whole matches. Counted in moves
 * the engine applies (not in time), with a Pig engine that counts its calls.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makePig, type PigAction } from '../../shared/engine/testkit/pig';
import { openSave } from './save-envelope';
import { createSaveStore } from './save-store';
import { pigSave } from './test-support/pig-save';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'saves-cost-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function countingPig() {
  const pig = makePig();
  const counter = { applied: 0 };
  const game = {
    ...pig,
    apply: (...args: Parameters<typeof pig.apply>) => {
      counter.applied++;
      return pig.apply(...args);
    },
  };
  return { counter, findGame: (id: string) => (id === 'pig' ? game : undefined) };
}

const moves = (n: number): PigAction[] =>
  Array.from({ length: n }, (_, i) =>
    i % 2 === 0 ? { type: 'throw', seat: 0, faces: [2] } : { type: 'roll', seat: 0 },
  );

describe('what an autosave and the list cost (issue 16 item 8)', () => {
  it('an autosave applies only the move added since the last autosave', () => {
    const { counter, findGame } = countingPig();
    const saves = createSaveStore({ dir, findGame });
    expect(saves.autosave(pigSave(moves(300))).ok).toBe(true);
    counter.applied = 0;
    expect(saves.autosave(pigSave(moves(301))).ok).toBe(true);
    expect(counter.applied).toBe(1);
  });

  it('listing saves replays none of their moves', () => {
    const { counter, findGame } = countingPig();
    const saves = createSaveStore({ dir, findGame });
    saves.autosave(pigSave(moves(300)));
    saves.saveAs('Long game', pigSave(moves(200)));
    counter.applied = 0;
    const listing = saves.list();
    expect(listing.ok && listing.value.saves).toHaveLength(2);
    expect(counter.applied).toBe(0);
  });

  it('an autosave that hashes and writes out only the new moves writes a file that opens as the whole save', () => {
    const { findGame } = countingPig();
    const at = new Date('2026-11-23T10:00:00Z');
    const saves = createSaveStore({ dir, findGame, now: () => at });
    saves.autosave(pigSave(moves(300)));
    const save = pigSave(moves(301));
    const result = saves.autosave(save);
    if (!result.ok) throw new Error(result.error.message);
    const written = readFileSync(join(dir, `${result.value.id}.json`));
    expect(openSave(written)).toEqual({ ok: true, save: { ...save, savedAt: at.toISOString() } });
  });
});
