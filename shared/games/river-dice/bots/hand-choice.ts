/** Choosing the hand after the auction: the banker dice that make the best hand, known exactly. */
import type { RiverAction } from '../game';
import { HAND_DICE, ROLL_COUNT } from '../hands';
import type { RiverView } from '../view';
import { tableOf } from './seat';
import { ALL_HOLE, rollNumber, tables } from './tables';

type Keep = Extract<RiverAction, { type: 'keep' }>;

/** The key of five values in die order, `bought` naming the banker dice among them. */
function keyOfHand(values: readonly number[], bought: readonly number[]): number {
  const mask = bought.reduce((m, die) => m & ~(1 << die), ALL_HOLE);
  return tables().keys[mask * ROLL_COUNT + rollNumber(values)]!;
}

export function bestKeep(view: RiverView, legal: readonly Keep[]): Keep {
  const { hole, banker } = tableOf(view);
  const keyOf = (keep: Keep): number =>
    keyOfHand(
      HAND_DICE.map((d, i) => (keep.banker.includes(d) ? banker[i]! : hole[i]!)),
      keep.banker.map((d) => (HAND_DICE as readonly string[]).indexOf(d)),
    );
  return legal.reduce((best, keep) => (keyOf(keep) > keyOf(best) ? keep : best));
}
