/** What a Joker in the collective hand may stand for at resolution, and the players' best choice. */
import { fullDeck, isJoker, rankOf, SUITS, suitOf } from './cards';
import { categoryOf, handStrength } from './strength';

const RANKED = fullDeck()
  .filter((c) => !isJoker(c))
  .map((card) => ({ card, rank: rankOf(card), suit: suitOf(card) }));

/** Every ranked card the Joker may stand for: it may not copy a card already in the collective hand. */
export function namableCards(collective: readonly string[]): string[] {
  return RANKED.filter(({ card }) => !collective.includes(card)).map(({ card }) => card);
}

export interface PlayersHand {
  readonly strength: number;
  readonly jokerAs: string | null;
}

/**
 * With a Joker, the players pick the card that wins the round if any does; among those
 * (or among all, if none wins) one that fulfils the Joker's Prediction; then the strongest.
 * The Joker may not copy a card already in the collective hand.
 */
export function bestForPlayers(
  collective: readonly string[],
  ratStrength: number,
  meetsPrediction: (category: string) => boolean,
): PlayersHand {
  const joker = collective.findIndex(isJoker);
  if (joker < 0) return { strength: handStrength(collective), jokerAs: null };
  const rest = collective.filter((_, i) => i !== joker);
  // A suit matters only where it can make a flush (four of it already there); elsewhere
  // every card of a rank gives the same hand, so one per rank is tried, the first in deck
  // order, which is the card the full search would pick among equals.
  const flushSuits = SUITS.filter((suit) => rest.filter((c) => suitOf(c) === suit).length >= 4);
  const triedRanks = new Set<string>();
  let best: PlayersHand | null = null;
  let bestScore = -1;
  for (const { card, rank, suit } of RANKED) {
    if (rest.includes(card)) continue;
    if (!flushSuits.includes(suit)) {
      if (triedRanks.has(rank)) continue;
      triedRanks.add(rank);
    }
    const strength = handStrength([...rest, card]);
    const wins = strength > ratStrength ? 2 : 0;
    const predicted = meetsPrediction(categoryOf(strength)) ? 1 : 0;
    const score = (wins + predicted) * 1e8 + strength;
    if (score > bestScore) {
      bestScore = score;
      best = { strength, jokerAs: card };
    }
  }
  return best!;
}

/** The collective hand with its Joker standing for `jokerAs`. */
export function namedHand(collective: readonly string[], jokerAs: string): PlayersHand {
  return {
    strength: handStrength(collective.map((c) => (isJoker(c) ? jokerAs : c))),
    jokerAs,
  };
}
