import { describe, expect, it } from 'vitest';
import { bestPokerHand } from './poker';
import { fullDeck, isJoker, rankOf, suitOf } from './cards';
import { RATS } from './rats';

describe('the deck', () => {
  it('holds 54 distinct cards: 52 ranked and two Jokers', () => {
    const deck = fullDeck();
    expect(deck).toHaveLength(54);
    expect(new Set(deck).size).toBe(54);
    expect(deck.filter(isJoker)).toEqual(['JK1', 'JK2']);
  });

  it('reads suits and ranks, including the two-digit 10', () => {
    expect(suitOf('10H')).toBe('H');
    expect(rankOf('10H')).toBe('10');
    expect(rankOf('KD')).toBe('K');
    expect(() => suitOf('JK1')).toThrow();
  });

  it('uses the same card text the poker evaluator reads', () => {
    const ranked = fullDeck().filter((c) => !isJoker(c));
    for (let i = 0; i + 5 <= ranked.length; i += 5)
      expect(() => bestPokerHand(ranked.slice(i, i + 5))).not.toThrow();
  });
});

describe('the River Rats table', () => {
  it('gives every King suit one ability and one defeat bonus', () => {
    expect(Object.keys(RATS).sort()).toEqual(['C', 'D', 'H', 'S']);
    expect(RATS.D.defeatBonus).toEqual({ kind: 'collective-hand-size', size: 6 });
    expect(RATS.S.defeatBonus).toEqual({ kind: 'market-capacity', capacity: 4, refillAt: 3 });
  });
});
