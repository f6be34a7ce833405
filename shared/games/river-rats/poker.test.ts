import { describe, expect, it } from 'vitest';
import { bestPokerHand, comparePokerHands } from './poker';

describe('bestPokerHand categories', () => {
  it.each([
    ['5D 6D 7D 8D 9D', 'straight flush'],
    ['9D 9C 9H 9S 2C', 'four of a kind'],
    ['QS QD QH 5C 5S', 'full house'],
    ['AH 7H 5H 3H 2H', 'flush'],
    ['4D 5S 6C 7S 8H', 'straight'],
    ['AS 2D 3C 4H 5S', 'straight'],
    ['10S JD QC KH AS', 'straight'],
    ['8S 8H 8C 2D KS', 'three of a kind'],
    ['10S 10C 4D 4H 9S', 'two pair'],
    ['KS KC 2D 7H 9S', 'pair'],
    ['AS JD 8C 5H 3S', 'high card'],
    ['QS KD AC 2H 3S', 'high card'],
  ])('%s is a %s', (cards, category) => {
    expect(bestPokerHand(cards).category).toBe(category);
  });

  it('picks the best five of nine cards', () => {
    const hand = bestPokerHand(['2C', '9D', '9C', 'KS', '9H', '3D', '9S', '4H', 'AS']);
    expect(hand.category).toBe('four of a kind');
    expect([...hand.cards].sort()).toEqual(['9C', '9D', '9H', '9S', 'AS'].sort());
  });

  it('finds a straight flush hidden among a flush and a straight', () => {
    expect(bestPokerHand('2H 3H 4H 5H 6S AH KH').category).toBe('straight flush');
  });

  it('rejects wrong counts, repeats and non-cards', () => {
    expect(() => bestPokerHand('AS KS QS JS')).toThrow();
    expect(() => bestPokerHand('AS AS QS JS 10S')).toThrow();
    expect(() => bestPokerHand('AS KS QS JS JK1')).toThrow();
  });
});

describe('comparePokerHands', () => {
  it('ranks the wheel as the lowest straight', () => {
    expect(comparePokerHands('AS 2D 3C 4H 5S', '2S 3D 4C 5H 6S')).toBeLessThan(0);
    expect(comparePokerHands('AH 2H 3H 4H 5H', '2D 3D 4D 5D 6D')).toBeLessThan(0);
    expect(comparePokerHands('AS 2D 3C 4H 5S', 'AC AD KS QH JS')).toBeGreaterThan(0);
  });

  it('breaks full-house ties by the triple first', () => {
    expect(comparePokerHands('3S 3D 3C AH AS', '2S 2D 2C KH KS')).toBeGreaterThan(0);
    expect(comparePokerHands('QS QD QC 2H 2S', 'JH JD JC AH AS')).toBeGreaterThan(0);
  });

  it('breaks pair and two-pair ties by kickers in order', () => {
    expect(comparePokerHands('8S 8D AC 7H 2S', '8C 8H KC QH JS')).toBeGreaterThan(0);
    expect(comparePokerHands('8S 8D AC 7H 3S', '8C 8H AD 7S 2S')).toBeGreaterThan(0);
    expect(comparePokerHands('10S 10C 4D 4H 9S', '10D 10H 4S 4C 8S')).toBeGreaterThan(0);
    expect(comparePokerHands('JS JC 2D 2H AS', '10D 10H 9S 9C KS')).toBeGreaterThan(0);
  });

  it('compares flushes card by card and calls equal ranks a true tie', () => {
    expect(comparePokerHands('AH 9H 5H 3H 2H', 'AS 9S 5S 3S 2S')).toBe(0);
    expect(comparePokerHands('AH 9H 6H 3H 2H', 'AS 9S 5S 4S 3S')).toBeGreaterThan(0);
    expect(comparePokerHands('5D 6D 7D 8D 9D', '5C 6C 7C 8C 9C')).toBe(0);
  });

  it('accepts evaluated hands as well as cards', () => {
    const a = bestPokerHand('KS KC 2D 7H 9S');
    expect(comparePokerHands(a, 'KD KH 2S 7C 9D')).toBe(0);
    expect(comparePokerHands(a, ['AS', 'AD', '2C', '3C', '4H'])).toBeLessThan(0);
  });
});

describe('category order', () => {
  it('ranks each category above the next one down', () => {
    const ladder = [
      '5D 6D 7D 8D 9D',
      '2D 2C 2H 2S 3C',
      '2D 2C 2H 3S 3C',
      '2H 4H 6H 8H 10H',
      '2D 3C 4H 5S 6C',
      'AD AC AH KS QC',
      'AD AC KH KS QC',
      'AD AC KH QS JC',
      'AD KC QH JS 9C',
    ];
    for (let i = 0; i + 1 < ladder.length; i++)
      expect(comparePokerHands(ladder[i]!, ladder[i + 1]!)).toBeGreaterThan(0);
  });
});
