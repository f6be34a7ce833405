import { describe, expect, it } from 'vitest';
import { game, type RatsState } from './index';
import { arrange, play, refused } from './test-positions';
import { invariants } from './invariants';

const types = (s: RatsState, seat = s.current): string[] => [
  ...new Set(game.legalActions(s, seat).map((a) => a.type)),
];

/** Seat 0 to draw: two cards in each hand, a Market of three, a known deck. */
const base = (): RatsState =>
  arrange(
    { players: 2 },
    {
      hands: [
        ['2H', '3S'],
        ['4C', '5D'],
      ],
      market: ['6H', '7S', '8C'],
      deck: ['9D', '10H', 'JS', 'QC'],
    },
  );

describe('setup', () => {
  it('takes out the characters’ Aces, makes two Kings the Rats, deals 2 each, a Market of 3 and the round', () => {
    const s = game.setup({ players: 3 } as never, 7);
    expect(s.config).toEqual({
      players: 3,
      mode: 'normal',
      prediction: 'exact',
      firstGame: false,
      // The players name a Joker's card at resolution.
      jokerNamed: 'by-players',
      characters: ['D', 'H', 'S'],
    });
    expect(s.hands.map((h) => h.length)).toEqual([2, 2, 2]);
    expect(s.market).toHaveLength(3);
    expect(s.rats.every((k) => k.startsWith('K'))).toBe(true);
    expect(s.round.ratUp).toHaveLength(5);
    expect(s.round.ratDown).toHaveLength(s.rats[0] === 'KC' ? 4 : 2);
    expect(s.round.prediction).not.toBe('');
    expect(s.playerDebt).toEqual([]);
    expect(s.jokers).toEqual({ unearned: ['JK1', 'JK2'], earned: [] });
    expect([...s.deck, ...s.hands.flat(), ...s.market]).not.toContain('AD');
    expect(invariants(s)).toEqual([]);
  });

  it('leaves unused Aces and the other two Kings in the deck', () => {
    const s = game.setup({ players: 1, characters: ['H'] } as never, 3);
    const inPlay = [
      ...s.deck,
      ...s.hands.flat(),
      ...s.market,
      ...s.round.ratUp,
      ...s.round.ratDown,
      s.round.prediction,
      ...s.round.collective.map((c) => c.card),
    ];
    for (const ace of ['AS', 'AC', 'AD']) expect(inPlay).toContain(ace);
    expect(inPlay.filter((c) => c.startsWith('K'))).toHaveLength(2);
  });

  it('refuses a fifth player, a shared Ace and a missing character', () => {
    expect(() => game.setup({ players: 5 } as never, 1)).toThrow();
    expect(() => game.setup({ players: 2, characters: ['H', 'H'] } as never, 1)).toThrow();
    expect(() => game.setup({ players: 2, characters: ['H'] } as never, 1)).toThrow();
  });

  it('is the same game from the same seed', () => {
    expect(game.setup({ players: 4 } as never, 'x')).toEqual(
      game.setup({ players: 4 } as never, 'x'),
    );
  });
});

describe('Draw & Play', () => {
  it('draws one card at a time from the deck or the Market, then must play', () => {
    let s = base();
    expect(types(s)).toEqual(['draw']);
    expect(refused(s, { type: 'play', seat: 0, card: '2H' })).toMatch(/draw/);
    s = play(s, { type: 'draw', seat: 0, card: null });
    expect(s.hands[0]).toEqual(['2H', '3S', '9D']);
    expect(types(s)).toEqual(['play']);
  });

  it('refills the Market to 3 when a take leaves 2', () => {
    const s = play(base(), { type: 'draw', seat: 0, card: '7S' });
    expect(s.hands[0]).toContain('7S');
    expect(s.market).toEqual(['6H', '8C', '9D']);
  });

  it('does not refill a Market above its refill mark (temporary ♣ cards)', () => {
    const s = play(
      arrange({ players: 2 }, { hands: [['2H'], []], market: ['6H', '7S', '8C', '9C', '10C'] }),
      { type: 'draw', seat: 0, card: '6H' },
    );
    expect(s.market).toEqual(['7S', '8C', '9C', '10C']);
    const t = play(s, { type: 'draw', seat: 0, card: '7S' });
    expect(t.market).toEqual(['8C', '9C', '10C']);
    const u = play(arrange({ players: 2 }, { hands: [['2H'], []], market: ['8C', '9C', '10C'] }), {
      type: 'draw',
      seat: 0,
      card: '8C',
    });
    expect(u.market).toHaveLength(3);
  });

  it('refuses a card that is not in the Market, and a turn out of order', () => {
    expect(refused(base(), { type: 'draw', seat: 0, card: 'QC' })).toMatch(/not possible/);
    expect(refused(base(), { type: 'draw', seat: 1, card: null })).toMatch(/Seat 1's turn/);
  });

  it('passes the turn in seat order once the played card’s action is settled', () => {
    let s = play(
      base(),
      { type: 'draw', seat: 0, card: null },
      { type: 'play', seat: 0, card: '2H' },
    );
    expect(s.phase).toBe('act');
    expect(s.round.collective).toEqual([{ card: '2H', by: 0 }]);
    s = play(s, { type: 'skip', seat: 0 });
    expect(s.current).toBe(1);
    expect(s.phase).toBe('turn');
  });

  it('remakes an empty deck from the shuffled discard pile', () => {
    const s = arrange(
      { players: 2 },
      { hands: [['2H', '3S'], []], market: ['6H', '7S', '8C'] },
      true,
    );
    expect(s.deck).toEqual([]);
    const t = play(s, { type: 'draw', seat: 0, card: null });
    expect(t.hands[0]).toHaveLength(3);
    expect(t.discard).toEqual([]);
    expect(t.deck.length).toBe(s.discard.length - 1);
    expect(game.isUndoBarrier!(s, { type: 'draw', seat: 0, card: null })).toBe(true);
  });
});

/** Seat 0 has just played `card`; `hand` is what is left of its hand. */
function acting(
  card: string,
  hand: string[],
  extra: Parameters<typeof arrange>[1] = {},
  players = 2,
  characters?: ('H' | 'S' | 'C' | 'D')[],
) {
  return arrange(
    { players, ...(characters ? { characters } : {}) },
    {
      hands: [hand, ...Array.from({ length: players - 1 }, () => ['9S'])].slice(0, players),
      market: ['6H', '7S', '8C'],
      phase: 'act',
      ...extra,
      round: {
        prediction: '2C',
        ...extra.round,
        collective: [...(extra.round?.collective ?? []), { card, by: 0 }],
        played: card,
      },
    },
  );
}

describe('suit actions', () => {
  it('♥ puts the top deck card face down on the round’s Debt', () => {
    const s = acting('5H', ['2S', '3S'], { deck: ['QD'] });
    const t = play(s, { type: 'heart', seat: 0 });
    expect(t.round.debt).toEqual(['QD']);
    expect(game.view(t, 1).roundDebt).toBe(2);
  });

  it('♠ discards one card from the hand or the Market, and the Market refills', () => {
    const s = acting('5S', ['2H', '3D'], { deck: ['QD'] });
    expect(game.legalActions(s, 0).filter((a) => a.type === 'spade')).toHaveLength(5);
    const t = play(s, { type: 'spade', seat: 0, cards: ['7S'] });
    expect(t.discard).toContain('7S');
    expect(t.market).toEqual(['6H', '8C', 'QD']);
    const u = play(s, { type: 'spade', seat: 0, cards: ['2H'] });
    expect(u.hands[0]).toEqual(['3D']);
    expect(refused(s, { type: 'spade', seat: 0, cards: ['2H', '3D'] })).toMatch(/not possible/);
  });

  it('♣ puts one hand card face up into the Market, up to 6 cards', () => {
    const s = acting('5C', ['2H', '3D']);
    const t = play(s, { type: 'club', seat: 0, cards: ['2H'] });
    expect(t.market).toEqual(['6H', '7S', '8C', '2H']);
    const full = acting('5C', ['2H'], { market: ['6H', '7S', '8C', '9C', '10C', 'JC'] });
    expect(types(full)).toEqual(['skip']);
  });

  it('♣ alone puts the top deck card into the Market instead', () => {
    const s = acting('5C', ['2H', '3D'], { deck: ['QD'] }, 1, ['H']);
    expect(game.legalActions(s, 0).filter((a) => a.type !== 'skip')).toEqual([
      { type: 'club-deck', seat: 0, count: 1 },
    ]);
    expect(play(s, { type: 'club-deck', seat: 0, count: 1 }).market).toContain('QD');
  });

  it('♦ swaps another collective card for a hand card; not the card just played, not a Joker, not face down', () => {
    const s = acting(
      '5D',
      ['2H'],
      {
        round: {
          collective: [
            { card: 'JK1', by: 1 },
            { card: '9H', by: 1 },
          ],
          jokerUsed: true,
        },
        jokers: { unearned: [], earned: [] },
      },
      2,
      ['H', 'S'],
    );
    expect(game.legalActions(s, 0).filter((a) => a.type === 'diamond')).toEqual([
      { type: 'diamond', seat: 0, take: '9H', give: '2H' },
    ]);
    const t = play(s, { type: 'diamond', seat: 0, take: '9H', give: '2H' });
    expect(t.round.collective.map((c) => c.card)).toEqual(['JK1', '2H', '5D']);
    expect(t.hands[0]).toEqual(['9H']);
    expect(t.phase).toBe('turn');
    expect(t.current).toBe(1);
  });
});

describe('Player Powers', () => {
  it('are offered only when the played card matches the seat’s Ace', () => {
    const heart = acting('5H', ['2S'], {}, 2, ['S', 'H']);
    expect(types(heart)).toEqual(['skip', 'heart']);
    const own = acting('5H', ['2S'], { round: { ratDown: ['QH'] } }, 2, ['H', 'S']);
    expect(types(own)).toEqual(['skip', 'heart', 'peek']);
  });

  it('are left out in the first game', () => {
    const s = arrange(
      { players: 2, firstGame: true, characters: ['H', 'S'] },
      {
        hands: [['2S'], ['9S']],
        phase: 'act',
        round: { collective: [{ card: '5H', by: 0 }], played: '5H' },
      },
    );
    expect(types(s)).toEqual(['skip', 'heart']);
  });

  it('♥ flips a face-down Rat card, then lets the seat choose whether to add Debt', () => {
    const s = acting('5H', ['2S'], { round: { ratDown: ['QH', 'QS'] }, deck: ['JD'] }, 2, [
      'H',
      'S',
    ]);
    const peeked = play(s, { type: 'peek', seat: 0, index: 1 });
    expect(peeked.phase).toBe('peeked');
    expect(peeked.round.ratDown).toEqual(['QH']);
    expect(peeked.round.ratUp).toContain('QS');
    expect(game.view(peeked, 1).rat.up).toContain('QS');
    expect(types(peeked)).toEqual(['skip', 'heart']);
    expect(play(peeked, { type: 'heart', seat: 0 }).round.debt).toEqual(['JD']);
    expect(play(peeked, { type: 'skip', seat: 0 }).round.debt).toEqual([]);
  });

  it('♠ discards any number of cards from the hand and the Market', () => {
    const s = acting('5S', ['2H', '3D'], { deck: ['QD', 'KC'] }, 2, ['S', 'H']);
    const spades = game.legalActions(s, 0).filter((a) => a.type === 'spade');
    expect(spades).toHaveLength(31); // every non-empty subset of 5 cards
    const t = play(s, { type: 'spade', seat: 0, cards: ['2H', '3D', '6H', '7S'] });
    expect(t.hands[0]).toEqual([]);
    expect(t.market).toEqual(['8C', 'QD', 'KC']);
  });

  it('♣ puts up to two hand cards into the Market; alone, two deck cards', () => {
    const s = acting('5C', ['2H', '3D'], {}, 2, ['C', 'H']);
    expect(play(s, { type: 'club', seat: 0, cards: ['2H', '3D'] }).market).toHaveLength(5);
    const solo = acting('5C', ['2H', '3D'], { deck: ['QD', 'JD'] }, 1, ['C']);
    expect(play(solo, { type: 'club-deck', seat: 0, count: 2 }).market).toEqual([
      '6H',
      '7S',
      '8C',
      'QD',
      'JD',
    ]);
  });

  it('♦ swaps a collective card with a Market card instead', () => {
    const s = acting('5D', ['2H'], { round: { collective: [{ card: '9H', by: 1 }] } }, 2, [
      'D',
      'H',
    ]);
    const t = play(s, { type: 'diamond', seat: 0, take: '9H', give: '7S' });
    expect(t.round.collective.map((c) => c.card)).toEqual(['7S', '5D']);
    expect(t.market).toEqual(['6H', '8C', '9H']);
    expect(t.hands[0]).toEqual(['2H']);
  });
});

describe('Jokers in turns', () => {
  const withJoker = (
    extra: Parameters<typeof arrange>[1] = {},
    mode: 'normal' | 'advanced' | 'expert' = 'normal',
  ) =>
    arrange(
      { players: 2, mode },
      { hands: [['2H', '3S'], ['9S']], jokers: { unearned: ['JK2'], earned: ['JK1'] }, ...extra },
    );

  it('go into the collective hand instead of Draw & Play, one per hand', () => {
    const s = withJoker();
    expect(types(s)).toEqual(['joker', 'draw']);
    const t = play(s, { type: 'joker', seat: 0 });
    expect(t.round.collective).toEqual([{ card: 'JK1', by: 0 }]);
    expect(t.current).toBe(1);
    expect(
      refused(play(s, { type: 'draw', seat: 0, card: null }), { type: 'joker', seat: 0 }),
    ).toMatch(/play/);
    const again = { ...t, current: 0, jokers: { unearned: [], earned: ['JK2'] } };
    expect(types(again)).toEqual(['draw']);
  });

  it('are set aside in Advanced and unusable on a turn in Expert', () => {
    const t = play(withJoker({}, 'advanced'), { type: 'joker', seat: 0 });
    expect(t.round.asideJoker).toBe('JK1');
    expect(t.round.collective).toEqual([]);
    expect(types(withJoker({}, 'expert'))).toEqual(['draw']);
  });
});

describe('cards the table saw go into a hand', () => {
  it('a Market card taken is shown in the taker’s hand to every seat until it leaves; a deck card is not', () => {
    const taken = play(base(), { type: 'draw', seat: 0, card: '7S' });
    for (const viewer of [0, 1, 'public'] as const)
      expect(game.view(taken, viewer).shownInHand).toEqual([['7S'], []]);
    const played = play(taken, { type: 'play', seat: 0, card: '7S' });
    expect(game.view(played, 1).shownInHand).toEqual([[], []]);
    const fromDeck = play(base(), { type: 'draw', seat: 0, card: null });
    expect(game.view(fromDeck, 1).shownInHand).toEqual([[], []]);
    expect(invariants(taken)).toEqual([]);
  });

  it('a card swapped out of the collective hand by ♦ is shown in the swapper’s hand', () => {
    const s = acting('5D', ['2H'], { round: { collective: [{ card: '9H', by: 1 }] } });
    const t = play(s, { type: 'diamond', seat: 0, take: '9H', give: '2H' });
    expect(game.view(t, 1).shownInHand).toEqual([['9H'], []]);
  });
});

describe('taking back', () => {
  it('a card shown from the hand (played, ♣, ♠, ♦) stands; a draw from the Market may be taken back', () => {
    const s = arrange(
      { players: 2 },
      { hands: [['2H', '3S'], ['9S']], market: ['6H', '7S', '8C', '9D'], phase: 'turn' },
    );
    const full = { ...s, drawn: true, hands: [['2H', '3S', '4C'], ['9S']] };
    expect(game.isUndoBarrier!(full, { type: 'play', seat: 0, card: '2H' })).toBe(true);
    expect(game.isUndoBarrier!(s, { type: 'draw', seat: 0, card: '6H' })).toBe(false);
    expect(
      game.isUndoBarrier!(acting('5C', ['3S']), { type: 'club', seat: 0, cards: ['3S'] }),
    ).toBe(true);
    expect(
      game.isUndoBarrier!(acting('5S', ['3H', '4D']), { type: 'spade', seat: 0, cards: ['4D'] }),
    ).toBe(true);
    const swapping = acting('5D', ['3S'], { round: { collective: [{ card: '4H', by: 1 }] } });
    expect(
      game.isUndoBarrier!(swapping, { type: 'diamond', seat: 0, take: '4H', give: '3S' }),
    ).toBe(true);
  });
});
