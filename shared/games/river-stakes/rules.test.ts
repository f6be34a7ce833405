import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../../engine/contract';
import { busts, legalChoices as choicesOf, pairingOptions } from './choices';
import { game, type StakesAction, type StakesState } from './index';
import { allThrows, bustingThrows } from './odds';
import { PATH_LENGTH, PATHS, pairingsOf } from './rules';
import { BOARD_SLOTS } from './state';

const throwOf = (seat: number, ...faces: number[]): StakesAction => ({
  type: 'throw',
  seat,
  faces,
});
const play = (state: StakesState, ...actions: StakesAction[]): StakesState =>
  actions.reduce((s, a) => game.apply(s, a), state);

/** A game past the start throw, seat 0 to throw, with the board as given. */
function position(
  patch: Partial<StakesState> = {},
  players = 2,
  securing: 'immediate' | 'on-stop' = 'immediate',
): StakesState {
  const started = play(game.setup({ players, securing }, 1), throwOf(0, 6, 6), throwOf(1, 1, 1));
  return { ...started, ...patch };
}

function members(rows: Record<number, Record<number, number>>, players = 2): number[][] {
  return Array.from({ length: players }, (_, seat) =>
    Array.from({ length: BOARD_SLOTS }, (_, path) => rows[seat]?.[path] ?? 0),
  );
}

/** The distinct sums a throw lets the player move. */
const legalChoices = (state: StakesState, faces: readonly number[]): (readonly number[])[] =>
  choicesOf(state, faces).map((c) => c.sums);

function refusal(state: StakesState, action: StakesAction): string {
  try {
    game.apply(state, action);
  } catch (error) {
    if (error instanceof IllegalActionError) return error.reason;
    throw error;
  }
  throw new Error('the action was accepted');
}

describe('River Stakes: facts over all 1296 throws', () => {
  it('makes each single sum in the published number of throws', () => {
    const counts = PATHS.map(
      (s) => allThrows().filter((f) => pairingsOf(f).some(([a, b]) => a === s || b === s)).length,
    );
    expect(counts).toEqual([171, 302, 461, 580, 727, 834, 727, 580, 461, 302, 171]);
  });

  it('avoids a bust with leaders on 6, 7, 8 in 1192 throws, and on 2, 3, 12 in 568', () => {
    const on = (...paths: number[]) =>
      position({ leaders: paths.map((path) => ({ path, position: 1 })) });
    expect(1296 - bustingThrows(on(6, 7, 8))).toBe(1192);
    expect(1296 - bustingThrows(on(2, 3, 12))).toBe(568);
  });
});

describe('River Stakes: the start', () => {
  it('asks every player for two dice and lets the highest start', () => {
    let s = game.setup({ players: 3, securing: 'immediate' }, 1);
    expect(game.next(s)).toMatchObject({
      kind: 'throw',
      seat: 0,
      dice: ['d6', 'd6'],
      purpose: 'start',
    });
    s = play(s, throwOf(0, 2, 3), throwOf(1, 6, 5), throwOf(2, 4, 4));
    expect(s.current).toBe(1);
    expect(game.next(s)).toMatchObject({
      kind: 'throw',
      seat: 1,
      dice: ['d6', 'd6', 'd6', 'd6'],
      purpose: 'turn',
    });
  });

  it('has only the tied players throw again', () => {
    let s = play(
      game.setup({ players: 3, securing: 'immediate' }, 1),
      throwOf(0, 6, 5),
      throwOf(1, 1, 1),
      throwOf(2, 5, 6),
    );
    expect(s.start.contenders).toEqual([0, 2]);
    expect(game.next(s)).toMatchObject({ kind: 'throw', seat: 0 });
    expect(refusal(s, throwOf(1, 6, 6))).toMatch(/Seat 1 throws these dice/);
    s = play(s, throwOf(0, 1, 2), throwOf(2, 3, 3));
    expect(s.current).toBe(2);
  });
});

describe('River Stakes: pairing and placing', () => {
  it('offers the three pairings and must use both sums when it can', () => {
    const s = play(position(), throwOf(0, 1, 2, 3, 4));
    expect(s.phase).toBe('choose');
    expect(legalChoices(s, s.faces!)).toEqual([
      [3, 7],
      [4, 6],
      [5, 5],
    ]);
    expect(refusal(s, { type: 'choose', seat: 0, pairing: 0, sums: [3] })).toBe(
      'With 3 and 7 both sums can be used, so both must be: move on paths 3 and 7.',
    );
    expect(refusal(s, { type: 'choose', seat: 0, pairing: 2, sums: [5] })).toBe(
      'With 5 and 5 both sums can be used, so both must be: move two steps on path 5.',
    );
    expect(refusal(s, { type: 'choose', seat: 0, pairing: 1, sums: [3, 7] })).toMatch(
      /With 4 and 6 both sums can be used/,
    );
    expect(refusal(s, { type: 'choose', seat: 0, pairing: 3, sums: [3, 7] })).toMatch(
      /pairing 0, 1 or 2/,
    );
  });

  it('moves one leader two steps for equal sums, the placement being the first step', () => {
    const s = play(position(), throwOf(0, 1, 4, 2, 3), { type: 'choose', seat: 0, sums: [5, 5] });
    expect(s.leaders).toEqual([{ path: 5, position: 2 }]);
  });

  it('lets the player choose which sum when only one leader is free and both need one', () => {
    const s = play(
      position({
        leaders: [
          { path: 2, position: 1 },
          { path: 12, position: 1 },
        ],
      }),
      throwOf(0, 3, 3, 4, 4),
    );
    // Pairings: 6+8, 7+7, 7+7. 6 and 8 both need a new leader; 7 needs one too and moves two steps.
    expect(legalChoices(s, s.faces!)).toEqual([[6], [8], [7, 7]]);
  });

  it('skips occupied positions when placing and stepping, whoever stands there', () => {
    const board = position({ members: members({ 0: { 7: 2 }, 1: { 7: 3 } }) });
    const s = play(board, throwOf(0, 3, 4, 1, 1), { type: 'choose', seat: 0, sums: [7, 2] });
    // Seat 0's member is on 7/2, seat 1's on 7/3: the new leader goes beyond both to 7/4.
    expect(s.leaders).toContainEqual({ path: 7, position: 4 });
  });

  it('busts when no pairing can be used: progress is lost and the turn passes', () => {
    const board = position({
      leaders: [
        { path: 2, position: 1 },
        { path: 3, position: 1 },
        { path: 12, position: 1 },
      ],
    });
    expect(busts(board, [5, 5, 5, 5])).toBe(true);
    const s = play(board, throwOf(0, 5, 5, 5, 5));
    expect(s.leaders).toEqual([]);
    expect(s.current).toBe(1);
    expect(s.story.busts).toEqual([1, 0]);
    expect(game.describe(throwOf(0, 5, 5, 5, 5), board)).toMatch(/busts/);
  });

  it('shows why a pairing cannot be used', () => {
    const board = position({
      leaders: [
        { path: 2, position: 1 },
        { path: 3, position: 1 },
        { path: 12, position: 1 },
      ],
    });
    const options = pairingOptions(board, [1, 1, 6, 5]);
    expect(options.find((o) => o.pairing[0] === 7)?.reason).toBe(
      'all three leaders are on other paths',
    );
    expect(options.find((o) => o.pairing[0] === 2)?.reason).toBeNull();
    expect(options.map((o) => o.dice)).toEqual([
      [
        [0, 1],
        [2, 3],
      ],
      [
        [0, 2],
        [1, 3],
      ],
      [
        [0, 3],
        [1, 2],
      ],
    ]);
  });
});

describe('River Stakes: stopping, securing and winning', () => {
  it('turns leaders into team members on stop, moving the member up', () => {
    const board = position({ members: members({ 0: { 4: 2 } }) });
    const s = play(
      board,
      throwOf(0, 1, 3, 1, 1),
      { type: 'choose', seat: 0, sums: [4, 2] },
      { type: 'stop', seat: 0 },
    );
    expect(s.members[0]![4]).toBe(3);
    expect(s.members[0]![2]).toBe(1);
    expect(s.leaders).toEqual([]);
    expect(s.current).toBe(1);
  });

  it('secures a path the moment a leader reaches the stepping stone (immediate)', () => {
    const board = position({ members: members({ 0: { 2: 2 }, 1: { 2: 1 } }) });
    const s = play(board, throwOf(0, 1, 1, 3, 4), { type: 'choose', seat: 0, sums: [2, 7] });
    expect(s.secured[2]).toBe(0);
    expect(s.members[0]![2]).toBe(PATH_LENGTH[2]);
    expect(s.members[1]![2]).toBe(0); // the other team's member went home
    expect(s.leaders.map((l) => l.path)).toEqual([7]); // the leader went back to the pool
    // A secured path stays secured even if the turn then busts.
    const busted = play(
      {
        ...s,
        leaders: [
          { path: 3, position: 1 },
          { path: 7, position: 1 },
          { path: 12, position: 1 },
        ],
      },
      { type: 'continue', seat: 0 },
      throwOf(0, 1, 1, 1, 1),
    );
    expect(busted.secured[2]).toBe(0);
    expect(legalChoices(busted, [1, 1, 2, 2])).not.toContainEqual([2, 4]);
  });

  it('secures only on stop, and loses it on a bust, with the on-stop option', () => {
    const board = position({ members: members({ 0: { 2: 2 } }) }, 2, 'on-stop');
    const s = play(board, throwOf(0, 1, 1, 3, 4), { type: 'choose', seat: 0, sums: [2, 7] });
    expect(s.secured[2]).toBeNull();
    expect(legalChoices(s, [1, 1, 1, 1])).toEqual([]); // path 2's leader is at the top: nowhere to go
    const stopped = play(s, { type: 'stop', seat: 0 });
    expect(stopped.secured[2]).toBe(0);
    const busted = play(
      { ...s, leaders: [...s.leaders, { path: 12, position: 1 }] },
      { type: 'continue', seat: 0 },
      throwOf(0, 1, 1, 1, 1),
    );
    expect(busted.secured[2]).toBeNull();
  });

  it('wins at once with a third path, even mid-turn', () => {
    const secured = new Array<number | null>(BOARD_SLOTS).fill(null);
    secured[3] = 0;
    secured[11] = 0;
    const board = position({ secured, members: members({ 0: { 3: 5, 11: 5, 2: 2 } }) });
    const s = play(board, throwOf(0, 1, 1, 2, 2));
    const won = play(s, {
      type: 'choose',
      seat: 0,
      sums: legalChoices(s, s.faces!).find((c) => c.includes(2))!,
      pairing: choicesOf(s, s.faces!).find((c) => c.sums.includes(2))!.pairing,
    });
    expect(won.winner).toBe(0);
    expect(game.next(won)).toMatchObject({
      kind: 'end',
      outcome: { winners: [0], summary: 'Seat 1 secured paths 2, 3 and 11.' },
    });
    expect(refusal(won, { type: 'stop', seat: 0 })).toMatch(/over/);
  });

  it('refuses out-of-turn and out-of-phase actions with reasons', () => {
    const s = position();
    expect(refusal(s, { type: 'stop', seat: 0 })).toMatch(/nothing to continue or stop/);
    expect(refusal(s, throwOf(1, 1, 2, 3, 4))).toMatch(/Seat 1 throws/);
    expect(refusal(s, throwOf(0, 1, 2, 3))).toMatch(/Expected 4 faces/);
    const thrown = play(s, throwOf(0, 1, 2, 3, 4));
    expect(refusal(thrown, { type: 'choose', seat: 1, sums: [3, 7] })).toMatch(/turn/);
    expect(refusal(thrown, { type: 'continue', seat: 0 })).toMatch(/Choose a pairing first/);
  });
});
