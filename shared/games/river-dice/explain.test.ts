/**
 * Expected rows and tie steps are read off /work/shared/rules/river-dice.md: the hand
 * table (row 19 Odd/Even Turn 1 3 5 7 | 2 4 6 8, row 22 Double 7s/8s, row 27 Flop 6
 * 4 5 6, row 34 Quadruple 1s–4s) and "Ties": row, variant, hole dice kept, the rest.
 */
import { describe, expect, it } from 'vitest';
import { evaluateHand } from './evaluate';
import { describeHand, whyBeats } from './explain';

const own = [true, true, true, true, true];
const hand = (values: number[], hole = own) => ({ values, hole });
const named = (values: number[]) => describeHand(evaluateHand(values));

describe("a hand's name explains itself", () => {
  it('names what the dice hold and the row, out of the forty', () => {
    expect(named([1, 1, 1, 1, 7])).toBe('Quadruple 1s — row 34 of 40');
    expect(named([4, 5, 6, 1, 1])).toBe('Flop 6: the run 4 5 6 — row 27 of 40');
    expect(named([2, 4, 6, 8, 1])).toBe('Odd/Even Turn: the even run 2 4 6 8 — row 19 of 40');
    expect(named([1, 1, 1, 7, 7])).toBe('Double 7s — row 22 of 40');
    expect(named([1, 2, 1, 3, 12])).toBe('High 12 — row 20 of 40');
  });
});

describe('why a hand won the showdown', () => {
  it('Quadruple 1s loses to an Odd/Even Turn: a lower row wins', () => {
    expect(whyBeats(hand([2, 4, 6, 8, 1]), hand([1, 1, 1, 1, 7]))).toBe(
      'Quadruple 1s is row 34; Odd/Even Turn is row 19, and lower rows win.',
    );
  });

  it('on the same row, the higher variant wins: 8s over 7s', () => {
    expect(whyBeats(hand([1, 1, 1, 8, 8]), hand([1, 1, 1, 7, 7]))).toBe(
      'Both are Double 7s/8s (row 22); 8 8 beats 7 7, the higher values winning.',
    );
  });

  it('then the hole dice kept, highest first: a bought die does not count', () => {
    const bought = [true, true, false, true, true];
    expect(whyBeats(hand([1, 2, 3, 9, 9]), hand([1, 2, 3, 9, 9], bought))).toBe(
      'Both are Double 9s/10s (row 13); then the hole dice kept count, highest first: 9 9 3 2 1 beats 9 9 2 1.',
    );
  });

  it('then the dice outside the pattern', () => {
    const boughtD4 = [false, true, true, true, true];
    expect(whyBeats(hand([2, 2, 3, 9, 9], boughtD4), hand([1, 2, 3, 9, 9], boughtD4))).toBe(
      'Both are Double 9s/10s (row 13) with the same hole dice; then the dice outside 9 9 count, highest first: 3 2 2 beats 3 2 1.',
    );
  });

  it('alike at every step: the pot is shared', () => {
    expect(whyBeats(hand([1, 2, 3, 9, 9]), hand([1, 2, 3, 9, 9]))).toBe(
      'Both are Double 9s/10s (row 13), alike at every tie step: they share the pot.',
    );
  });
});
