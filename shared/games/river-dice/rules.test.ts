import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../../engine/contract';
import { game, type RiverAction, type RiverState } from './index';

const setup = (
  players: number,
  options: Partial<{ purse: number; ante: number; rounds: number }> = {},
) => game.setup({ players, ...options } as never, 1);

function play(state: RiverState, ...actions: RiverAction[]): RiverState {
  return actions.reduce((s, a) => game.apply(s, a), state);
}

/** Throws each playing seat's hole dice, then the banker's. */
function deal(
  state: RiverState,
  holes: readonly number[][],
  banker: readonly number[],
): RiverState {
  let s = state;
  for (const faces of holes) {
    const pending = game.next(s);
    if (pending.kind !== 'throw') throw new Error('expected a hole throw');
    s = game.apply(s, { type: 'throw', seat: pending.seat, faces: [...faces] });
  }
  return game.apply(s, { type: 'throw', seat: null, faces: [...banker] });
}

const bid = (seat: number, amount: number): RiverAction => ({ type: 'bid', seat, amount });
const pass = (seat: number): RiverAction => ({ type: 'pass', seat });
const passAll = (order: number[]): RiverAction[] => order.map(pass);

function refused(state: RiverState, action: RiverAction): string {
  try {
    game.apply(state, action);
  } catch (error) {
    if (error instanceof IllegalActionError) return `${error.code}: ${error.reason}`;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(action)}`);
}

describe('a round of River', () => {
  it('starts with the ante in the pot and a hidden hole throw for each player in seat order', () => {
    const s = setup(3);
    expect(s.config).toEqual({ players: 3, purse: 100, ante: 5, rounds: 10 });
    expect(s.purses).toEqual([95, 95, 95]);
    expect(s.pot).toBe(15);
    expect(s.round).toBe(1);
    expect(game.next(s)).toEqual({
      kind: 'throw',
      seat: 0,
      dice: ['d4', 'd6', 'd8', 'd10', 'd12'],
      purpose: 'hole',
      hidden: true,
    });
    const after = play(s, { type: 'throw', seat: 0, faces: [1, 2, 3, 4, 5] });
    expect(game.next(after)).toMatchObject({ kind: 'throw', seat: 1, hidden: true });
    expect(refused(after, { type: 'throw', seat: 2, faces: [1, 2, 3, 4, 5] })).toMatch(
      /^not-your-turn/,
    );
    expect(refused(after, { type: 'throw', seat: 1, faces: [5, 2, 3, 4, 5] })).toMatch(
      /^bad-throw: A d4 cannot show 5/,
    );
  });

  it('shows each player only their own hole dice, and the log never names them', () => {
    let s = setup(3);
    s = play(s, { type: 'throw', seat: 0, faces: [4, 6, 8, 10, 12] });
    expect(game.view(s, 0).hole[0]).toEqual([4, 6, 8, 10, 12]);
    expect(game.view(s, 1).hole).toEqual([null, null, null]);
    expect(game.view(s, 'public').hole).toEqual([null, null, null]);
    expect(game.view(s, 1).thrown).toEqual([true, false, false]);
    const line = game.describe({ type: 'throw', seat: 1, faces: [3, 5, 7, 9, 11] }, s);
    expect(line).toBe('Seat 2 throws the hole dice under the cup');
    expect(line).not.toMatch(/\d{2}/);
  });

  it('has the banker throw in the open, then auctions the d4 first, the first bidder opening', () => {
    let s = setup(3);
    s = deal(
      s,
      [
        [1, 1, 1, 1, 1],
        [2, 2, 2, 2, 2],
        [3, 3, 3, 3, 3],
      ],
      [1, 2, 3, 4, 5],
    );
    expect(s.banker).toEqual([1, 2, 3, 4, 5]);
    expect(game.next(s)).toEqual({
      kind: 'decision',
      seats: [0],
      prompt: "Bid on the banker's d4, or pass",
    });
    expect(game.legalActions(s, 0).slice(0, 3)).toEqual([pass(0), bid(0, 1), bid(0, 2)]);
    expect(game.legalActions(s, 0)).toHaveLength(1 + 95);
    expect(game.legalActions(s, 1)).toEqual([]);
  });

  it('runs an open auction: raises above the high bid, passes drop out, the last bidder pays', () => {
    let s = deal(
      setup(3),
      [
        [1, 1, 1, 1, 1],
        [2, 2, 2, 2, 2],
        [3, 3, 3, 3, 3],
      ],
      [4, 6, 8, 10, 12],
    );
    s = play(s, bid(0, 3));
    expect(refused(s, bid(1, 3))).toBe('illegal-move: A bid must be a whole number above 3 gold.');
    expect(refused(s, bid(1, 96))).toBe('illegal-move: Seat 2 has only 95 gold to bid.');
    expect(refused(s, bid(2, 4))).toMatch(/^not-your-turn: It is Seat 2's turn/);
    s = play(s, pass(1), bid(2, 5));
    // Seat 2 passed and is out of this die's auction: the turn goes back to Seat 1.
    expect(game.next(s)).toMatchObject({
      seats: [0],
      prompt: "Bid on the banker's d4: beat 5 gold, or pass",
    });
    const line = game.describe(pass(0), s);
    s = play(s, pass(0));
    expect(line).toBe("Seat 1 passes on the banker's d4; Seat 3 buys the d4 for 5 gold");
    expect(s.owners[0]).toBe(2);
    expect(s.prices[0]).toBe(5);
    expect(s.purses).toEqual([95, 95, 90]);
    expect(s.pot).toBe(20);
    // The d6 opens with the same first bidder.
    expect(s.auction).toMatchObject({ die: 1, high: 0, leader: null, turn: 0 });
  });

  it('throws a die away when nobody bids, and skips a player who cannot beat the high bid', () => {
    let s = deal(
      setup(3, { purse: 12, ante: 2 }),
      [
        [1, 1, 1, 1, 1],
        [2, 2, 2, 2, 2],
        [3, 3, 3, 3, 3],
      ],
      [4, 6, 8, 10, 12],
    );
    s = play(s, ...passAll([0, 1, 2]));
    expect(s.owners[0]).toBeNull();
    expect(s.pot).toBe(6);
    // Seat 1 bids all its 10 gold: nobody can beat that, so the d6 is sold at once.
    s = play(s, bid(0, 10));
    expect(s.owners[1]).toBe(0);
    expect(s.purses).toEqual([0, 10, 10]);
    // Seat 1 has nothing left: the d8's auction starts with Seat 2.
    expect(s.auction).toMatchObject({ die: 2, turn: 1, bidding: [1, 2] });
    s = play(s, bid(1, 10));
    expect(s.owners[2]).toBe(1);
    expect(s.auction).toMatchObject({ die: 3, turn: 2, bidding: [2] });
  });

  it('lets each buyer choose, per size, the hole die or the bought one; the best hand takes the pot', () => {
    let s = deal(
      setup(3),
      [
        [1, 1, 1, 1, 1],
        [2, 2, 2, 2, 2],
        [1, 2, 3, 4, 5],
      ],
      [4, 6, 8, 10, 12],
    );
    s = play(s, pass(0), pass(1), bid(2, 1)); // seat 3 buys the d4
    s = play(s, bid(0, 2), pass(1), pass(2)); // seat 1 buys the d6
    s = play(s, ...passAll([0, 1, 2]), ...passAll([0, 1, 2]), ...passAll([0, 1, 2]));
    expect(s.phase).toBe('hand');
    expect(game.next(s)).toMatchObject({ kind: 'decision', seats: [0, 2] });
    expect(game.legalActions(s, 0)).toEqual([
      { type: 'keep', seat: 0, banker: [] },
      { type: 'keep', seat: 0, banker: ['d6'] },
    ]);
    expect(game.legalActions(s, 1)).toEqual([]);
    expect(refused(s, { type: 'keep', seat: 0, banker: ['d8'] })).toBe(
      "illegal-move: Seat 1 did not buy the banker's d8.",
    );
    expect(refused(s, { type: 'keep', seat: 1, banker: [] })).toBe(
      'not-your-turn: Seat 2 bought no banker dice.',
    );
    s = play(s, { type: 'keep', seat: 0, banker: ['d6'] });
    expect(game.view(s, 2).keeps).toEqual([null, null, null]);
    expect(game.view(s, 2).chosen).toEqual([true, false, false]);
    expect(refused(s, { type: 'keep', seat: 0, banker: [] })).toMatch(
      /^not-your-turn: Seat 1 has chosen already/,
    );
    // Seat 3 keeps its hole 1 2 3 4 5 (Low River, row 26) rather than the bought 4.
    const last: RiverAction = { type: 'keep', seat: 2, banker: [] };
    expect(game.isUndoBarrier!(s, last)).toBe(true);
    expect(game.describe(last, s)).toBe(
      'Seat 3 chooses a hand; showdown: Seat 3 takes the pot of 18 gold with Low River (1 2 3 4 5)',
    );
    s = play(s, last);
    expect(s.showdown).toMatchObject({ round: 1, pot: 18, winners: [2], share: 18, left: 0 });
    expect(s.showdown!.hands.map((h) => [h.seat, h.row, h.values])).toEqual([
      [0, 34, [1, 6, 1, 1, 1]],
      [1, 30, [2, 2, 2, 2, 2]],
      [2, 26, [1, 2, 3, 4, 5]],
    ]);
    // Seat 2's Quintuple 2s (row 30) lost to row 26; seat 1 kept the bought d6 (hole false).
    expect(s.showdown!.hands[0]!.hole).toEqual([true, false, true, true, true]);
    expect(s.purses).toEqual([88, 90, 107]);
  });

  it('goes straight to the showdown when nobody bought a die', () => {
    let s = deal(
      setup(2),
      [
        [1, 1, 1, 1, 12],
        [1, 1, 1, 1, 11],
      ],
      [4, 6, 8, 10, 12],
    );
    s = play(s, ...Array.from({ length: 5 }, () => passAll([0, 1])).flat());
    expect(s.showdown).toMatchObject({ winners: [0], pot: 10 });
    expect(s.round).toBe(2);
    expect(s.purses).toEqual([100, 90]);
  });
});

describe('ties and split pots', () => {
  it('splits the pot between equal hands; an odd coin stays in the pot for the next round', () => {
    let s = deal(
      setup(3),
      [
        [1, 2, 7, 8, 9],
        [1, 2, 7, 8, 9],
        [1, 1, 1, 1, 1],
      ],
      [4, 6, 8, 10, 12],
    );
    s = play(s, bid(0, 1), pass(1), pass(2));
    s = play(s, ...Array.from({ length: 4 }, () => passAll([0, 1, 2])).flat());
    s = play(s, { type: 'keep', seat: 0, banker: [] });
    expect(s.showdown).toMatchObject({ pot: 16, winners: [0, 1], share: 8, left: 0 });
    let t = deal(
      setup(2),
      [
        [1, 2, 7, 8, 9],
        [1, 2, 7, 8, 9],
      ],
      [4, 6, 8, 10, 12],
    );
    t = play(t, bid(0, 1), pass(1));
    t = play(t, ...Array.from({ length: 4 }, () => passAll([0, 1])).flat());
    const line = game.describe({ type: 'keep', seat: 0, banker: [] }, t);
    t = play(t, { type: 'keep', seat: 0, banker: [] });
    expect(t.showdown).toMatchObject({ pot: 11, winners: [0, 1], share: 5, left: 1 });
    expect(line).toMatch(
      /Seat 1 and Seat 2 tie with High Flop \(1 2 7 8 9\) and take 5 gold each; 1 gold stays in the pot$/,
    );
    expect(t.pot).toBe(1 + 10);
    expect(t.purses).toEqual([94 + 5 - 5, 95 + 5 - 5]);
  });

  it('breaks a tie on the hole dice kept before the other values: a bought die counts for less', () => {
    // Both end with 2 3 5 9 11 (High 11/12); seat 1 has it all in the hole, seat 2 bought the 11.
    let s = deal(
      setup(2),
      [
        [2, 3, 5, 9, 11],
        [2, 3, 5, 9, 1],
      ],
      [1, 1, 1, 1, 11],
    );
    s = play(s, ...Array.from({ length: 4 }, () => passAll([0, 1])).flat());
    s = play(s, pass(0), bid(1, 1));
    s = play(s, { type: 'keep', seat: 1, banker: ['d12'] });
    expect(s.showdown!.hands.map((h) => h.values)).toEqual([
      [2, 3, 5, 9, 11],
      [2, 3, 5, 9, 11],
    ]);
    expect(s.showdown!.winners).toEqual([0]);
  });
});

describe('rounds, going out and the end of the game', () => {
  it('moves the first bid one seat to the left each round', () => {
    let s = setup(3);
    expect(s.firstBidder).toBe(0);
    s = deal(
      s,
      [
        [1, 1, 1, 1, 1],
        [1, 1, 1, 1, 2],
        [1, 1, 1, 1, 3],
      ],
      [1, 1, 1, 1, 1],
    );
    s = play(s, ...Array.from({ length: 5 }, () => passAll([0, 1, 2])).flat());
    expect(s.round).toBe(2);
    expect(s.firstBidder).toBe(1);
    s = deal(
      s,
      [
        [1, 1, 1, 1, 1],
        [1, 1, 1, 1, 2],
        [1, 1, 1, 1, 3],
      ],
      [1, 1, 1, 1, 1],
    );
    expect(s.auction!.turn).toBe(1);
    s = play(s, ...Array.from({ length: 5 }, () => passAll([1, 2, 0])).flat());
    expect(s.firstBidder).toBe(2);
  });

  it('puts out a player who cannot pay the ante, and skips them as first bidder', () => {
    // Ante 4 from 8: seat 1 spends all it has left on a die and loses; seat 3 can just pay again.
    let s = deal(
      setup(3, { purse: 8, ante: 4 }),
      [
        [1, 1, 1, 1, 1],
        [1, 1, 1, 1, 12],
        [1, 1, 1, 1, 11],
      ],
      [1, 1, 1, 1, 1],
    );
    // Nobody else can beat a bid of everything they have: the d4 is sold at once.
    s = play(s, bid(0, 4));
    s = play(s, ...Array.from({ length: 4 }, () => passAll([1, 2])).flat());
    s = play(s, { type: 'keep', seat: 0, banker: [] });
    expect(s.showdown!.winners).toEqual([1]);
    expect(s.out).toEqual([true, false, false]);
    expect(s.playing).toEqual([1, 2]);
    expect(s.purses).toEqual([0, 16, 0]);
    expect(s.pot).toBe(8);
    expect(s.firstBidder).toBe(1);
    expect(game.next(s)).toMatchObject({ kind: 'throw', seat: 1 });
  });

  it('ends when fewer than two players can pay the ante: the richest wins', () => {
    let s = deal(
      setup(2, { purse: 5, ante: 3 }),
      [
        [1, 1, 1, 1, 12],
        [1, 1, 1, 1, 1],
      ],
      [1, 1, 1, 1, 1],
    );
    s = play(s, ...Array.from({ length: 5 }, () => passAll([0, 1])).flat());
    expect(s.phase).toBe('over');
    expect(s.purses).toEqual([8, 2]);
    expect(game.next(s)).toEqual({
      kind: 'end',
      outcome: { winners: [0], summary: 'Seat 1 wins with 8 gold after 1 round.' },
    });
    expect(refused(s, pass(0))).toBe('game-over: The game is over.');
    expect(game.legalActions(s, 0)).toEqual([]);
  });

  it('ends after the set number of rounds; equal purses share the lead', () => {
    let s = setup(2, { rounds: 1 });
    s = deal(
      s,
      [
        [1, 2, 7, 8, 9],
        [1, 2, 7, 8, 9],
      ],
      [1, 1, 1, 1, 1],
    );
    s = play(s, ...Array.from({ length: 5 }, () => passAll([0, 1])).flat());
    expect(game.next(s)).toEqual({
      kind: 'end',
      outcome: {
        winners: [0, 1],
        summary: 'Seat 1 and Seat 2 share the lead with 100 gold after 1 round.',
      },
    });
  });
});

describe('options and refusals', () => {
  it('takes purse, ante and rounds as options, and refuses impossible ones', () => {
    expect(setup(6, { purse: 40, ante: 2, rounds: 3 }).purses).toEqual([38, 38, 38, 38, 38, 38]);
    expect(() => setup(7)).toThrow();
    expect(() => setup(1)).toThrow();
    expect(() => setup(2, { purse: 5, ante: 6 })).toThrow(/ante/);
    expect(() => setup(2, { rounds: 0 })).toThrow();
  });

  it('refuses actions of the wrong phase and of unknown kinds, with reasons', () => {
    const s = setup(2);
    expect(refused(s, bid(0, 1))).toBe('wrong-phase: No banker die is up for auction now.');
    expect(refused(s, { type: 'keep', seat: 0, banker: [] })).toBe(
      'wrong-phase: Hands are chosen after the auction.',
    );
    expect(refused(s, { type: 'fold', seat: 0 } as unknown as RiverAction)).toBe(
      'malformed: River has no action "fold".',
    );
  });

  it('lets a bid be taken back, but not the action that brings on the showdown', () => {
    const s = deal(
      setup(2),
      [
        [1, 1, 1, 1, 1],
        [1, 1, 1, 1, 1],
      ],
      [1, 1, 1, 1, 1],
    );
    expect(game.isUndoBarrier!(s, bid(0, 1))).toBe(false);
    expect(game.isUndoBarrier!(s, pass(0))).toBe(false);
  });

  it('reads every kind of action back from a record, and refuses a malformed one', () => {
    const actions: RiverAction[] = [
      { type: 'throw', seat: 0, faces: [1, 2, 3, 4, 5] },
      { type: 'throw', seat: null, faces: [4, 6, 8, 10, 12] },
      bid(1, 7),
      pass(2),
      { type: 'keep', seat: 0, banker: ['d6', 'd12'] },
    ];
    for (const action of actions) expect(game.actionSchema.parse(action)).toEqual(action);
    expect(() => game.actionSchema.parse({ type: 'keep', seat: 0, banker: ['d20'] })).toThrow();
    expect(() => game.actionSchema.parse({ type: 'bid', seat: 0, amount: 0 })).toThrow();
  });

  it('logs the banker throw with its faces, and what a closing pass settles', () => {
    const s = deal(
      setup(2),
      [
        [1, 1, 1, 1, 1],
        [1, 1, 1, 1, 1],
      ],
      [1, 1, 1, 1, 1],
    );
    const before = play(
      setup(2),
      { type: 'throw', seat: 0, faces: [1, 1, 1, 1, 1] },
      { type: 'throw', seat: 1, faces: [1, 1, 1, 1, 1] },
    );
    expect(game.describe({ type: 'throw', seat: null, faces: [2, 6, 3, 10, 11] }, before)).toBe(
      'The banker throws d4 2, d6 6, d8 3, d10 10, d12 11',
    );
    expect(game.describe(pass(1), play(s, pass(0)))).toBe(
      "Seat 2 passes on the banker's d4; nobody buys the d4",
    );
  });

  it('resamples only what the viewer cannot see', () => {
    const s = deal(
      setup(3),
      [
        [1, 1, 1, 1, 1],
        [2, 2, 2, 2, 2],
        [3, 3, 3, 3, 3],
      ],
      [1, 1, 1, 1, 1],
    );
    const rng = { int: () => 0 } as never;
    const other = game.resampleHidden!(s, 1, rng);
    expect(other.hole[1]).toEqual([2, 2, 2, 2, 2]);
    expect(other.hole[0]).toEqual([1, 1, 1, 1, 1]);
    expect(game.view(other, 1)).toEqual(game.view(s, 1));
  });
});
