/**
 * The sealer hashes and encodes only what an autosave adds; every file it seals must still
 * be the envelope any reader opens, holding exactly the save it was given.
 */
import { describe, expect, it } from 'vitest';
import type { PigAction } from '../../shared/engine/testkit/pig';
import type { SaveFile } from '../../shared/saves/format';
import { openSave } from './save-envelope';
import { createSaveSealer } from './save-sealer';
import { pigSave } from './test-support/pig-save';

const moves = (n: number, faces = 2): PigAction[] =>
  Array.from({ length: n }, (_, i) =>
    i % 2 === 0 ? { type: 'throw', seat: 0, faces: [faces] } : { type: 'roll', seat: 0 },
  );

function opened(bytes: Buffer): unknown {
  const result = openSave(bytes);
  if (!result.ok) throw new Error(result.problem);
  return result.save;
}

const at = (save: SaveFile, minute: number): SaveFile => ({
  ...save,
  savedAt: `2026-11-25T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

describe('sealing saves one autosave after another', () => {
  it('each autosave of a growing match opens as exactly the save that was sealed', () => {
    const seal = createSaveSealer();
    for (let n = 0; n <= 40; n++) {
      const save = at(pigSave(moves(n)), n);
      expect(opened(seal(save))).toEqual(save);
    }
  });

  it('a match that grows, is taken back and changes is sealed right each time', () => {
    const seal = createSaveSealer();
    const throwOf = (faces: number): PigAction => ({ type: 'throw', seat: 0, faces: [faces] });
    const roll: PigAction = { type: 'roll', seat: 0 };
    for (const actions of [
      [],
      [throwOf(3)],
      [throwOf(3), roll],
      [throwOf(3), roll, throwOf(4)],
      [throwOf(3), roll],
      [throwOf(5), roll, throwOf(2), roll],
      [throwOf(5), roll, throwOf(2), roll],
    ]) {
      const save = pigSave(structuredClone(actions));
      expect(opened(seal(save))).toEqual(save);
    }
  });

  it('a save whose earlier moves differ is sealed whole, not on top of the last one', () => {
    const seal = createSaveSealer();
    seal(pigSave(moves(20, 2)));
    const other = pigSave(moves(21, 5));
    expect(opened(seal(other))).toEqual(other);
  });

  it('a save of another match after an autosave is sealed as itself', () => {
    const seal = createSaveSealer();
    seal(pigSave(moves(20)));
    const renamed = { ...pigSave(moves(20)), name: 'Renamed' };
    const otherMatch = {
      ...pigSave(moves(21)),
      record: { ...pigSave(moves(21)).record, seed: 'seed-2' },
    };
    expect(opened(seal(renamed))).toEqual(renamed);
    expect(opened(seal(otherMatch))).toEqual(otherMatch);
    expect(opened(seal(pigSave(moves(22))))).toEqual(pigSave(moves(22)));
  });

  it('moves written with characters beyond ASCII keep their bytes right as the file grows', () => {
    const seal = createSaveSealer();
    const named = (n: number): SaveFile => ({ ...pigSave(moves(n)), name: 'Ærø — 川 🎲' });
    for (let n = 1; n < 5; n++) expect(opened(seal(named(n)))).toEqual(named(n));
  });

  it('a match longer than the first buffer grows it without losing a byte', () => {
    const seal = createSaveSealer();
    seal(pigSave(moves(100)));
    const long = pigSave(moves(4000));
    const bytes = seal(long);
    expect(bytes.length).toBeGreaterThan(64 * 1024);
    expect(opened(bytes)).toEqual(long);
  });
});
