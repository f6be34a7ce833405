/** Exact odds over all 1296 throws of four dice: what a player at the table may compute. */
import { usable, type Board } from './board';
import { PATHS, pairingsOf } from './rules';

const ALL_THROWS: readonly (readonly number[])[] = (() => {
  const throws: number[][] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) for (let d = 1; d <= 6; d++) throws.push([a, b, c, d]);
  return throws;
})();

/** For each throw, a bit per sum that one of its pairings makes: a throw busts when none of its bits is usable. */
const SUM_MASKS: readonly number[] = ALL_THROWS.map((faces) =>
  pairingsOf(faces).reduce((mask, [a, b]) => mask | (1 << a) | (1 << b), 0),
);

export function allThrows(): readonly (readonly number[])[] {
  return ALL_THROWS;
}

/** How many of the 1296 throws bust from this position. */
export function bustingThrows(board: Board): number {
  const open = PATHS.reduce((mask, p) => (usable(board, p) ? mask | (1 << p) : mask), 0);
  let count = 0;
  for (const mask of SUM_MASKS) if ((mask & open) === 0) count++;
  return count;
}

/** The chance that the next throw busts, from 0 to 1. */
export function bustChance(board: Board): number {
  return bustingThrows(board) / ALL_THROWS.length;
}
