import { describe, expect, it } from 'vitest';
import { game, type RatsState } from './index';
import { invariants } from './invariants';
import { arrange, play, type Layout } from './test-positions';

/**
 * Seat 0 has just played the last card of `collective` and declines its action, so the
 * hands are resolved against the Rat's `rat` cards (the first Rat's King counts too).
 */
function resolving(
  collective: string[],
  rat: string[],
  extra: Layout = {},
  config: Parameters<typeof arrange>[0] = { players: 2, characters: ['S', 'H'] },
): RatsState {
  return arrange(config, {
    hands: [['2H'], ['3H']],
    market: ['4H', '5H', '6H'],
    rats: ['KS', 'KH'],
    phase: 'act',
    ...extra,
    round: {
      prediction: '2C',
      ratUp: rat.slice(0, 5),
      ratDown: rat.slice(5),
      ...extra.round,
      collective: collective.map((card) => ({ card, by: 0 })),
      played: collective.at(-1)!,
    },
  });
}
const skip = (s: RatsState): RatsState => play(s, { type: 'skip', seat: s.current });

const FLUSH = ['2D', '5D', '7D', '9D', 'JD'];
const PAIR_RAT = ['QC', 'QS', '3S', '4C', '8H', '10S', '6C'];

describe('hand resolution', () => {
  it('puts the round’s Debt on the Rat when the players’ hand is stronger', () => {
    const s = resolving(FLUSH, PAIR_RAT, { round: { debt: ['7H'], prediction: '2C' } });
    const t = skip(s);
    expect([...t.ratDebt].sort()).toEqual(['2C', '7H']);
    expect(t.playerDebt).toEqual([]);
    expect(t.last).toMatchObject({
      playersWon: true,
      playersCategory: 'flush',
      ratCategory: 'pair',
      debt: 2,
    });
    expect(invariants(t)).toEqual([]);
  });

  it('gives the players the Debt when the Rat is stronger, and the Rat a true tie', () => {
    const lost = skip(resolving(['2D', '2S', '7D', '9S', 'JD'], PAIR_RAT));
    expect(lost.playerDebt).toEqual(['2C']);
    // Both sides: A-K-Q-J-9 high card; the Rat's King is its own K.
    const tie = skip(
      resolving(['AD', 'KD', 'QC', 'JD', '9S'], ['AH', 'QD', 'JC', '9H', '2S', '3D', '4D'], {
        rats: ['KS', 'KH'],
      }),
    );
    expect(tie.last).toMatchObject({
      playersCategory: 'high card',
      ratCategory: 'high card',
      playersWon: false,
    });
  });

  it('cleans up: collective and Rat cards discarded, hands and Market kept, a new round from the next seat', () => {
    const s = resolving(FLUSH, PAIR_RAT);
    const t = skip(s);
    expect(t.hands).toEqual(s.hands);
    expect(t.market).toEqual(s.market);
    expect(t.discard).toEqual(expect.arrayContaining([...FLUSH, ...PAIR_RAT]));
    expect(t.round.number).toBe(s.round.number + 1);
    expect(t.round.ratUp).toHaveLength(5);
    expect(t.round.collective).toEqual([]);
    expect(t.current).toBe(1);
    expect(t.phase).toBe('turn');
  });

  it('the discarded collective and Rat cards were face up: every view shows them on the discard pile', () => {
    const t = skip(resolving(FLUSH, PAIR_RAT));
    for (const viewer of [0, 1, 'public'] as const)
      expect(game.view(t, viewer).discardSeen).toEqual(
        expect.arrayContaining([...FLUSH, ...PAIR_RAT]),
      );
  });

  it('counts the Rat’s King as one of its cards', () => {
    // Only with its King does the Rat hold a pair (of Kings), beating the pair of Queens.
    const t = skip(
      resolving(['QD', 'QC', '2D', '3C', '4S'], ['KC', '9C', '8S', '6H', '4D', '10S', '2S']),
    );
    expect(t.last).toMatchObject({ ratCategory: 'pair', playersWon: false });
  });
});

describe('the Joker’s Prediction', () => {
  it('earns a Joker for an exact category, not for a better one', () => {
    const flush = skip(resolving(FLUSH, PAIR_RAT, { round: { prediction: '9C' } }));
    expect(flush.jokers).toEqual({ unearned: ['JK2'], earned: ['JK1'] });
    expect(flush.last!.jokerEarned).toBe(true);
    const better = skip(
      resolving(['5D', '6D', '7D', '8D', '9D'], PAIR_RAT, { round: { prediction: '9C' } }),
    );
    expect(better.jokers.earned).toEqual([]);
  });

  it('earns one for a better category under the "at least" option', () => {
    const s = resolving(
      ['5D', '6D', '7D', '8D', '9D'],
      PAIR_RAT,
      { round: { prediction: '9C' } },
      {
        players: 2,
        prediction: 'at-least',
      },
    );
    expect(skip(s).jokers.earned).toEqual(['JK1']);
  });

  it('takes the option spelled "at least" too', () => {
    expect(game.setup({ players: 1, prediction: 'at least' } as never, 1).config.prediction).toBe(
      'at-least',
    );
    expect(() => game.setup({ players: 1, prediction: 'close enough' } as never, 1)).toThrow();
  });

  it('maps the first Debt card to a category: A, K, Q-J-10, 9-6, 5-2', async () => {
    const { PREDICTIONS } = await import('./rules');
    expect([
      PREDICTIONS.A,
      PREDICTIONS.K,
      PREDICTIONS.J,
      PREDICTIONS['6'],
      PREDICTIONS['5'],
    ]).toEqual(['straight flush', 'four of a kind', 'full house', 'flush', 'straight']);
  });

  it('earns nothing when both Jokers are already earned or used', () => {
    const s = resolving(FLUSH, PAIR_RAT, {
      round: { prediction: '9C' },
      jokers: { unearned: [], earned: ['JK1'] },
    });
    expect(skip(s).jokers.earned).toEqual(['JK1']);
  });
});

describe('a Joker named by the engine (records of rules version 1)', () => {
  const BY_ENGINE = { players: 2, characters: ['S', 'H'], jokerNamed: 'by-engine' } as const;

  it('stands for the card that wins, and leaves the game afterwards', () => {
    const s = resolving(
      ['JK1', '2D', '5D', '7D', '9D'],
      PAIR_RAT,
      { jokers: { unearned: ['JK2'], earned: [] }, round: { jokerUsed: true } },
      BY_ENGINE,
    );
    const t = skip(s);
    expect(t.last).toMatchObject({ playersWon: true, playersCategory: 'flush' });
    expect(t.last!.jokerAs).toMatch(/D$/);
    expect(t.removed).toContain('JK1');
  });

  it('prefers fulfilling the Prediction when the round is won either way', () => {
    // 9-9-9-2 + Joker: four of a kind or a full house both beat a pair; a Q predicts a full house.
    const s = resolving(
      ['JK1', '9D', '9C', '9H', '2S'],
      PAIR_RAT,
      { jokers: { unearned: ['JK2'], earned: [] }, round: { jokerUsed: true, prediction: 'QH' } },
      BY_ENGINE,
    );
    const t = skip(s);
    expect(t.last).toMatchObject({ playersCategory: 'full house', jokerEarned: true });
  });
});

describe('the River Rats’ abilities', () => {
  it('♥: a winning Rat takes 1 more Debt before it is assigned (not in the first game)', () => {
    const s = resolving(['2D', '2S', '7D', '9S', 'JD'], PAIR_RAT, {
      rats: ['KH', 'KS'],
      deck: ['8C'],
    });
    expect([...skip(s).playerDebt].sort()).toEqual(['2C', '8C']);
    const first = resolving(
      ['2D', '2S', '7D', '9S', 'JD'],
      PAIR_RAT,
      { rats: ['KH', 'KS'] },
      { players: 2, firstGame: true },
    );
    expect(skip(first).playerDebt).toEqual(['2C']);
  });

  it('♠: the first card of each round goes face down, with no action, no Joker, and cannot be swapped', () => {
    const s = arrange(
      { players: 2, characters: ['D', 'H'] },
      {
        rats: ['KS', 'KH'],
        hands: [
          ['2H', '3S', '4D'],
          ['5D', '6D', '7D'],
        ],
        jokers: { unearned: ['JK2'], earned: ['JK1'] },
      },
    );
    expect(game.legalActions(s, 0).map((a) => a.type)).not.toContain('joker');
    const t = play(s, { type: 'play', seat: 0, card: '2H' });
    expect(t.round.collective).toEqual([{ card: '2H', faceDown: true, by: 0 }]);
    expect(t.current).toBe(1);
    expect(game.view(t, 1).collective).toEqual([{ card: null, by: 0, faceDown: true }]);
    expect(game.view(t, 0).collective[0]!.card).toBe('2H');
    // The log is public: it says a card went face down, not which.
    expect(game.describe({ type: 'play', seat: 0, card: '2H' }, s)).toBe(
      'Seat 1 plays a card face down into the collective hand',
    );
    const u = play(t, { type: 'play', seat: 1, card: '5D' });
    expect(game.describe({ type: 'play', seat: 1, card: '5D' }, t)).toBe(
      'Seat 2 plays 5♦ into the collective hand',
    );
    expect(game.legalActions(u, 1).filter((a) => a.type === 'diamond')).toEqual([]);
  });

  it('♣: the Rat’s hand has 2 extra face-down cards', () => {
    const t = skip(resolving(FLUSH, PAIR_RAT, { rats: ['KC', 'KH'] }));
    expect(t.round.ratDown).toHaveLength(4);
  });

  it('♦: round setup deals the top deck card as the first collective card, which triggers nothing', () => {
    const t = skip(resolving(FLUSH, PAIR_RAT, { rats: ['KD', 'KH'] }));
    expect(t.round.collective).toHaveLength(1);
    expect(t.round.collective[0]!.by).toBeNull();
    expect(t.phase).toBe('turn');
  });

  it('are left out in the first game', () => {
    const t = skip(
      resolving(FLUSH, PAIR_RAT, { rats: ['KD', 'KH'] }, { players: 2, firstGame: true }),
    );
    expect(t.round.collective).toEqual([]);
    const c = skip(
      resolving(FLUSH, PAIR_RAT, { rats: ['KC', 'KH'] }, { players: 2, firstGame: true }),
    );
    expect(c.round.ratDown).toHaveLength(2);
  });
});

describe('defeating a River Rat', () => {
  const defeat = (rats: [string, string], extra: Layout = {}) =>
    skip(resolving(FLUSH, PAIR_RAT, { rats, ratDebt: ['3D', '4D', '6D', '8D'], ...extra }));

  it('at 5 Debt: its Debt is discarded, the second Rat turns up, and the first stays a card of its hand', () => {
    const t = defeat(['KS', 'KH']);
    expect(t.activeRat).toBe(1);
    expect(t.ratDebt).toEqual([]);
    expect(t.discard).toEqual(expect.arrayContaining(['3D', '4D', '6D', '8D', '2C']));
    // The Debt lay face down: it joins the discard pile unseen.
    expect(game.view(t, 0).discardSeen).not.toContain('3D');
    expect(game.view(t, 0).discardSeen).toContain('JD');
    expect(t.last!.ratDefeated).toBe('KS');
    expect(game.view(t, 0).rat).toMatchObject({ king: 'KH', defeated: ['KS'] });
    expect(invariants(t)).toEqual([]);
  });

  it('♥ bonus: 1 Debt comes off the players', () => {
    expect(defeat(['KH', 'KS'], { playerDebt: ['9C', '10C'] }).playerDebt).toEqual(['9C']);
  });

  it('♠ bonus: the Market holds 4 and refills at 3 or fewer', () => {
    const t = defeat(['KS', 'KH']);
    expect([t.marketCapacity, t.marketRefillAt]).toEqual([4, 3]);
    expect(t.market).toHaveLength(4);
  });

  it('♣ bonus: the next Rat has 1 face-down card fewer', () => {
    expect(defeat(['KC', 'KH']).round.ratDown).toHaveLength(1);
    expect(defeat(['KC', 'KH'], {}).fewerFaceDown).toBe(1);
  });

  it('♦ bonus: later collective hands hold 6 cards', () => {
    const t = defeat(['KD', 'KH']);
    expect(t.collectiveSize).toBe(6);
  });

  it('the players win when the second Rat is defeated', () => {
    const t = defeat(['KS', 'KH'], { activeRat: 1 });
    expect(t.outcome).toBe('won');
    expect(game.next(t)).toMatchObject({ kind: 'end', outcome: { winners: [0, 1] } });
    expect(game.legalActions(t, 0)).toEqual([]);
  });

  it('the players lose when their Debt reaches 5', () => {
    const t = skip(
      resolving(['2D', '2S', '7D', '9S', 'JD'], PAIR_RAT, { playerDebt: ['3D', '4D', '6D', '8D'] }),
    );
    expect(t.outcome).toBe('lost');
    expect(game.next(t)).toMatchObject({ kind: 'end', outcome: { winners: [] } });
    expect(invariants(t)).toEqual([]);
  });
});

describe('six-card collective hands', () => {
  it('are resolved on the best five', () => {
    const s = resolving(['2C', ...FLUSH], PAIR_RAT, { collectiveSize: 6 });
    expect(skip(s).last).toMatchObject({ playersCategory: 'flush', playersWon: true });
    const short = resolving(FLUSH, PAIR_RAT, { collectiveSize: 6 });
    expect(skip(short).phase).toBe('turn');
    expect(skip(short).round.collective).toHaveLength(5);
  });
});

describe('Advanced', () => {
  const advanced = {
    players: 2,
    mode: 'advanced' as const,
    characters: ['S' as const, 'H' as const],
  };

  it('gives the Rat 1 extra face-down card each round', () => {
    expect(skip(resolving(FLUSH, PAIR_RAT, {}, advanced)).round.ratDown).toHaveLength(3);
  });

  it('uses a set-aside Joker at resolution: one Rat card out, two face-down cards in, the Joker out of the game', () => {
    const s = resolving(
      FLUSH,
      ['QC', 'QS', '3S', '4C', '8H', '10S', '6C'],
      {
        round: { asideJoker: 'JK1', jokerUsed: true },
        jokers: { unearned: ['JK2'], earned: [] },
        deck: ['2S', '7S'],
      },
      advanced,
    );
    const t = skip(s);
    expect(t.phase).toBe('joker-remove');
    expect(game.legalActions(t, 0)).toHaveLength(7);
    const u = play(t, { type: 'remove', seat: 0, target: 'QS' });
    expect(u.last!.rat).toEqual(expect.arrayContaining(['2S', '7S', 'QC']));
    expect(u.last!.rat).not.toContain('QS');
    expect(u.removed).toContain('JK1');
    expect(invariants(u)).toEqual([]);
  });
});

describe('Expert', () => {
  const expert = { players: 2, mode: 'expert' as const, characters: ['S' as const, 'H' as const] };
  const withJoker = (deck: string[]) =>
    skip(
      resolving(
        ['2D', '2S', '7D', '9S', 'JD'],
        PAIR_RAT,
        { jokers: { unearned: ['JK2'], earned: ['JK1'] }, deck },
        expert,
      ),
    );

  it('gives the Rat 2 extra face-down cards each round', () => {
    expect(skip(resolving(FLUSH, PAIR_RAT, {}, expert)).round.ratDown).toHaveLength(4);
  });

  it('offers the Joker only at resolution, where revealed cards join the collective hand', () => {
    const s = withJoker(['7C', '7H']);
    expect(s.phase).toBe('expert-joker');
    const revealing = play(
      s,
      { type: 'joker', seat: 0 },
      { type: 'reveal', seat: 0 },
      { type: 'reveal', seat: 0 },
    );
    expect(revealing.round.collective.map((c) => c.card)).toEqual([
      '2D',
      '2S',
      '7D',
      '9S',
      'JD',
      '7C',
      '7H',
    ]);
    const done = skip(revealing);
    expect(done.last).toMatchObject({ playersCategory: 'full house', playersWon: true });
    expect(done.removed).toContain('JK1');
    expect(invariants(done)).toEqual([]);
  });

  it('loses every revealed card and adds 1 Debt when a card of the active Rat’s suit turns up', () => {
    const s = play(
      withJoker(['7H', '8S', '10D']),
      { type: 'joker', seat: 0 },
      { type: 'reveal', seat: 0 },
    );
    const t = play(s, { type: 'reveal', seat: 0 });
    expect(t.discard).toEqual(expect.arrayContaining(['7H', '8S']));
    expect(t.last).toMatchObject({ playersWon: false });
    // 1 Debt for the spade, then the round's own Debt.
    expect([...t.playerDebt].sort()).toEqual(['10D', '2C']);
  });

  it('ends the game at once if that Debt is the fifth', () => {
    const s = play(
      skip(
        resolving(
          FLUSH,
          PAIR_RAT,
          {
            jokers: { unearned: [], earned: ['JK1'] },
            deck: ['8S'],
            playerDebt: ['3D', '4D', '6D', '8D'],
          },
          expert,
        ),
      ),
      { type: 'joker', seat: 0 },
      { type: 'reveal', seat: 0 },
    );
    expect(s.outcome).toBe('lost');
    expect(invariants(s)).toEqual([]);
  });
});

describe('views and undo', () => {
  it('show a seat its own hand and only the sizes of what it cannot see', () => {
    const s = game.setup({ players: 3 } as never, 'view');
    const v = game.view(s, 1);
    expect(v.hand).toEqual(s.hands[1]);
    expect(v.handSizes).toEqual([2, 2, 2]);
    const text = JSON.stringify(v);
    for (const card of [...s.hands[0]!, ...s.hands[2]!, ...s.round.ratDown, s.rats[1]])
      expect(text).not.toContain(`"${card}"`);
    expect(game.view(s, 'public').hand).toBeNull();
  });

  it('make drawing from the deck, flips and resolutions barriers, and plain choices undoable', () => {
    const s = arrange(
      { players: 2 },
      { hands: [['2H', '3S'], []], market: ['6H', '7S', '8C', '9C'] },
    );
    expect(game.isUndoBarrier!(s, { type: 'draw', seat: 0, card: null })).toBe(true);
    expect(game.isUndoBarrier!(s, { type: 'draw', seat: 0, card: '6H' })).toBe(false);
    expect(
      game.isUndoBarrier!(skip(resolving(FLUSH, PAIR_RAT)), { type: 'draw', seat: 1, card: null }),
    ).toBe(true);
    const r = resolving(FLUSH, PAIR_RAT);
    expect(game.isUndoBarrier!(r, { type: 'skip', seat: 0 })).toBe(true);
  });

  it('describe every action in words', () => {
    const s = arrange({ players: 2 }, { hands: [['10H', '3S'], []] });
    expect(game.describe({ type: 'draw', seat: 0, card: null }, s)).toBe(
      'Seat 1 draws from the deck',
    );
    expect(game.describe({ type: 'play', seat: 0, card: '10H' }, s)).toBe(
      'Seat 1 plays 10♥ into the collective hand',
    );
  });
});
