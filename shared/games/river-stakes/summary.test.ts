/**
 * River Stakes read aloud. Positions are set by hand; the expected sentences count the
 * positions on each path from the rules page ("3, 5, 7, 9, 11, 13, 11, 9, 7, 5, 3
 * positions for paths 2..12") and name what the position shows.
 */
import { describe, expect, it } from 'vitest';
import { game, type StakesAction, type StakesState } from './index';
import { BOARD_SLOTS } from './state';
import { stakesSummary } from './summary';

const SEATS = [{ name: 'Ada' }, { name: 'Basil' }];

const play = (state: StakesState, ...actions: StakesAction[]): StakesState =>
  actions.reduce((s, a) => game.apply(s, a), state);

/** Ada (seat 0) threw the higher start and has the turn. */
const started = play(
  game.setup({ players: 2, securing: 'immediate' }, 1),
  { type: 'throw', seat: 0, faces: [6, 6] },
  { type: 'throw', seat: 1, faces: [1, 1] },
);

const members = (rows: Record<number, Record<number, number>>): number[][] =>
  [0, 1].map((seat) => Array.from({ length: BOARD_SLOTS }, (_, path) => rows[seat]?.[path] ?? 0));

describe('River Stakes: the table read aloud', () => {
  it('at the first turn nobody has anything out', () => {
    expect(stakesSummary(started, SEATS)).toBe(
      'Ada: no path secured; no team members out. Basil: no path secured; no team members out.' +
        ' No leaders out for Ada yet. 3 secured paths win.',
    );
  });

  it('names secured paths, members and this turn’s leaders with the length of each path', () => {
    // Ada secured path 2 (her member on its stepping stone, position 3 of 3) and has a
    // member on path 7; Basil secured 12 and 11 and has a member on 8. Ada's leaders
    // climb 4 and 7, and she has just thrown 1 2 3 4.
    const s: StakesState = {
      ...started,
      phase: 'choose',
      members: members({ 0: { 2: 3, 7: 5 }, 1: { 12: 3, 11: 5, 8: 2 } }),
      secured: Array.from({ length: BOARD_SLOTS }, (_, p) =>
        p === 2 ? 0 : p === 11 || p === 12 ? 1 : null,
      ),
      leaders: [
        { path: 7, position: 8 },
        { path: 4, position: 1 },
      ],
      faces: [1, 2, 3, 4],
    };
    expect(stakesSummary(s, SEATS)).toBe(
      'Ada: secured path 2; team members on path 7 at 5 of 13.' +
        ' Basil: secured paths 11 and 12; team members on path 8 at 2 of 11.' +
        " Ada's leaders: path 4 at 1 of 7 and path 7 at 8 of 13." +
        ' The dice show 1, 2, 3, 4. 3 secured paths win.',
    );
  });
});
