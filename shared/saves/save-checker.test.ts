import { describe, expect, it } from 'vitest';
import { newMatchRecord } from '../engine/record';
import { makePig, type PigAction } from '../engine/testkit/pig';
import type { SaveFile } from './format';
import { createSaveChecker, sameJson } from './save-checker';
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

describe('sameJson', () => {
  it('is true exactly when plain JSON values read back the same, key order aside', () => {
    const byKey = (value: unknown): string =>
      JSON.stringify(value, (_, v: unknown) =>
        v && typeof v === 'object' && !Array.isArray(v)
          ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => x.localeCompare(y)))
          : v,
      );
    const pairs: [unknown, unknown][] = [
      [
        { a: 1, b: [1, 'x', null] },
        { a: 1, b: [1, 'x', null] },
      ],
      [
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ],
      [
        { a: 1, b: 2 },
        { a: 1, c: 2 },
      ],
      [{ a: 1 }, { a: 1, b: 1 }],
      [
        [1, 2],
        [1, 2, 3],
      ],
      [{ a: [] }, { a: {} }],
      ['1', 1],
      [0, -0],
      [null, {}],
    ];
    for (const [a, b] of pairs)
      expect(sameJson(a, b), JSON.stringify([a, b])).toBe(byKey(a) === byKey(b));
  });

  it('counts anything but plain JSON as different, so it is replayed rather than trusted', () => {
    expect(sameJson(new Date(0), new Date(1))).toBe(false);
    expect(sameJson({ at: new Date(0) }, { at: new Date(0) })).toBe(false);
  });
});
