import { describe, expect, it } from 'vitest';
import { Random } from '../../engine/random';
import { fullDeck, isJoker } from './cards';
import { bestPokerHand, comparePokerHands } from './poker';
import { categoryOf, handStrength } from './strength';

const RANKED = fullDeck().filter((c) => !isJoker(c));

describe('handStrength', () => {
  it('orders 4,000 random pairs of 5–9 card hands exactly as bestPokerHand does', () => {
    const rng = Random.fromSeed('strength');
    for (let i = 0; i < 4000; i++) {
      const cards = rng.shuffle(RANKED);
      const a = cards.slice(0, 5 + rng.int(5));
      const b = cards.slice(20, 25 + rng.int(5));
      expect(categoryOf(handStrength(a))).toBe(bestPokerHand(a).category);
      expect(Math.sign(handStrength(a) - handStrength(b))).toBe(comparePokerHands(a, b));
    }
  });

  it('takes the best five of more than nine cards', () => {
    const thirteen = [
      'KS',
      'KH',
      '2C',
      '3D',
      '4H',
      '5S',
      '9C',
      '9D',
      'JH',
      'QS',
      '7C',
      '8D',
      '10H',
    ];
    expect(categoryOf(handStrength(thirteen))).toBe('straight');
    expect(handStrength(thirteen)).toBe(handStrength(['9C', '10H', 'JH', 'QS', 'KS']));
  });

  it('ranks the wheel lowest of the straights and straight flushes', () => {
    expect(handStrength(['AS', '2D', '3C', '4H', '5S'])).toBeLessThan(
      handStrength(['2S', '3D', '4C', '5H', '6S']),
    );
    expect(categoryOf(handStrength(['AH', '2H', '3H', '4H', '5H', 'KH', 'QH']))).toBe(
      'straight flush',
    );
  });

  it('breaks full-house ties by the triple, and prefers the higher pair from two triples', () => {
    expect(handStrength(['3S', '3D', '3C', 'AH', 'AS'])).toBeGreaterThan(
      handStrength(['2S', '2D', '2C', 'KH', 'KS']),
    );
    expect(handStrength(['3S', '3D', '3C', '9H', '9S', '9C', '2D'])).toBe(
      handStrength(['9H', '9S', '9C', '3S', '3D']),
    );
  });

  it('refuses fewer than five cards', () => {
    expect(() => handStrength(['AS', 'KS', 'QS', 'JS'])).toThrow();
  });
});
