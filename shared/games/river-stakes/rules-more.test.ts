import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../../engine/contract';
import { newMatchRecord, type MatchRecord } from '../../engine/record';
import { takeBack } from '../../engine/undo';
import { legalChoices, pairingOptions } from './choices';
import { game, type StakesAction, type StakesState } from './index';
import { PATH_LENGTH } from './rules';
import { pathViews } from './table';
import { bustChance } from './odds';
import { BOARD_SLOTS } from './state';

const throwOf = (seat: number, ...faces: number[]): StakesAction => ({
  type: 'throw',
  seat,
  faces,
});
const play = (state: StakesState, ...actions: StakesAction[]): StakesState =>
  actions.reduce((s, a) => game.apply(s, a), state);

function position(
  patch: Partial<StakesState> = {},
  securing: 'immediate' | 'on-stop' = 'immediate',
): StakesState {
  const started = play(game.setup({ players: 2, securing }, 1), throwOf(0, 6, 6), throwOf(1, 1, 1));
  return { ...started, ...patch };
}

function members(rows: Record<number, Record<number, number>>): number[][] {
  return Array.from({ length: 2 }, (_, seat) =>
    Array.from({ length: BOARD_SLOTS }, (_, path) => rows[seat]?.[path] ?? 0),
  );
}

function securedBy(paths: Record<number, number>): (number | null)[] {
  return Array.from({ length: BOARD_SLOTS }, (_, p) => paths[p] ?? null);
}

/** Throws the faces and takes the legal choice that moves exactly these sums. */
function choose(state: StakesState, faces: number[], sums: number[]): StakesState {
  const thrown = play(state, throwOf(state.current, ...faces));
  const choice = legalChoices(thrown, faces).find((c) => c.sums.join('+') === sums.join('+'));
  if (!choice) throw new Error(`no choice ${sums.join('+')} for ${faces.join(' ')}`);
  return play(thrown, { type: 'choose', seat: state.current, ...choice });
}

describe('River Stakes: the skip rule', () => {
  it('places a new leader just beyond the player’s own member', () => {
    const s = choose(position({ members: members({ 0: { 7: 3 } }) }), [3, 4, 1, 1], [7, 2]);
    expect(s.leaders).toContainEqual({ path: 7, position: 4 });
  });

  it('jumps every occupied position when placing, whoever stands there', () => {
    const board = position({ members: members({ 0: { 7: 1 }, 1: { 7: 2 } }) });
    const s = choose(board, [3, 4, 1, 1], [7, 2]);
    expect(s.leaders).toContainEqual({ path: 7, position: 3 });
  });

  it('places beyond the near bank when the player has no member on the path', () => {
    const s = choose(position({ members: members({ 1: { 7: 1, 5: 1 } }) }), [3, 4, 1, 4], [7, 5]);
    expect(s.leaders).toEqual([
      { path: 7, position: 2 },
      { path: 5, position: 2 },
    ]);
  });

  it('jumps occupied positions when stepping, and a double step jumps twice', () => {
    const board = position({
      members: members({ 1: { 6: 2 } }),
      leaders: [{ path: 6, position: 1 }],
    });
    const s = choose(board, [3, 3, 1, 5], [6, 6]);
    // From 1, the first step jumps seat 2's member on 2 to land on 3; the second goes to 4.
    expect(s.leaders).toEqual([{ path: 6, position: 4 }]);
  });

  it('always has room on the stepping stone', () => {
    // Path 2 has 3 positions; seat 2 stands on 2, just below the stone.
    const board = position({ members: members({ 0: { 2: 1 }, 1: { 2: 2 } }) });
    const s = choose(board, [1, 1, 3, 4], [2, 7]);
    expect(s.secured[2]).toBe(0);
    expect(s.members[0]![2]).toBe(PATH_LENGTH[2]);
    expect(s.members[1]![2]).toBe(0);
  });
});

describe('River Stakes: securing at once', () => {
  it('returns the leader to the pool so it can be placed again in the same pairing', () => {
    const board = position({
      leaders: [
        { path: 2, position: 2 },
        { path: 5, position: 1 },
        { path: 9, position: 1 },
      ],
    });
    const s = choose(board, [1, 1, 3, 4], [2, 7]);
    expect(s.secured[2]).toBe(0);
    expect(s.leaders).toEqual([
      { path: 5, position: 1 },
      { path: 9, position: 1 },
      { path: 7, position: 1 },
    ]);
  });

  it('ends a double step on the stone: the path closes and the second step is not taken', () => {
    const board = position({ members: members({ 0: { 12: 2 } }) });
    const thrown = play(board, throwOf(0, 6, 6, 6, 6));
    expect(legalChoices(thrown, [6, 6, 6, 6]).map((c) => c.sums)).toEqual([[12]]);
    expect(pairingOptions(thrown, [6, 6, 6, 6])[0]!.note).toMatch(/stepping stone/);
    const s = play(thrown, { type: 'choose', seat: 0, pairing: 0, sums: [12] });
    expect(s.secured[12]).toBe(0);
    expect(s.leaders).toEqual([]);
  });

  it('says a secured path is closed, and by whom', () => {
    const board = position({
      secured: securedBy({ 7: 1 }),
      members: members({ 1: { 7: PATH_LENGTH[7]! } }),
    });
    const [option] = pairingOptions(board, [3, 4, 3, 4]);
    expect(option!.reason).toBe('path 7 is secured by Seat 2');
    const thrown = play(board, throwOf(0, 3, 4, 1, 1));
    expect(legalChoices(thrown, thrown.faces!).map((c) => c.sums)).toEqual([[2], [4, 5]]);
    expect(pairingOptions(thrown, thrown.faces!)[0]!.note).toBe(
      'Only path 2 moves: path 7 is secured by Seat 2.',
    );
  });

  it('in the on-stop variant, a leader on the stone blocks its path until the stop', () => {
    const board = position({ leaders: [{ path: 3, position: PATH_LENGTH[3]! }] }, 'on-stop');
    expect(pairingOptions(board, [1, 2, 1, 2])[0]!.reason).toBe(
      'the leader on path 3 is already on the stepping stone',
    );
  });
});

describe('River Stakes: the log and taking back', () => {
  it('describes a choice in the game’s words', () => {
    const thrown = play(position(), throwOf(0, 3, 4, 2, 6));
    const line = game.describe({ type: 'choose', seat: 0, pairing: 0, sums: [7, 8] }, thrown);
    expect(line).toBe('Seat 1 pairs 3+4 and 2+6: leaders to paths 7 and 8');
    expect(game.describe({ type: 'choose', seat: 0, pairing: 1, sums: [5, 10] }, thrown)).toBe(
      'Seat 1 pairs 3+2 and 4+6: leaders to paths 5 and 10',
    );
    const near = { ...thrown, members: members({ 0: { 7: 12 } }) };
    expect(game.describe({ type: 'choose', seat: 0, pairing: 0, sums: [7, 8] }, near)).toBe(
      'Seat 1 pairs 3+4 and 2+6: leaders to paths 7 and 8; path 7 secured',
    );
    expect(game.describe({ type: 'stop', seat: 0 }, choose(position(), [3, 4, 2, 6], [7, 8]))).toBe(
      'Seat 1 stops: team members take the leaders’ places on paths 7 and 8',
    );
  });

  it('lets a player take back a choice and a “continue”, never a throw', () => {
    const seats = [
      { name: 'Ada', kind: 'human' as const, colour: '#aa0000' },
      { name: 'Bo', kind: 'human' as const, colour: '#0000aa' },
    ];
    const record = newMatchRecord(game, { securing: 'immediate' }, 1, seats);
    const actions: StakesAction[] = [
      throwOf(0, 6, 6),
      throwOf(1, 1, 1),
      throwOf(0, 3, 4, 2, 6),
      { type: 'choose', seat: 0, pairing: 0, sums: [7, 8] },
      { type: 'continue', seat: 0 },
    ];
    const played: MatchRecord = { ...record, actions };
    const back = takeBack(game, played, 0);
    expect(back.ok).toBe(true);
    const again = takeBack(game, { ...played, actions: actions.slice(0, 4) }, 0);
    expect(again.ok && (again.state as StakesState).phase).toBe('choose');
    expect(takeBack(game, { ...played, actions: actions.slice(0, 3) }, 0).ok).toBe(false);
    expect(takeBack(game, played, 1).ok).toBe(false);
  });
});

describe('River Stakes: refusals', () => {
  it('refuses a pairing that cannot be used, saying why', () => {
    const board = position({
      leaders: [
        { path: 2, position: 1 },
        { path: 3, position: 1 },
        { path: 12, position: 1 },
      ],
    });
    const thrown = play(board, throwOf(0, 1, 1, 6, 5));
    let reason = '';
    try {
      game.apply(thrown, { type: 'choose', seat: 0, pairing: 1, sums: [7] });
    } catch (error) {
      if (error instanceof IllegalActionError) reason = error.reason;
    }
    expect(reason).toBe('Pairing 7 and 6 cannot be used: all three leaders are on other paths.');
  });

  it('refuses both sums when only one leader is free for them, naming the choices', () => {
    const board = position({
      leaders: [
        { path: 2, position: 1 },
        { path: 12, position: 1 },
      ],
    });
    const thrown = play(board, throwOf(0, 3, 3, 4, 4));
    let reason = '';
    try {
      game.apply(thrown, { type: 'choose', seat: 0, pairing: 0, sums: [6, 8] });
    } catch (error) {
      if (error instanceof IllegalActionError) reason = error.reason;
    }
    expect(reason).toBe('With 6 and 8 you may move on path 6 or path 8, not 6 and 8.');
    expect(pairingOptions(thrown, thrown.faces!)[0]!.note).toBe(
      'Only one leader is free: choose path 6 or path 8, not both.',
    );
  });

  it('accepts a choice without a pairing index, as the first pairing offering its sums', () => {
    const thrown = play(position(), throwOf(0, 3, 4, 2, 6));
    const s = game.apply(thrown, { type: 'choose', seat: 0, sums: [5, 10] });
    expect(s.leaders.map((l) => l.path)).toEqual([5, 10]);
  });
});

describe('River Stakes: what the table draws', () => {
  it('lists each path with its leader and members, lowest first', () => {
    const board = position({
      members: members({ 0: { 7: 5 }, 1: { 7: 2, 2: 3 } }),
      secured: securedBy({ 2: 1 }),
      leaders: [{ path: 7, position: 6 }],
    });
    const paths = pathViews(board);
    expect(paths).toHaveLength(11);
    expect(paths.find((p) => p.path === 7)).toEqual({
      path: 7,
      length: 13,
      securedBy: null,
      leader: 6,
      members: [
        { seat: 1, position: 2 },
        { seat: 0, position: 5 },
      ],
    });
    expect(paths.find((p) => p.path === 2)).toMatchObject({ securedBy: 1, leader: null });
  });
});

describe('River Stakes: odds and the start', () => {
  it('gives the exact bust chance for the leaders on the board', () => {
    expect(bustChance(position())).toBe(0);
    const on = (...paths: number[]) =>
      position({ leaders: paths.map((path) => ({ path, position: 1 })) });
    expect(bustChance(on(6, 7, 8))).toBe(104 / 1296);
    expect(bustChance(on(2, 3, 12))).toBe(728 / 1296);
    // Two leaders out: any throw can still place the third, so nothing busts.
    expect(bustChance(on(2, 12))).toBe(0);
  });

  it('re-throws among the tied only, as often as it takes', () => {
    let s = game.setup({ players: 4, securing: 'immediate' }, 1);
    s = play(s, throwOf(0, 6, 6), throwOf(1, 6, 6), throwOf(2, 1, 2), throwOf(3, 6, 6));
    expect(s.start.contenders).toEqual([0, 1, 3]);
    s = play(s, throwOf(0, 4, 4), throwOf(1, 5, 3), throwOf(3, 2, 2));
    expect(s.start.contenders).toEqual([0, 1]);
    expect(game.next(s)).toMatchObject({ kind: 'throw', seat: 0, purpose: 'start' });
    s = play(s, throwOf(0, 1, 1), throwOf(1, 1, 2));
    expect(s.current).toBe(1);
    expect(game.next(s)).toMatchObject({ kind: 'throw', seat: 1, purpose: 'turn' });
  });
});
