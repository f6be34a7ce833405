import { describe, expect, it } from 'vitest';
import type { Point } from '../../contract/game-table';
import { pilesOf } from './coin-stacks';

const T = 0.07;
/** The centre of the `n`th coin from the felt up (0 is the lowest), in the column at (x, z). */
const coin = (x: number, z: number, n: number): Point => [x, (n + 0.5) * T, z];

describe('coins at rest drawn a pile at a time', () => {
  it('draws a column of ten coins from the felt up as one pile ten coins high', () => {
    const column = Array.from({ length: 10 }, (_, n) => coin(1, 2, n));
    expect(pilesOf(column, T)).toEqual([{ x: 1, z: 2, base: 0, coins: 10 }]);
  });

  it('finds the columns whatever order the coins come in, and counts each', () => {
    const coins = [coin(0, 0, 1), coin(3, 0, 0), coin(0, 0, 0), coin(0, 0, 2)];
    expect(pilesOf(coins, T)).toEqual([
      { x: 0, z: 0, base: 0, coins: 3 },
      { x: 3, z: 0, base: 0, coins: 1 },
    ]);
  });

  it('draws every coin of a column with a gap, or one that floats, on its own', () => {
    const gap = [coin(0, 0, 0), coin(0, 0, 2)];
    expect(pilesOf(gap, T)).toEqual([
      { x: 0, z: 0, base: 0, coins: 1 },
      { x: 0, z: 0, base: 2 * T, coins: 1 },
    ]);
    const carried: Point = [5, 1.2, 5];
    expect(pilesOf([carried], T)).toEqual([{ x: 5, z: 5, base: 1.2 - T / 2, coins: 1 }]);
  });

  it('draws as many coins as it is given, and nothing for none', () => {
    const coins = Array.from({ length: 301 }, (_, i) => coin(i % 30, 0, Math.floor(i / 30)));
    const piles = pilesOf(coins, T);
    expect(piles).toHaveLength(30);
    expect(piles.reduce((sum, p) => sum + p.coins, 0)).toBe(301);
    expect(pilesOf([], T)).toEqual([]);
  });
});
