/** Choosing the hand after the auction: the banker dice that make the best hand, known exactly. */
import type { RiverAction } from '../game';
import { HAND_DICE } from '../hands';
import type { RiverView } from '../view';
import { keyOfHand } from './chances';
import { tableOf } from './seat';

type Keep = Extract<RiverAction, { type: 'keep' }>;

export function bestKeep(view: RiverView, legal: readonly Keep[]): Keep {
  const { hole, banker } = tableOf(view);
  const keyOf = (keep: Keep): number =>
    keyOfHand(
      HAND_DICE.map((d, i) => (keep.banker.includes(d) ? banker[i]! : hole[i]!)),
      keep.banker.map((d) => (HAND_DICE as readonly string[]).indexOf(d)),
    );
  return legal.reduce((best, keep) => (keyOf(keep) > keyOf(best) ? keep : best));
}
