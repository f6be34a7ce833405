/**
 * How promising a collective hand is while it is still being built: the best of the
 * hands it can still become, each weighed by a rough chance that teammates (three cards
 * each, plus the Market) supply the cards it needs. Finished hands score their category
 * plus their tie-break as a fraction, so both scales meet.
 */
import { isJoker, suitOf } from '../cards';
import { bestForPlayers } from '../joker';
import { handStrength, rankValue } from '../strength';

const UNIT = 16 ** 5;
/** Chance a needed card of one particular rank turns up in time. */
const RANK_HIT = 0.4;
/** Chance the next card can be of the needed suit. */
const SUIT_HIT = 0.72;
/** Chance a needed rank for a straight (any suit) turns up. */
const STRAIGHT_HIT = 0.5;

export function finishedValue(cards: readonly string[]): number {
  const strength = cards.some(isJoker)
    ? bestForPlayers(cards, Infinity, () => false).strength
    : handStrength(cards);
  return strength / UNIT;
}

/** Value of `cards` as the start of a collective hand of `size` cards. */
export function partialValue(cards: readonly string[], size: number): number {
  const jokers = cards.filter(isJoker).length;
  const plain = cards.filter((c) => !isJoker(c));
  if (cards.length >= 5 && cards.length >= size) return finishedValue(cards);
  const left = Math.max(0, size - cards.length);
  // With six slots one card may be spare; a Joker fills any one need.
  const spare = Math.max(0, size - 5) + jokers;
  const counts = new Map<number, number>();
  for (const c of plain) counts.set(rankValue(c), (counts.get(rankValue(c)) ?? 0) + 1);
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const c1 = groups[0]?.[1] ?? 0;
  const c2 = groups[1]?.[1] ?? 0;
  const distinct = groups.length;
  const top = groups[0]?.[0] ?? 0;
  const chance = (needs: number, hit: number): number => {
    const n = Math.max(0, needs - spare);
    return n <= left ? hit ** n : 0;
  };
  const plans: number[] = [0.05 * (top / 14)];
  // Made and hoped-for groups of ranks (at most 5 - group sizes distinct ranks fit).
  if (distinct <= 2) plans.push(7 * chance(4 - c1, RANK_HIT));
  if (distinct <= 2)
    plans.push(
      6 * chance(Math.max(0, 3 - c1) + (distinct === 2 ? Math.max(0, 2 - c2) : 1), RANK_HIT),
    );
  if (distinct <= 3) plans.push(3 * chance(Math.max(0, 3 - c1), RANK_HIT) + 0.02 * top);
  if (distinct <= 3) plans.push(2 * chance(Math.max(0, 2 - c1) + Math.max(0, 2 - c2), RANK_HIT));
  if (distinct <= 4) plans.push(1 * chance(Math.max(0, 2 - c1), RANK_HIT) + 0.02 * top);
  const suits = new Set(plain.map(suitOf));
  const flush = suits.size <= 1 ? chance(5 - plain.length, SUIT_HIT) : 0;
  const straight = straightChance([...counts.keys()], distinct === plain.length, (needs) =>
    chance(needs, STRAIGHT_HIT),
  );
  plans.push(5 * flush + 0.03 * top, 4 * straight, 8 * flush * straight);
  return Math.max(...plans);
}

/** Best chance over the five-rank windows that hold every rank (Ace also low). */
function straightChance(
  ranks: readonly number[],
  allDistinct: boolean,
  chanceOf: (needs: number) => number,
): number {
  if (!allDistinct) return 0;
  let best = 0;
  for (let low = 1; low <= 10; low++) {
    const inWindow = ranks.every((r) => (r >= low && r <= low + 4) || (r === 14 && low === 1));
    if (inWindow) best = Math.max(best, chanceOf(5 - ranks.length));
  }
  return best;
}
