import type { Bot } from '../../../engine/bot';
import type { StakesAction } from '../game';
import type { StakesState } from '../state';
import { hardBot } from './expectimax';
import { mediumBot } from './medium';
import { ruleOf28 } from './rule-of-28';

/** Computer players by level, weakest first. */
export const bots: Readonly<Record<string, () => Bot<StakesState, StakesAction>>> = {
  easy: ruleOf28,
  medium: mediumBot,
  hard: hardBot,
};
