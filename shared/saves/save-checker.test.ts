import { describe, expect, it } from 'vitest';
import { newMatchRecord } from '../engine/record';
import { makePig, type PigAction } from '../engine/testkit/pig';
import type { SaveFile } from './format';
import { createSaveChecker } from './save-checker';
import { saveOf as pigSaveOf } from './testkit';
import { validateSave } from './validate';

const pig = makePig();
const findGame = (id: string) => (id === 'pig' ? pig : undefined);
const record = newMatchRecord(
  pig,
  {},
  'seed-1',
  [
    { name: 'Ada', kind: 'human', colour: '#d64541' },
    { name: 'Basil', kind: 'human', colour: '#3b7dd8' },
  ],
  new Date('2026-11-01T10:00:00Z'),
);

const saveOf = (actions: PigAction[], snapshotOf: PigAction[] = actions): SaveFile =>
  pigSaveOf(pig, record, actions, snapshotOf);

const throwOf = (face: number): PigAction => ({ type: 'throw', seat: 0, faces: [face] });
const roll: PigAction = { type: 'roll', seat: 0 };

describe('save checker', () => {
  it('gives the verdict of a full check when an earlier move was changed after an accepted save', () => {
    const check = createSaveChecker(findGame);
    expect(check(saveOf([throwOf(3), roll])).ok).toBe(true);
    // The first throw rewritten: the cached state no longer applies.
    const rewritten = saveOf([throwOf(9), roll, throwOf(2)], [throwOf(3), roll, throwOf(2)]);
    const verdict = check(rewritten);
    expect(verdict.ok).toBe(false);
    expect(verdict).toEqual(validateSave(rewritten, findGame));
  });

  it('accepts the next save of the same match and refuses a forged snapshot of it', () => {
    const check = createSaveChecker(findGame);
    expect(check(saveOf([throwOf(3), roll])).ok).toBe(true);
    expect(check(saveOf([throwOf(3), roll, throwOf(4)])).ok).toBe(true);
    const forged = saveOf(
      [throwOf(3), roll, throwOf(4), roll],
      [throwOf(3), roll, throwOf(5), roll],
    );
    expect(check(forged)).toMatchObject({ ok: false, problem: expect.stringMatching(/snapshot/) });
  });

  it('accepts a take-back, which shortens the match', () => {
    const check = createSaveChecker(findGame);
    expect(check(saveOf([throwOf(3), roll, throwOf(4)])).ok).toBe(true);
    expect(check(saveOf([throwOf(3), roll])).ok).toBe(true);
  });
});
