/**
 * Stones & Rivers read aloud. From the rules page: on the 14×15 board the Goal is 5 points
 * wide from column e, Circle's Goal is row 2 and Square's row 12, and a river in the Goal
 * does not count until it is flipped to its stone side.
 */
import { describe, expect, it } from 'vitest';
import { game } from './index';
import { stonesSummary } from './summary';
import { position } from './test-positions';

const SEATS = [{ name: 'Ada' }, { name: 'Basil' }];

describe('Stones & Rivers: the table read aloud', () => {
  it('counts each side’s stones in its Goal, and names a river there as not counting yet', () => {
    const s = position(['f2 O', 'g2 O', 'h2 oV', 'c7 O', 'e12 X', 'k5 xH', 'd2 X']);
    expect(stonesSummary(s, SEATS)).toBe(
      'Circle, Ada: Circle stones on 2 of 5 Goal points (f2 and g2), and a river on h2 that' +
        ' counts once flipped; 3 stones and 1 river.' +
        ' Square, Basil: Square stones on 1 of 5 Goal points (e12); 2 stones and 1 river.' +
        " Stones on all 5 of a side's Goal points win.",
    );
  });

  it('says so when a side has no stone in its Goal, on the 12 × 13 board with a Goal of 4', () => {
    const s = game.setup(game.configSchema.parse({ players: 2, board: '12x13' }), 1);
    expect(stonesSummary(s, SEATS)).toBe(
      'Circle, Ada: no Circle stone in its Goal; 12 stones and 0 rivers.' +
        ' Square, Basil: no Square stone in its Goal; 12 stones and 0 rivers.' +
        " Stones on all 4 of a side's Goal points win.",
    );
  });
});
