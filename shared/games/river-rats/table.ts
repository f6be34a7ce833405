/**
 * The working copy `apply` changes: a copy of every list of the state, so the rules can
 * move cards with plain pushes and splices while the state given to `apply` stays as it was.
 */
import { Random, type RandomState } from '../../engine/random';
import { suitOf } from './cards';
import { RATS, type RatAbility } from './rats';
import type { CollectiveCard, RatsConfig, RatsState, Resolution } from './state';

type DeepMutable<T> = T extends readonly (infer U)[]
  ? DeepMutable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: DeepMutable<T[K]> }
    : T;

export type Table = Omit<DeepMutable<RatsState>, 'rng' | 'config' | 'last' | 'rats' | 'round'> & {
  rng: RandomState;
  readonly config: RatsConfig;
  last: Resolution | null;
  rats: [string, string];
  round: Omit<DeepMutable<RatsState['round']>, 'collective'> & { collective: CollectiveCard[] };
};

export function open(s: RatsState): Table {
  return {
    ...s,
    deck: [...s.deck],
    discard: [...s.discard],
    discardFaceDown: [...s.discardFaceDown],
    removed: [...s.removed],
    hands: s.hands.map((h) => [...h]),
    shownInHand: s.shownInHand.map((h) => [...h]),
    market: [...s.market],
    rats: [s.rats[0], s.rats[1]],
    ratDebt: [...s.ratDebt],
    playerDebt: [...s.playerDebt],
    jokers: { unearned: [...s.jokers.unearned], earned: [...s.jokers.earned] },
    round: {
      ...s.round,
      ratUp: [...s.round.ratUp],
      ratDown: [...s.round.ratDown],
      debt: [...s.round.debt],
      collective: [...s.round.collective],
    },
  };
}

/** Cards the deck can still give, counting the discard pile it would be remade from. */
export function drawable(t: RatsState | Table): number {
  return t.deck.length + t.discard.length;
}

/** The top card of the deck; an empty deck is first remade from the shuffled discard pile. */
export function drawTop(t: Table): string | null {
  if (t.deck.length === 0 && t.discard.length > 0) {
    const rng = new Random(t.rng);
    t.deck = rng.shuffle(t.discard);
    t.discard = [];
    t.discardFaceDown = [];
    t.rng = rng.state();
  }
  return t.deck.shift() ?? null;
}

/** Discards cards the table has not seen, face down. */
export function discardFaceDown(t: Table, cards: readonly string[]): void {
  t.discard.push(...cards);
  t.discardFaceDown.push(...cards);
}

/** A Market at or below its refill mark is topped up to its permanent capacity. */
export function settleMarket(t: Table): void {
  if (t.market.length > t.marketRefillAt) return;
  while (t.market.length < t.marketCapacity) {
    const card = drawTop(t);
    if (card === null) return;
    t.market.push(card);
  }
}

export function takeFrom(list: string[], card: string): void {
  const i = list.indexOf(card);
  if (i < 0) throw new Error(`${card} is not there`);
  list.splice(i, 1);
}

/** The active Rat's King, or null once both are defeated. */
export function activeKing(s: RatsState | Table): string | null {
  return s.activeRat < 2 ? s.rats[s.activeRat as 0 | 1] : null;
}

/** The active Rat's ability, or null in the first game (abilities are left out). */
export function ratAbility(s: RatsState | Table): RatAbility | null {
  const king = activeKing(s);
  return king === null || s.config.firstGame ? null : RATS[suitOf(king)].ability;
}

/** All the Kings in the Rat's poker hand: the active one and any defeated before it. */
export function ratKings(s: RatsState | Table): string[] {
  return s.rats.slice(0, Math.min(s.activeRat + 1, 2));
}
