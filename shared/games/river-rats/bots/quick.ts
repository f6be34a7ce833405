/** The easy and medium players: the quick rules of thumb on one sample of the hidden cards. */
import type { Bot } from '../../../engine/bot';
import type { Seat } from '../../../engine/contract';
import type { RatsAction } from '../actions';
import type { RatsView } from '../view';
import { greedyChoice, type Style } from './greedy';
import { sampleState } from './sample';

export function greedyBot(level: string, style: Style): () => Bot<RatsView, RatsAction> {
  return () => ({
    level,
    choose(view, legal, context) {
      if (legal.length === 1) return legal[0]!;
      // The rules of thumb read only the seat's own cards and the open ones; the sample
      // just gives them a whole state to read from.
      const world = sampleState(view, context.rng);
      return greedyChoice(world, view.viewer as Seat, legal, context.rng, style);
    },
  });
}
