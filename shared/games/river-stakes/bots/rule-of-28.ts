/**
 * The easy player: Michael Keller's Rule of 28, adapted to River Stakes. Every position
 * a leader has gained this turn scores its path's weight (6 on paths 2 and 12 down to 1
 * on path 7), a new leader's first position counts double, and once all three leaders are
 * out the mix of paths adjusts the score; the player stops at 28. Adapted to the skip
 * rule: progress is counted in positions gained, so a step that jumps occupied positions
 * counts all of them; and a path secured mid-turn stops counting, its gain being safe.
 * It picks the pairing that adds least, unless one wins.
 */
import type { Bot } from '../../../engine/bot';
import type { Board } from '../board';
import { applySums } from '../choices';
import type { StakesAction } from '../game';
import { PATH_LENGTH } from '../rules';
import type { StakesState } from '../state';
import { stepsThisTurn } from './progress';

const WEIGHT: Readonly<Record<number, number>> = {
  2: 6,
  3: 5,
  4: 4,
  5: 3,
  6: 2,
  7: 1,
  8: 2,
  9: 3,
  10: 4,
  11: 5,
  12: 6,
};
export const STOP_AT = 28;

export function progressScore(board: Board): number {
  const seat = board.current;
  let score = 0;
  for (const l of board.leaders) {
    const steps = stepsThisTurn(board, seat, l.path, l.position);
    score += WEIGHT[l.path]! * (steps + 1);
  }
  if (board.leaders.length === 3) {
    const paths = board.leaders.map((l) => l.path);
    if (paths.every((p) => p % 2 === 1)) score += 2;
    if (paths.every((p) => p % 2 === 0)) score -= 2;
    if (paths.every((p) => p <= 7)) score += 4;
    if (paths.every((p) => p >= 7)) score += 4;
  }
  return score;
}

export function ruleOf28(): Bot<StakesState, StakesAction> {
  return {
    level: 'easy',
    choose(state, legal) {
      const choices = legal.filter(
        (a): a is Extract<StakesAction, { type: 'choose' }> => a.type === 'choose',
      );
      if (choices.length > 0) {
        let best = choices[0]!;
        let bestScore = Infinity;
        for (const choice of choices) {
          const after = applySums(state, choice.sums)!;
          const score = after.winner !== null ? -Infinity : progressScore(after);
          if (score < bestScore) [best, bestScore] = [choice, score];
        }
        return best;
      }
      const stop = legal.find((a) => a.type === 'stop');
      const keepGoing = legal.find((a) => a.type === 'continue');
      if (!stop || !keepGoing) return legal[0]!;
      // Reaching a stepping stone under on-stop securing only counts once the player stops.
      const atStone =
        state.config.securing === 'on-stop' &&
        state.leaders.some((l) => l.position === PATH_LENGTH[l.path]);
      return atStone || progressScore(state) >= STOP_AT ? stop : keepGoing;
    },
  };
}
