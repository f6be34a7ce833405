/** Test helpers: positions written in the notation, with spare collectors parked out of the way. */
import { parsePosition } from './notation';
import { ORIGINAL_RULES } from './config';
import type { CrossingConfig, CrossingState } from './state';

const PARKING = ['a5', 'h5', 'a4', 'h4', 'a6', 'h6'];

/**
 * A position from its stack lines. Collectors not placed by the test are parked on the a
 * and h files of ranks 4-6 (unless those squares are used), so there are as many as the rules say.
 */
export function position(
  toMove: string,
  red: string,
  black: string,
  stacks: readonly string[],
  config?: Partial<CrossingConfig>,
  counters = 'moves 0, quiet 0',
): CrossingState {
  const rules = { ...ORIGINAL_RULES, ...config };
  const used = new Set(stacks.map((line) => line.slice(0, 2)));
  const placed = stacks.join(' ').split('C').length - 1;
  const parked = PARKING.filter((sq) => !used.has(sq))
    .slice(0, rules.collectors - placed)
    .map((sq) => `${sq}: C`);
  return parsePosition(
    [toMove, `Red: ${red}`, `Black: ${black}`, counters, ...stacks, ...parked].join('\n'),
    rules,
  );
}
