import type { Bot } from '../../../engine/bot';
import type { RatsAction } from '../actions';
import type { RatsView } from '../view';
import { greedyBot } from './quick';
import { searchBot } from './mc';

/**
 * Computer teammates by level, weakest first; each plays any seat from its own view.
 * Easy follows rules of thumb loosely and never raises the Debt; medium follows them
 * closely; hard samples the hidden cards and plays each choice out to the round's end.
 *
 * Hard's settings against what was tried beside them (solo, the same 300 deals, seed 2):
 * these won 42.0%; 192 deals capped by look-ahead moves 40.3%; 16 choices 39.7%; look-ahead
 * aiming at a guessed Rat hand instead of the deal's own 41.3%; two rounds deep on 48 deals
 * 38.3%; look-ahead that also plays ♣ and ♠ 43.0%; an outlook expecting 64% of rounds won
 * (near the real game rate) 42.7%. None is clearly better (each 95% interval reaches about
 * 5.6 points either side), so none was kept.
 */
export const bots: Readonly<Record<string, () => Bot<RatsView, RatsAction>>> = {
  easy: greedyBot('easy', { raiseAt: 2, noise: 0.6, deckHope: 0.15 }),
  medium: greedyBot('medium', { raiseAt: 0.45, noise: 0, deckHope: 0.15 }),
  hard: searchBot({
    level: 'hard',
    minSamples: 12,
    maxSamples: 96,
    budgetMs: 250,
    maxCandidates: 8,
    style: { raiseAt: 0.55, noise: 0, deckHope: 0.15 },
  }),
};

export { sampleState, unseenCards } from './sample';
