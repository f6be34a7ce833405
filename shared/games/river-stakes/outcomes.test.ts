import { describe, expect, it } from 'vitest';
import { riverStakes as game } from './game';
import { distinctOutcomes } from './outcomes';

const start = () => {
  // A fresh turn: the start throws settled, seat 0 to throw with all three leaders free.
  let state = game.setup(game.configSchema.parse({ players: 2 }), 1);
  state = game.apply(state, { type: 'throw', seat: 0, faces: [6, 6] });
  state = game.apply(state, { type: 'throw', seat: 1, faces: [1, 1] });
  return state;
};

describe('the outcomes of a throw', () => {
  it('offers each different outcome once: 3 3 4 4 pairs as 6 and 8, or 7 twice (the other two pairings)', () => {
    const outcomes = distinctOutcomes(start(), [3, 3, 4, 4]);
    expect(outcomes.map((o) => [...o.sums].sort((a, b) => a - b))).toEqual([
      [6, 8],
      [7, 7],
    ]);
    // 7 and 7 is made by two pairings of the dice: 3+4 & 3+4, either way round.
    expect(outcomes[1]!.dice).toHaveLength(1);
    expect(outcomes[0]!.dice).toEqual([
      [
        [3, 3],
        [4, 4],
      ],
    ]);
  });

  it('offers one outcome when all four dice are equal', () => {
    expect(distinctOutcomes(start(), [5, 5, 5, 5]).map((o) => o.sums)).toEqual([[10, 10]]);
  });

  it('keeps outcomes apart that leave the leaders in different places', () => {
    // 1 2 3 4: 3+7, 4+6, 5+5: three different outcomes.
    expect(distinctOutcomes(start(), [1, 2, 3, 4])).toHaveLength(3);
  });
});
