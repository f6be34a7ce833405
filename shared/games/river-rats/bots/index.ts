import type { Bot } from '../../../engine/bot';
import type { RatsAction } from '../actions';
import type { RatsView } from '../view';
import { greedyBot } from './quick';
import { teamSearchBot } from './team-search';

/**
 * Computer teammates by level, weakest first; each plays any seat from its own view.
 * Easy follows rules of thumb loosely and never raises the Debt; medium follows them
 * closely; hard searches the rest of the round for the whole team over many deals of the
 * cards it cannot see (team-search.ts).
 */
export const bots: Readonly<Record<string, () => Bot<RatsView, RatsAction>>> = {
  easy: greedyBot('easy', { raiseAt: 2, noise: 0.6, deckHope: 0.15 }),
  medium: greedyBot('medium', { raiseAt: 0.45, noise: 0, deckHope: 0.15 }),
  hard: teamSearchBot({
    level: 'hard',
    race: { minDeals: 12, maxDeals: 96, certainty: 2, negligible: 0.003 },
    tree: true,
    budgetMs: 700,
    maxCandidates: 8,
    explore: 0.05,
    style: { raiseAt: 0.55, noise: 0, deckHope: 0.15 },
  }),
};

export { sampleState, unseenCards } from './sample';
