import type { Bot } from '../../../engine/bot';
import type { CrossingAction } from '../moves';
import type { CrossingState } from '../state';
import { HOLDING, progress, progressWith } from './evaluate';
import { searchBot, type SearchOptions } from './search';

/**
 * Computer players by level, weakest first; each plays any seat. Easy looks one move
 * ahead (as a collector it often misses a catch); medium also sees the next reply; hard
 * searches as deep as its budget allows, assuming both other seats play against it, and as
 * a crossing side counts pieces under a collector as good as lost.
 */
const holding = progressWith(HOLDING);

const HARD: SearchOptions = {
  level: 'hard',
  maxDepth: 4,
  budgetMs: 300,
  noise: [0, 0, 0],
  caution: [0.5, 0.5, 1],
  judges: [holding, holding, progress],
};

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
  hard: searchBot(HARD),
};

/**
 * Hard crossing players that play Red and Black as one team against the collector (the
 * arena's `--team`): a check that the crossers do not lose for playing each for itself.
 */
export const hardTeam = searchBot({ ...HARD, level: 'hard team', team: true });

export { searchBot, type SearchOptions } from './search';
