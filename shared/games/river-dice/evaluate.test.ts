import { describe, expect, it } from 'vitest';
import { compareHands, evaluateHand, handKey } from './evaluate';
import { HAND_ROWS, sheetFormula } from './hands';
import { forEachRoll } from './odds';

/** One hand (die order d4 … d12) for every row and variant that can be a hand's best: row, variant index, values. */
const EXAMPLES: readonly (readonly [number, number, readonly number[]])[] = [
  [1, 0, [3, 5, 7, 9, 11]],
  [1, 1, [4, 6, 8, 10, 12]],
  [2, 0, [1, 5, 7, 9, 11]],
  [2, 1, [1, 6, 8, 10, 12]],
  [3, 0, [1, 1, 7, 9, 11]],
  [3, 1, [1, 1, 8, 10, 12]],
  [4, 0, [1, 6, 8, 9, 7]],
  [5, 0, [1, 1, 8, 10, 9]],
  [6, 0, [3, 5, 7, 9, 1]],
  [6, 1, [4, 6, 8, 10, 2]],
  [7, 0, [4, 6, 8, 7, 5]],
  [8, 0, [1, 1, 8, 9, 7]],
  [9, 0, [3, 5, 7, 9, 2]],
  [9, 1, [4, 6, 8, 10, 1]],
  [10, 0, [1, 6, 8, 7, 5]],
  [11, 0, [1, 5, 7, 9, 1]],
  [11, 1, [1, 6, 8, 10, 1]],
  [12, 0, [1, 1, 7, 7, 7]],
  [12, 1, [1, 1, 8, 8, 8]],
  [13, 0, [1, 1, 1, 9, 9]],
  [13, 1, [1, 1, 1, 10, 10]],
  [14, 0, [4, 6, 7, 5, 3]],
  [15, 0, [1, 6, 8, 7, 1]],
  [16, 0, [4, 6, 7, 5, 1]],
  [17, 0, [1, 5, 5, 5, 5]],
  [17, 1, [1, 6, 6, 6, 6]],
  [18, 0, [1, 6, 7, 5, 1]],
  [19, 0, [3, 5, 7, 1, 1]],
  [19, 1, [4, 6, 8, 2, 1]],
  [20, 0, [1, 1, 1, 1, 11]],
  [20, 1, [1, 1, 1, 1, 12]],
  [21, 0, [4, 6, 5, 3, 2]],
  [22, 0, [1, 1, 7, 7, 1]],
  [22, 1, [1, 1, 8, 8, 1]],
  [23, 0, [3, 5, 7, 2, 2]],
  [23, 1, [4, 6, 8, 1, 1]],
  [24, 0, [1, 5, 5, 5, 1]],
  [24, 1, [1, 6, 6, 6, 1]],
  [25, 0, [4, 6, 5, 3, 1]],
  [26, 0, [4, 5, 3, 2, 1]],
  [27, 0, [4, 6, 5, 1, 1]],
  [28, 0, [4, 5, 3, 2, 2]],
  [29, 0, [1, 1, 1, 9, 1]],
  [29, 1, [1, 1, 1, 10, 1]],
  [30, 0, [1, 1, 1, 1, 1]],
  [30, 1, [2, 2, 2, 2, 2]],
  [30, 2, [3, 3, 3, 3, 3]],
  [30, 3, [4, 4, 4, 4, 4]],
  [31, 0, [1, 5, 5, 1, 1]],
  [31, 1, [1, 6, 6, 1, 1]],
  [32, 0, [3, 5, 1, 1, 1]],
  [32, 1, [4, 6, 2, 1, 1]],
  [33, 0, [4, 5, 3, 3, 3]],
  [34, 0, [2, 1, 1, 1, 1]],
  [34, 1, [2, 2, 2, 2, 1]],
  [34, 2, [3, 3, 3, 3, 1]],
  [34, 3, [4, 4, 4, 4, 1]],
  [35, 0, [4, 3, 2, 1, 1]],
  [36, 0, [2, 1, 7, 1, 1]],
  [36, 1, [2, 1, 8, 1, 1]],
  [37, 0, [2, 2, 1, 1, 1]],
  [37, 1, [2, 2, 2, 1, 1]],
  [37, 2, [3, 3, 3, 1, 1]],
  [37, 3, [4, 4, 4, 1, 1]],
  [38, 0, [3, 2, 2, 1, 1]],
  [38, 1, [4, 3, 3, 2, 2]],
  [39, 0, [2, 5, 2, 1, 1]],
  [39, 1, [2, 6, 2, 1, 1]],
  [40, 1, [4, 2, 2, 1, 1]],
  [40, 2, [4, 3, 3, 1, 1]],
  [40, 3, [4, 4, 2, 1, 1]],
];

const bought = (...dice: number[]): boolean[] => [0, 1, 2, 3, 4].map((i) => !dice.includes(i));

describe('the forty rows', () => {
  it('are listed best first, 40 of them, with the variants of the rules page', () => {
    expect(HAND_ROWS).toHaveLength(40);
    expect(HAND_ROWS.map((r) => r.row)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(HAND_ROWS[0]!.variants).toEqual([
      [3, 5, 7, 9, 11],
      [4, 6, 8, 10, 12],
    ]);
    expect(HAND_ROWS[33]!.variants).toEqual([
      [1, 1, 1, 1],
      [2, 2, 2, 2],
      [3, 3, 3, 3],
      [4, 4, 4, 4],
    ]);
    expect(HAND_ROWS[37]!.variants).toEqual([
      [1, 2, 3],
      [2, 3, 4],
    ]);
  });

  it.each(EXAMPLES)('row %i, variant %i: %j', (row, variant, values) => {
    const rank = evaluateHand(values);
    expect(rank.row).toBe(row);
    expect(rank.name).toBe(HAND_ROWS[row - 1]!.name);
    expect(rank.variantIndex).toBe(variant);
    expect(rank.variant).toEqual(HAND_ROWS[row - 1]!.variants[variant]);
  });

  it('cover every variant that any roll can have as its best, and only Double 1s never is', () => {
    const seen = new Set<string>();
    forEachRoll((v) => {
      const r = evaluateHand(v);
      seen.add(`${r.row}:${r.variantIndex}`);
    });
    const all = HAND_ROWS.flatMap((r) => r.variants.map((_, i) => `${r.row}:${i}`));
    expect(all.filter((k) => !seen.has(k))).toEqual(['40:0']);
    expect(EXAMPLES.map(([r, v]) => `${r}:${v}`).sort()).toEqual([...seen].sort());
    // Two 1s always come with something better: the other three dice make a pair, a run or a high die.
    expect(evaluateHand([1, 1, 2, 4, 4]).name).toBe('Double 1s/2s/3s/4s');
    expect(evaluateHand([1, 1, 2, 4, 4]).variant).toEqual([4, 4]);
  });

  it('take the highest row contained, whatever else the hand holds', () => {
    expect(evaluateHand([3, 5, 7, 9, 11]).row).toBe(1);
    expect(evaluateHand([2, 6, 8, 10, 12]).row).toBe(2);
    // 7 8 9 is both a High Flop (8) and an Ordinary Flop (15): the higher row counts.
    expect(evaluateHand([1, 6, 7, 8, 9]).row).toBe(4);
    expect(evaluateHand([1, 1, 7, 8, 9]).row).toBe(8);
    // Five of a kind contains the triple, double and high of the same value.
    expect(evaluateHand([4, 4, 4, 4, 4]).row).toBe(30);
    expect(evaluateHand([1, 5, 5, 5, 5]).row).toBe(17);
  });

  it('match the variant with the higher values when a hand holds two', () => {
    expect(evaluateHand([1, 1, 7, 7, 8]).variant).toEqual([7, 7]);
    expect(evaluateHand([1, 2, 7, 8, 8]).variant).toEqual([8, 8]);
    // Two pairs and a run of three: the run (row 38) outranks either pair (row 40).
    expect(evaluateHand([2, 2, 3, 3, 1]).variant).toEqual([1, 2, 3]);
    expect(evaluateHand([3, 3, 4, 4, 1]).variant).toEqual([4, 4]);
  });

  it('refuse anything but five values a d4, d6, d8, d10 and d12 can show', () => {
    expect(() => evaluateHand([1, 2, 3, 4])).toThrow(RangeError);
    expect(() => evaluateHand([5, 1, 1, 1, 1])).toThrow('A d4 cannot show 5');
    expect(() => evaluateHand([1, 1, 1, 1, 13])).toThrow(RangeError);
    expect(() => evaluateHand([1, 1, 1.5, 1, 1])).toThrow(RangeError);
  });

  it("reproduce the sheet's printed Chance with its formula", () => {
    for (const row of HAND_ROWS)
      for (const variant of row.variants)
        expect((sheetFormula(variant) * 100).toFixed(2)).toBe(row.sheetChance.toFixed(2));
    expect(sheetFormula([1, 1])).toBeCloseTo(0.725 ** 2, 12);
  });
});

describe('the tie order', () => {
  it('1: a better row wins, whatever the values', () => {
    expect(compareHands([4, 6, 8, 10, 12], [3, 5, 7, 9, 11])).toBeGreaterThan(0);
    expect(compareHands([1, 1, 1, 1, 11], [4, 4, 4, 4, 4])).toBeGreaterThan(0);
    expect(compareHands([1, 1, 1, 1, 1], [1, 1, 1, 9, 12])).toBeLessThan(0);
  });

  it('2: in the same row the higher variant wins (even runs, 8s over 7s, 4s down to 1s)', () => {
    expect(compareHands([4, 6, 8, 10, 12], [3, 5, 7, 9, 11])).toBeGreaterThan(0);
    expect(compareHands([1, 1, 8, 8, 1], [1, 1, 7, 7, 1])).toBeGreaterThan(0);
    const quints = [1, 2, 3, 4].map((v) => evaluateHand([v, v, v, v, v]));
    expect(quints.map((q) => q.row)).toEqual([30, 30, 30, 30]);
    for (let i = 1; i < 4; i++) expect(compareHands(quints[i]!, quints[i - 1]!)).toBeGreaterThan(0);
    // Flop 3/4: 2 3 4 beats 1 2 3 even when the 1 2 3 hand holds bigger dice elsewhere.
    expect(compareHands([4, 3, 3, 2, 2], [3, 2, 2, 1, 1])).toBeGreaterThan(0);
  });

  it('3: then the highest hole die kept, then the next; bought dice do not count', () => {
    // Same values; one player bought the d12 (11): the other's hole 11 wins.
    const allHole = evaluateHand([2, 3, 5, 9, 11]);
    const boughtEleven = evaluateHand([2, 3, 5, 9, 11], bought(4));
    expect(allHole.row).toBe(boughtEleven.row);
    expect(compareHands(allHole, boughtEleven)).toBeGreaterThan(0);
    // Highest hole dice equal (12): the next decides.
    expect(
      compareHands(evaluateHand([1, 6, 2, 3, 12]), evaluateHand([1, 5, 2, 3, 12])),
    ).toBeGreaterThan(0);
    // A list of hole dice that runs out is lower: four hole dice lose to five equal ones.
    const four = evaluateHand([1, 2, 3, 5, 9], bought(0));
    const five = evaluateHand([2, 2, 3, 5, 9].map((v, i) => (i === 0 ? 1 : v)));
    expect(four.holeValues).toEqual([9, 5, 3, 2]);
    expect(compareHands(five, four)).toBeGreaterThan(0);
  });

  it('4: then the values outside the pattern, highest first', () => {
    // Both Low Odd/Even Flop (1 3 5) with hole dice 5 3 1 1; the bought d12 differs.
    const a = evaluateHand([3, 5, 1, 1, 1], bought(4));
    const b = evaluateHand([3, 5, 1, 1, 2], bought(4));
    expect([a.row, b.row]).toEqual([32, 32]);
    expect(a.holeValues).toEqual(b.holeValues);
    expect(b.rest).toEqual([2, 1]);
    expect(compareHands(b, a)).toBeGreaterThan(0);
    expect(compareHands(a, b)).toBeLessThan(0);
  });

  it('5: otherwise the hands tie', () => {
    expect(compareHands([1, 2, 7, 8, 9], [1, 2, 7, 8, 9])).toBe(0);
    expect(
      compareHands(
        evaluateHand([1, 2, 7, 8, 9], bought(2)),
        evaluateHand([1, 2, 7, 8, 9], bought(2)),
      ),
    ).toBe(0);
  });

  it('agree with the numeric key the computer players use, over random pairs', () => {
    const rolls: number[][] = [];
    forEachRoll((v) => rolls.push([...v]));
    let seed = 7;
    const next = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 4000; i++) {
      const a = evaluateHand(rolls[next(rolls.length)]!, bought(next(6)));
      const b = evaluateHand(rolls[next(rolls.length)]!, bought(next(6)));
      expect(Math.sign(handKey(a) - handKey(b))).toBe(Math.sign(compareHands(a, b)));
    }
  });
});
