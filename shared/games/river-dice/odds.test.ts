import { describe, expect, it } from 'vitest';
import { ROLL_COUNT } from './hands';
import { forEachRoll, rowOdds } from './odds';

describe('exact odds over all 23,040 rolls', () => {
  it('visit every roll once and give every roll exactly one best row', () => {
    const seen = new Set<string>();
    forEachRoll((v) => seen.add(v.join(',')));
    expect(seen.size).toBe(ROLL_COUNT);
    const odds = rowOdds();
    expect(odds.reduce((sum, r) => sum + r.rolls, 0)).toBe(ROLL_COUNT);
    expect(odds.reduce((sum, r) => sum + r.probability, 0)).toBeCloseTo(1, 12);
  });

  it('count what can be checked by hand', () => {
    const rolls = (row: number): number => rowOdds()[row - 1]!.rolls;
    // Perfect Odd/Even River needs every die fixed: 3 5 7 9 11 or 4 6 8 10 12.
    expect(rolls(1)).toBe(2);
    // Five of a kind can only be 1s to 4s, the d4's faces.
    expect(rolls(30)).toBe(4);
    // Perfect Odd/Even Turn: 5 7 9 11 on d6…d12 with a d4 of 1, 2 or 4 (a 3 makes the River),
    // and 6 8 10 12 with a d4 of 1, 2 or 3.
    expect(rolls(2)).toBe(6);
  });

  it('differ from the figures the sheet prints, which are not probabilities', () => {
    const quintuple = rowOdds()[29]!;
    expect(quintuple.sheetChance).toBe(20.03);
    expect(quintuple.probability * 100).toBeCloseTo(0.0174, 4);
    expect(rowOdds().map((r) => r.rolls)).toMatchInlineSnapshot(`
      [
        2,
        6,
        40,
        16,
        48,
        32,
        12,
        80,
        118,
        36,
        258,
        48,
        376,
        36,
        256,
        130,
        8,
        282,
        508,
        3704,
        72,
        1112,
        712,
        234,
        240,
        96,
        502,
        306,
        5352,
        4,
        1488,
        1288,
        110,
        116,
        384,
        3192,
        684,
        324,
        648,
        180,
      ]
    `);
  });
});
