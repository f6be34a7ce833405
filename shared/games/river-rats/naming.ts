/** What naming the Joker a card would make, read from a view taken while the Joker is named. */
import { isJoker } from './cards';
import { namedHand } from './joker';
import { meetsPrediction } from './round';
import { categoryOf, handStrength } from './strength';
import type { RatsView } from './view';

export interface NamingOutcome {
  readonly category: string;
  readonly ratCategory: string;
  /** A true tie goes to the River Rats. */
  readonly beatsRat: boolean;
  readonly meetsPrediction: boolean;
  /** Meeting the Prediction turns a Joker face up only while an unearned one is left. */
  readonly earnsJoker: boolean;
}

/**
 * The outcome of the resolution if the Joker stands for `card`. Every face-down card is
 * revealed while a Joker is named, so the view holds the whole of both hands.
 */
export function namingOutcome(v: RatsView, card: string): NamingOutcome {
  const collective = v.collective.map((c) => c.card);
  if (
    v.phase !== 'name-joker' ||
    collective.some((c) => c === null) ||
    !collective.some((c) => c !== null && isJoker(c))
  )
    throw new Error('the Joker is not being named');
  const rat = [...v.rat.defeated, ...(v.rat.king ? [v.rat.king] : []), ...v.rat.up];
  const ours = namedHand(collective as string[], card).strength;
  const theirs = handStrength(rat);
  const category = categoryOf(ours);
  const meets = meetsPrediction(v.config.prediction, v.prediction, category);
  return {
    category,
    ratCategory: categoryOf(theirs),
    beatsRat: ours > theirs,
    meetsPrediction: meets,
    earnsJoker: meets && v.jokers.unearned.length > 0,
  };
}
