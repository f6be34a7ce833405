import type { Bot } from '../../../engine/bot';
import type { CrossingAction } from '../moves';
import type { CrossingState } from '../state';
import { searchBot } from './search';

/**
 * Computer players by level, weakest first; each plays any seat. Easy looks one move
 * ahead with a lot of noise; medium sees the next reply; hard searches as deep as its
 * budget allows.
 */
export const bots: Readonly<Record<string, () => Bot<CrossingState, CrossingAction>>> = {
  easy: searchBot({ level: 'easy', maxDepth: 1, budgetMs: 50, noise: 0.2 }),
  medium: searchBot({ level: 'medium', maxDepth: 2, budgetMs: 150, noise: 0.01 }),
  hard: searchBot({ level: 'hard', maxDepth: 4, budgetMs: 300, noise: 0 }),
};

export { searchBot, type SearchOptions } from './search';
