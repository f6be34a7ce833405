/** Poker hand evaluation for River Rats: best five of 5–9 Joker-free cards, standard ranking. */

export const CATEGORIES = [
  'high card',
  'pair',
  'two pair',
  'three of a kind',
  'straight',
  'flush',
  'full house',
  'four of a kind',
  'straight flush',
] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PokerHand {
  readonly category: Category;
  /** Compare element by element: category index first, then the ranks that break ties. */
  readonly key: readonly number[];
  /** The five cards that make the hand. */
  readonly cards: readonly string[];
}

/** Each rank's value in play, ace high (the wheel is handled where straights are found). */
export const RANK_VALUES: Readonly<Record<string, number>> = {
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  '10': 10,
  J: 11,
  Q: 12,
  K: 13,
  A: 14,
};
const SUITS = new Set(['S', 'H', 'C', 'D']);

interface Parsed {
  readonly text: string;
  readonly rank: number;
  readonly suit: string;
}

function parseCard(text: string): Parsed {
  const upper = text.trim().toUpperCase();
  const suit = upper.slice(-1);
  const rank = RANK_VALUES[upper.slice(0, -1)];
  if (rank === undefined || !SUITS.has(suit)) throw new Error(`not a playing card: "${text}"`);
  return { text: upper, rank, suit };
}

function toCards(cards: string | readonly string[]): string[] {
  return typeof cards === 'string' ? cards.split(/\s+/).filter((c) => c !== '') : [...cards];
}

/** The straight's top rank (5 for the wheel A-2-3-4-5), or 0 when the ranks are no straight. */
function straightTop(sortedDesc: readonly number[]): number {
  const distinct = new Set(sortedDesc);
  if (distinct.size !== 5) return 0;
  const high = sortedDesc[0]!;
  const low = sortedDesc[4]!;
  if (high - low === 4) return high;
  if (high === 14 && sortedDesc[1] === 5) return 5;
  return 0;
}

function evaluateFive(five: readonly Parsed[]): PokerHand {
  const ranks = five.map((c) => c.rank).sort((a, b) => b - a);
  const flush = five.every((c) => c.suit === five[0]!.suit);
  const top = straightTop(ranks);
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  // Groups ordered by size, then rank: the order in which ties are broken.
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  const byGroup = groups.map(([r]) => r);
  const shape = groups.map(([, n]) => n).join('');
  let category: Category;
  let tiebreak: number[] = byGroup;
  if (top > 0 && flush) {
    category = 'straight flush';
    tiebreak = [top];
  } else if (shape === '41') category = 'four of a kind';
  else if (shape === '32') category = 'full house';
  else if (flush) {
    category = 'flush';
    tiebreak = ranks;
  } else if (top > 0) {
    category = 'straight';
    tiebreak = [top];
  } else if (shape === '311') category = 'three of a kind';
  else if (shape === '221') category = 'two pair';
  else if (shape === '2111') category = 'pair';
  else category = 'high card';
  return {
    category,
    key: [CATEGORIES.indexOf(category), ...tiebreak],
    cards: five.map((c) => c.text),
  };
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The best five-card hand among 5 to 9 cards ("AS KD 10H 2C 3S" or ["AS", ...]). */
export function bestPokerHand(cards: string | readonly string[]): PokerHand {
  const parsed = toCards(cards).map(parseCard);
  if (parsed.length < 5 || parsed.length > 9)
    throw new Error(`a poker hand needs 5 to 9 cards, got ${parsed.length}`);
  if (new Set(parsed.map((c) => c.text)).size !== parsed.length)
    throw new Error('a card appears twice');
  let best: PokerHand | null = null;
  const n = parsed.length;
  const pick: Parsed[] = [];
  const choose = (from: number): void => {
    if (pick.length === 5) {
      const hand = evaluateFive(pick);
      if (best === null || compareKeys(hand.key, best.key) > 0) best = hand;
      return;
    }
    for (let i = from; i <= n - (5 - pick.length); i++) {
      pick.push(parsed[i]!);
      choose(i + 1);
      pick.pop();
    }
  };
  choose(0);
  return best!;
}

/** Negative when a is the weaker hand, zero for a true tie, positive when a is stronger. */
export function comparePokerHands(
  a: PokerHand | string | readonly string[],
  b: PokerHand | string | readonly string[],
): number {
  const ha = isHand(a) ? a : bestPokerHand(a);
  const hb = isHand(b) ? b : bestPokerHand(b);
  return Math.sign(compareKeys(ha.key, hb.key));
}

function isHand(x: PokerHand | string | readonly string[]): x is PokerHand {
  return typeof x === 'object' && !Array.isArray(x) && 'key' in x;
}
