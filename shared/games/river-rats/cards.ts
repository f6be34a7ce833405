/** The 54-card deck of River Rats in short text form: "AS", "10H", "KD", "2C", Jokers "JK1"/"JK2". */

export const SUITS = ['H', 'S', 'C', 'D'] as const;
export type Suit = (typeof SUITS)[number];
export const RANK_NAMES = [
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
  'A',
] as const;
export const JOKERS = ['JK1', 'JK2'] as const;

export function isJoker(card: string): boolean {
  return (JOKERS as readonly string[]).includes(card);
}

export function suitOf(card: string): Suit {
  const suit = card.slice(-1);
  if (isJoker(card) || !(SUITS as readonly string[]).includes(suit))
    throw new Error(`no suit: "${card}"`);
  return suit as Suit;
}

export function rankOf(card: string): string {
  if (isJoker(card)) throw new Error(`no rank: "${card}"`);
  return card.slice(0, -1);
}

/** Every card once: 52 ranked cards followed by the two Jokers. */
export function fullDeck(): string[] {
  const cards: string[] = [];
  for (const suit of SUITS) for (const rank of RANK_NAMES) cards.push(`${rank}${suit}`);
  return [...cards, ...JOKERS];
}
