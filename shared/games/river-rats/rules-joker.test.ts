import { describe, expect, it } from 'vitest';
import { botContext } from '../../engine/bot';
import { Random } from '../../engine/random';
import { bots, game, namingOutcome, type RatsState } from './index';
import { invariants } from './invariants';
import { arrange, play, refused } from './test-positions';

// The Rat: K♠ and Q♣ Q♠ 3♠ 4♣ 8♥ face up, 10♠ 6♣ face down: a pair of Queens, K-10-8 kickers.
const RAT_UP = ['QC', 'QS', '3S', '4C', '8H'];
const RAT_DOWN = ['10S', '6C'];

/**
 * Seat 2 (index 1) put the Joker in; Seat 1 has just played the fifth card and declines its
 * action, which completes the collective hand.
 */
function completing(
  cards: readonly [string, string, string, string],
  extra: { prediction?: string; debt?: string[]; faceDownFirst?: true } = {},
): RatsState {
  const [first, ...rest] = cards;
  return arrange(
    { players: 2, characters: ['S', 'H'], firstGame: !extra.faceDownFirst },
    {
      hands: [['2H'], ['3H', '4H']],
      market: ['5H', '6H', '7H'],
      rats: ['KS', 'KD'],
      phase: 'act',
      current: 0,
      jokers: { unearned: ['JK2'], earned: [] },
      round: {
        prediction: extra.prediction ?? '2C',
        debt: extra.debt ?? [],
        ratUp: RAT_UP,
        ratDown: RAT_DOWN,
        jokerUsed: true,
        collective: [
          { card: first, by: 0, ...(extra.faceDownFirst ? { faceDown: true as const } : {}) },
          { card: 'JK1', by: 1 },
          ...rest.map((card) => ({ card, by: 0 })),
        ],
        played: rest.at(-1)!,
      },
    },
  );
}
const complete = (s: RatsState): RatsState => play(s, { type: 'skip', seat: 0 });
const name = (card: string) => ({ type: 'name-joker', seat: 1, card }) as const;

describe('naming the Joker at resolution (Normal)', () => {
  it('waits for the seat that put the Joker in, with every face-down card revealed', () => {
    const before = completing(['2D', '9D', '9C', '9H']);
    expect(game.view(before, 0).rat.down).toBe(2);
    const s = complete(before);
    expect(s.phase).toBe('name-joker');
    expect(game.next(s)).toEqual({
      kind: 'decision',
      seats: [1],
      prompt: 'Name the Joker’s rank and suit',
    });
    for (const viewer of [0, 1, 'public'] as const) {
      const v = game.view(s, viewer);
      expect([...v.rat.up].sort()).toEqual([...RAT_UP, ...RAT_DOWN].sort());
      expect(v.rat.down).toBe(0);
    }
    // Hands stay hidden: Seat 1 still sees only its own.
    expect(game.view(s, 0).hand).toEqual(['2H']);
    expect(JSON.stringify(game.view(s, 0))).not.toMatch(/"3H"|"4H"/);
    expect(s.last).toBeNull();
    expect(invariants(s)).toEqual([]);
  });

  it('offers every card but those already in the collective hand, and says why others are refused', () => {
    const s = complete(completing(['2D', '9D', '9C', '9H']));
    // 52 ranked cards, 4 of them already in the collective hand.
    expect(game.legalActions(s, 1)).toHaveLength(48);
    expect(game.legalActions(s, 0)).toEqual([]);
    expect(refused(s, { type: 'name-joker', seat: 0, card: '2S' })).toMatch(
      /Seat 2 put the Joker into the collective hand and names its card, not Seat 1/,
    );
    expect(refused(s, name('9D'))).toMatch(/may not copy 9♦: it is already in the collective hand/);
    expect(refused(s, name('JK2'))).toMatch(/not a card the Joker can stand for/);
    expect(refused(s, name('1X'))).toMatch(/not a card the Joker can stand for/);
    expect(refused(s, { type: 'draw', seat: 1, card: null })).toMatch(/name the Joker’s card/);
    // A card of the Rat's hand is not in the collective hand: the Joker may stand for it.
    expect(() => game.apply(s, name('QC'))).not.toThrow();
  });

  it('a named card that meets the Prediction earns a Joker; one that wins puts the Debt on the Rat', () => {
    // A Queen predicts a full house; 9-9-9-2 with the Joker as 2♠ is one, and beats a pair.
    const s = complete(completing(['2D', '9D', '9C', '9H'], { prediction: 'QH', debt: ['7D'] }));
    const t = play(s, name('2S'));
    expect(t.last).toMatchObject({
      jokerAs: '2S',
      playersCategory: 'full house',
      ratCategory: 'pair',
      playersWon: true,
      jokerEarned: true,
      debt: 2,
    });
    expect([...t.ratDebt].sort()).toEqual(['7D', 'QH']);
    expect(t.playerDebt).toEqual([]);
    expect(t.jokers).toEqual({ unearned: [], earned: ['JK2'] });
    expect(t.removed).toContain('JK1');
    expect(invariants(t)).toEqual([]);
  });

  it('a stronger card than the Prediction asks for wins the round but earns nothing (exact rule)', () => {
    const s = complete(completing(['2D', '9D', '9C', '9H'], { prediction: 'QH' }));
    const t = play(s, name('9S'));
    expect(t.last).toMatchObject({
      jokerAs: '9S',
      playersCategory: 'four of a kind',
      playersWon: true,
      jokerEarned: false,
    });
    expect(t.jokers.unearned).toEqual(['JK2']);
  });

  it('a named card that loses leaves the Debt with the players', () => {
    // 9-9-7-5-2 is a pair of nines; the Rat's pair of Queens beats it.
    const s = complete(completing(['2D', '5S', '7C', '9H'], { debt: ['7D'] }));
    const t = play(s, name('9S'));
    expect(t.last).toMatchObject({ jokerAs: '9S', playersCategory: 'pair', playersWon: false });
    expect(t.ratDebt).toEqual([]);
    expect([...t.playerDebt].sort()).toEqual(['2C', '7D']);
  });

  it('the next round begins after the seat that completed the hand, not the one that named', () => {
    const t = play(complete(completing(['2D', '9D', '9C', '9H'])), name('2S'));
    expect(t.phase).toBe('turn');
    expect(t.current).toBe(1);
  });

  it('reveals a ♠ Rat’s face-down collective card, which the Joker may not copy', () => {
    const before = completing(['10D', '9D', '9C', '9H'], { faceDownFirst: true });
    expect(game.view(before, 1).collective[0]!.card).toBeNull();
    const s = complete(before);
    for (const viewer of [0, 1, 'public'] as const)
      expect(game.view(s, viewer).collective[0]).toEqual({ card: '10D', by: 0 });
    expect(refused(s, name('10D'))).toMatch(/may not copy 10♦/);
  });

  it('a computer teammate names a card that wins and meets the Prediction when one does', () => {
    const s = complete(completing(['2D', '9D', '9C', '9H'], { prediction: 'QH' }));
    for (const level of ['easy', 'medium', 'hard']) {
      const action = bots[level]!().choose(
        game.view(s, 1),
        game.legalActions(s, 1),
        botContext(Random.fromSeed(level), 50),
      );
      const t = game.apply(s, action);
      expect(t.last, level).toMatchObject({
        playersCategory: 'full house',
        playersWon: true,
        jokerEarned: true,
      });
    }
  });

  it('tells the table what a card would make, from the view alone', () => {
    const s = complete(completing(['2D', '9D', '9C', '9H'], { prediction: 'QH' }));
    const v = game.view(s, 1);
    expect(namingOutcome(v, '2S')).toEqual({
      category: 'full house',
      ratCategory: 'pair',
      beatsRat: true,
      meetsPrediction: true,
      earnsJoker: true,
    });
    expect(namingOutcome(v, '9S')).toMatchObject({
      category: 'four of a kind',
      beatsRat: true,
      meetsPrediction: false,
    });
    const losing = game.view(complete(completing(['2D', '5S', '7C', '9H'])), 0);
    expect(namingOutcome(losing, '9S')).toMatchObject({ category: 'pair', beatsRat: false });
    expect(() => namingOutcome(game.view(completing(['2D', '9D', '9C', '9H']), 0), '2S')).toThrow();
  });

  it('is an undo barrier: completing the hand reveals the Rat’s face-down cards', () => {
    expect(
      game.isUndoBarrier!(completing(['2D', '9D', '9C', '9H']), { type: 'skip', seat: 0 }),
    ).toBe(true);
  });
});
