/**
 * The medium player: easy's way of choosing a pairing (the one adding least to the Rule
 * of 28 count) with a plainer version of hard's way of stopping (one throw looked ahead
 * over all 1296 throws, but no eye on rivals). It sits between the two.
 */
import type { Bot } from '../../../engine/bot';
import type { StakesAction } from '../game';
import type { StakesState } from '../state';
import { expectimaxBot } from './expectimax';
import { ruleOf28 } from './rule-of-28';

export function mediumBot(): Bot<StakesState, StakesAction> {
  const pairing = ruleOf28();
  const stopping = expectimaxBot({ level: 'medium', caution: 1, boldness: 0, rivalry: 0 });
  return {
    level: 'medium',
    choose(view, legal, context) {
      const choosing = legal.some((a) => a.type === 'choose');
      return (choosing ? pairing : stopping).choose(view, legal, context);
    },
  };
}
