/**
 * Hand strength as one number, for the engine and the computer players: the best five of
 * any number of Joker-free cards (a Rat in Expert can hold 13). It orders hands exactly as
 * `bestPokerHand`'s key does, without trying every five-card subset.
 */
import { SUITS } from './cards';
import { CATEGORIES, RANK_VALUES, type Category } from './poker';

const CATEGORY_UNIT = 16 ** 5;

/** Rank by the character code of a one-character rank ("2".."9", J, Q, K, A); "10" is read apart. */
const RANK_BY_CODE: readonly number[] = (() => {
  const table = new Array<number>(128).fill(0);
  for (const [name, rank] of Object.entries(RANK_VALUES))
    if (name.length === 1) table[name.charCodeAt(0)] = rank;
  return table;
})();
const SUIT_BY_CODE: readonly number[] = (() => {
  const table = new Array<number>(128).fill(-1);
  SUITS.forEach((suit, index) => (table[suit.charCodeAt(0)] = index));
  return table;
})();
const TEN = RANK_VALUES['10']!;

/**
 * Rank (2..14) × 4 + suit index (0..3) of a card's text, read from its character codes:
 * bots ask hundreds of millions of times, and a lookup by string costs a hash each time.
 */
function parse(card: string): number {
  const last = card.length - 1;
  const rank =
    last === 1
      ? (RANK_BY_CODE[card.charCodeAt(0)] ?? 0)
      : last === 2 && card.startsWith('10')
        ? TEN
        : 0;
  const suit = last > 0 ? (SUIT_BY_CODE[card.charCodeAt(last)] ?? -1) : -1;
  if (rank === 0 || suit < 0) throw new Error(`not a playing card: "${card}"`);
  return rank * 4 + suit;
}

export function rankValue(card: string): number {
  return parse(card) >> 2;
}

/** Suit as an index 0..3 (♥ ♠ ♣ ♦). */
export function suitIndex(card: string): number {
  return parse(card) & 3;
}

/** Category first, then up to five tie-breaking ranks, as base-16 digits. */
function encode(category: number, ranks: readonly number[]): number {
  let key = category;
  for (let i = 0; i < 5; i++) key = key * 16 + (ranks[i] ?? 0);
  return key;
}

/** Top rank of the best straight in a bit mask of ranks (5 for the wheel), or 0. */
function straightTop(mask: number): number {
  const m = mask & (1 << 14) ? mask | 2 : mask;
  for (let top = 14; top >= 5; top--) {
    const run = 0b11111 << (top - 4);
    if ((m & run) === run) return top;
  }
  return 0;
}

/** The highest `n` ranks of a mask, skipping those in `except`. */
function topRanks(mask: number, n: number, except: readonly number[] = []): number[] {
  const out: number[] = [];
  for (let r = 14; r >= 2 && out.length < n; r--)
    if (mask & (1 << r) && !except.includes(r)) out.push(r);
  return out;
}

/** Larger is stronger; equal numbers are a true tie. Needs at least five cards. */
export function handStrength(cards: readonly string[]): number {
  if (cards.length < 5) throw new Error(`a poker hand needs at least 5 cards, got ${cards.length}`);
  const count = new Array<number>(15).fill(0);
  const suitMask = [0, 0, 0, 0];
  const suitCount = [0, 0, 0, 0];
  let all = 0;
  for (const card of cards) {
    const parsed = parse(card);
    const r = parsed >> 2;
    const s = parsed & 3;
    count[r]!++;
    suitMask[s]! |= 1 << r;
    suitCount[s]!++;
    all |= 1 << r;
  }
  let flush = -1;
  let straightFlush = 0;
  for (let s = 0; s < 4; s++) {
    if (suitCount[s]! < 5) continue;
    straightFlush = Math.max(straightFlush, straightTop(suitMask[s]!));
    const key = encode(5, topRanks(suitMask[s]!, 5));
    if (key > flush) flush = key;
  }
  if (straightFlush > 0) return encode(8, [straightFlush]);
  const quads: number[] = [];
  const trips: number[] = [];
  const pairs: number[] = [];
  for (let r = 14; r >= 2; r--) {
    if (count[r]! >= 4) quads.push(r);
    else if (count[r] === 3) trips.push(r);
    else if (count[r] === 2) pairs.push(r);
  }
  if (quads.length > 0) return encode(7, [quads[0]!, ...topRanks(all, 1, [quads[0]!])]);
  if (trips.length > 0 && trips.length + pairs.length >= 2)
    return encode(6, [trips[0]!, Math.max(trips[1] ?? 0, pairs[0] ?? 0)]);
  if (flush >= 0) return flush;
  const straight = straightTop(all);
  if (straight > 0) return encode(4, [straight]);
  if (trips.length > 0) return encode(3, [trips[0]!, ...topRanks(all, 2, [trips[0]!])]);
  if (pairs.length >= 2)
    return encode(2, [pairs[0]!, pairs[1]!, ...topRanks(all, 1, [pairs[0]!, pairs[1]!])]);
  if (pairs.length === 1) return encode(1, [pairs[0]!, ...topRanks(all, 3, [pairs[0]!])]);
  return encode(0, topRanks(all, 5));
}

export function categoryOf(strength: number): Category {
  return CATEGORIES[Math.floor(strength / CATEGORY_UNIT)]!;
}

export function categoryIndex(strength: number): number {
  return Math.floor(strength / CATEGORY_UNIT);
}

/** The ranks that break ties within the category, in the order they are compared (2..14). */
export function tiebreakRanks(strength: number): number[] {
  const ranks: number[] = [];
  for (let i = 4; i >= 0; i--) ranks.push(Math.floor(strength / 16 ** i) % 16);
  return ranks.filter((r) => r > 0);
}
