/**
 * How promising a collective hand is while it is still being built: the best of the
 * hands it can still become, each weighed by a rough chance that teammates (three cards
 * each, plus the Market) supply the cards it needs. Finished hands score their category
 * plus their tie-break as a fraction, so both scales meet.
 */
import { isJoker } from '../cards';
import { bestForPlayers } from '../joker';
import { categoryIndex, handStrength, rankValue, suitIndex } from '../strength';

const UNIT = 16 ** 5;
/** Chance a needed card of one particular rank turns up in time. */
const RANK_HIT = 0.4;
/** Chance the next card can be of the needed suit. */
const SUIT_HIT = 0.72;
/** Chance a needed rank for a straight (any suit) turns up. */
const STRAIGHT_HIT = 0.5;
/** Chance a hand of the Rat's own category wins on the tie-break. */
const TIE_BREAK_WIN = 0.4;
/** An earned Joker, against the round won: it makes a later collective hand much stronger. */
const JOKER_HOPE = 0.3;
/** High cards only break ties between equal chances of beating the Rat. */
const BEAT_RANK_WEIGHT = 0.05;

export function finishedValue(cards: readonly string[]): number {
  return finishedStrength(cards, Infinity) / UNIT;
}

/** A finished hand's strength, a Joker standing for whatever beats `rat` if anything does. */
function finishedStrength(cards: readonly string[], rat: number): number {
  return cards.some(isJoker)
    ? bestForPlayers(cards, rat, () => false).strength
    : handStrength(cards);
}

/** What a hand of each category is worth to the plan, by category index. */
export type Worth = readonly number[];

const byCategory: Worth = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/** Rough chance to supply `needs` more cards, each found with chance `hit`, in `left` slots. */
function chance(needs: number, hit: number, spare: number, left: number): number {
  const n = Math.max(0, needs - spare);
  return n <= left ? hit ** n : 0;
}

/** Value of `cards` as the start of a collective hand of `size` cards. */
export function partialValue(
  cards: readonly string[],
  size: number,
  worth: Worth = byCategory,
  rankWeight = 1,
): number {
  if (cards.length >= 5 && cards.length >= size) return finishedValue(cards);
  const counts = new Array<number>(15).fill(0);
  let jokers = 0;
  let plain = 0;
  let suitMask = 0;
  for (const card of cards) {
    if (isJoker(card)) {
      jokers++;
      continue;
    }
    plain++;
    counts[rankValue(card)]!++;
    suitMask |= 1 << suitIndex(card);
  }
  const left = Math.max(0, size - cards.length);
  // With six slots one card may be spare; a Joker fills any one need.
  const spare = Math.max(0, size - 5) + jokers;
  let c1 = 0;
  let c2 = 0;
  let top = 0;
  let distinct = 0;
  const ranks: number[] = [];
  for (let r = 14; r >= 2; r--) {
    const n = counts[r]!;
    if (n === 0) continue;
    distinct++;
    ranks.push(r);
    if (n > c1) {
      c2 = c1;
      c1 = n;
      top = r;
    } else if (n > c2) c2 = n;
  }
  const high = rankWeight * top;
  let best = (0.05 / 14) * high;
  if (distinct <= 2) {
    best = Math.max(best, worth[7]! * chance(4 - c1, RANK_HIT, spare, left));
    const fullHouseNeeds = Math.max(0, 3 - c1) + (distinct === 2 ? Math.max(0, 2 - c2) : 1);
    best = Math.max(best, worth[6]! * chance(fullHouseNeeds, RANK_HIT, spare, left));
  }
  if (distinct <= 3) {
    best = Math.max(
      best,
      worth[3]! * chance(Math.max(0, 3 - c1), RANK_HIT, spare, left) + 0.02 * high,
    );
    best = Math.max(
      best,
      worth[2]! * chance(Math.max(0, 2 - c1) + Math.max(0, 2 - c2), RANK_HIT, spare, left),
    );
  }
  if (distinct <= 4)
    best = Math.max(
      best,
      worth[1]! * chance(Math.max(0, 2 - c1), RANK_HIT, spare, left) + 0.02 * high,
    );
  const oneSuit = (suitMask & (suitMask - 1)) === 0;
  const flush = oneSuit ? chance(5 - plain, SUIT_HIT, spare, left) : 0;
  const straight =
    distinct === plain && straightWindow(ranks)
      ? chance(5 - ranks.length, STRAIGHT_HIT, spare, left)
      : 0;
  return Math.max(
    best,
    worth[5]! * flush + 0.03 * high,
    worth[4]! * straight,
    worth[8]! * flush * straight,
  );
}

/**
 * How likely `cards`, as the start of a collective hand, are to end stronger than a Rat
 * hand of strength `rat`: 1 or 0 once finished; while building, the best prospect's rough
 * chance, counting a prospect of the Rat's own category as a coin flip on the tie-break.
 */
export function beatValue(cards: readonly string[], size: number, rat: number): number {
  return aimValue(cards, size, rat, 0);
}

/**
 * `beatValue` plus what earning a Joker is worth, for a hand of a category that `earns`
 * (the Joker's Prediction): a round that cannot be won can still earn one.
 */
export function aimValue(
  cards: readonly string[],
  size: number,
  rat: number,
  earns: EarningCategories,
): number {
  if (cards.length >= 5 && cards.length >= size) {
    const strength = finishedStrength(cards, rat);
    const category = categoryIndex(strength);
    return (strength > rat ? 1 : 0) + (earns & (1 << category) ? JOKER_HOPE : 0);
  }
  return Math.min(
    1 + JOKER_HOPE,
    partialValue(cards, size, aimWorth(categoryIndex(rat), earns), BEAT_RANK_WEIGHT),
  );
}

/** Categories whose hand would earn a Joker, as bits (1 << category); 0 when none would. */
export type EarningCategories = number;

const aimWorths = new Map<number, Worth>();

/** Beating a Rat of `ratCategory` is worth 1 (a tie-break of its own category a coin flip), plus a Joker's hope. */
function aimWorth(ratCategory: number, earns: EarningCategories): Worth {
  const key = ratCategory * 512 + earns;
  let worth = aimWorths.get(key);
  if (worth === undefined) {
    worth = byCategory.map(
      (category) =>
        (category > ratCategory ? 1 : category === ratCategory ? TIE_BREAK_WIN : 0) +
        (earns & (1 << category) ? JOKER_HOPE : 0),
    );
    aimWorths.set(key, worth);
  }
  return worth;
}

/** Whether some five-rank window holds every rank (Ace also low). */
function straightWindow(ranks: readonly number[]): boolean {
  for (let low = 1; low <= 10; low++) {
    let inWindow = true;
    for (const r of ranks)
      if (!((r >= low && r <= low + 4) || (r === 14 && low === 1))) {
        inWindow = false;
        break;
      }
    if (inWindow) return true;
  }
  return false;
}
