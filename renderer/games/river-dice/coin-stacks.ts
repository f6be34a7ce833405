/**
 * Coins at rest drawn a stack at a time: a pile of coins standing one on another from the
 * felt up is one cylinder as tall as the pile, not one per coin. Thirty piles cost a tenth
 * of three hundred coins to draw, which on a software renderer is a sixth of a frame.
 */
import type { Point } from '../../contract/game-table';

/** One thing to draw: a pile `coins` high from `base` (a single coin is a pile of one). */
export interface Pile {
  readonly x: number;
  readonly z: number;
  /** The height of its bottom face. */
  readonly base: number;
  readonly coins: number;
}

/** Close enough to count as the same column, or as a coin lying right on the one below. */
const SAME = 1e-6;

/**
 * The piles that draw coins whose centres are `coins`: every column of coins stacked
 * without a gap from the felt (y = 0) up is one pile; any other coin is drawn alone.
 */
export function pilesOf(coins: readonly Point[], thickness: number): Pile[] {
  const columns = new Map<string, Point[]>();
  for (const coin of coins) {
    const key = `${Math.round(coin[0] / SAME)},${Math.round(coin[2] / SAME)}`;
    const column = columns.get(key);
    if (column) column.push(coin);
    else columns.set(key, [coin]);
  }
  const piles: Pile[] = [];
  for (const column of columns.values()) {
    const heights = column.map((c) => c[1]).sort((a, b) => a - b);
    const stacked = heights.every((y, i) => Math.abs(y - (i + 0.5) * thickness) < SAME);
    const [x, , z] = column[0]!;
    if (stacked) piles.push({ x, z, base: 0, coins: heights.length });
    else for (const y of heights) piles.push({ x, z, base: y - thickness / 2, coins: 1 });
  }
  return piles;
}
