import type { Bot } from '../../../engine/bot';
import type { CrossingAction } from '../moves';
import type { CrossingState } from '../state';
import { searchBot } from './search';

/**
 * Computer players by level, weakest first; each plays any seat. Easy looks one move
 * ahead (as a collector it often misses a catch); medium also sees the next reply; hard
 * searches as deep as its budget allows, assuming both other seats play against it.
 */
export const bots: Readonly<Record<string, () => Bot<CrossingState, CrossingAction>>> = {
  easy: searchBot({
    level: 'easy',
    maxDepth: 1,
    budgetMs: 50,
    noise: [0.01, 0.01, 1],
    caution: [1, 1, 1],
  }),
  medium: searchBot({
    level: 'medium',
    maxDepth: 2,
    budgetMs: 150,
    noise: [0.01, 0.01, 0.01],
    caution: [0.5, 0.5, 1],
  }),
  hard: searchBot({
    level: 'hard',
    maxDepth: 4,
    budgetMs: 300,
    noise: [0, 0, 0],
    caution: [0.5, 0.5, 1],
  }),
};

export { searchBot, type SearchOptions } from './search';
