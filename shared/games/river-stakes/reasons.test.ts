/**
 * The reasons River Stakes gives for a bust, a secured path and a win. Every expected
 * sentence is worked out by hand from docs/rules/river-stakes.md ("A sum can be used when
 * its path is not secured and either a leader is already on that path this turn, or one of
 * the three leaders is still in the pool"; "If none of the three pairings can be used, you
 * bust"; "Securing a path"; "Winning").
 */
import { describe, expect, it } from 'vitest';
import { game, type StakesAction, type StakesState } from './index';
import { bustReason, securedReasons, winReason } from './reasons';
import { BOARD_SLOTS } from './state';

const play = (state: StakesState, ...actions: StakesAction[]): StakesState =>
  actions.reduce((s, a) => game.apply(s, a), state);

/** Seat 0 (Seat 1) to move, with the board as given. */
function position(
  patch: Partial<StakesState> = {},
  securing: 'immediate' | 'on-stop' = 'immediate',
): StakesState {
  const started = play(
    game.setup({ players: 2, securing }, 1),
    { type: 'throw', seat: 0, faces: [6, 6] },
    { type: 'throw', seat: 1, faces: [1, 1] },
  );
  return { ...started, ...patch };
}

const members = (rows: Record<number, Record<number, number>>): number[][] =>
  [0, 1].map((seat) => Array.from({ length: BOARD_SLOTS }, (_, path) => rows[seat]?.[path] ?? 0));

const securedBy = (paths: Record<number, number>): (number | null)[] =>
  Array.from({ length: BOARD_SLOTS }, (_, path) => paths[path] ?? null);

const leadersOn = (...paths: number[]) => paths.map((path) => ({ path, position: 1 }));

describe('River Stakes: why a throw busts', () => {
  it('names every sum and the three busy leaders when no sum has a leader', () => {
    // 1 3 5 6 pair as 1+3=4 & 5+6=11, 1+5=6 & 3+6=9, 1+6=7 & 3+5=8: none is 2, 3 or 12.
    const board = position({ leaders: leadersOn(2, 3, 12) });
    expect(bustReason(board, [1, 3, 5, 6])).toBe(
      'No pair of the dice makes a sum on a path Seat 1 may still climb (1+3=4, 5+6=11, 1+5=6, 3+6=9, 1+6=7 and 3+5=8):' +
        ' paths 4, 6, 7, 8, 9 and 11 would need a new leader, and all three are on paths 2, 3 and 12.' +
        ' The leaders go back to the pool and this turn’s progress is lost.',
    );
  });

  it('names the seat that secured a path, and keeps the player’s own secured paths', () => {
    // 1 4 1 4 make 5 (twice over), 1+1=2 and 4+4=8; path 5 is Seat 2's, and 2 and 8 need a leader.
    const board = position({
      leaders: leadersOn(6, 9, 10),
      secured: securedBy({ 5: 1, 7: 0 }),
    });
    expect(bustReason(board, [1, 4, 1, 4])).toBe(
      'No pair of the dice makes a sum on a path Seat 1 may still climb (1+4=5, 1+1=2 and 4+4=8):' +
        ' path 5 is secured by Seat 2; paths 2 and 8 would need a new leader, and all three are on paths 6, 9 and 10.' +
        ' The leaders go back to the pool and this turn’s progress is lost. Secured path 7 stays secured.',
    );
  });

  it('says a leader on a stepping stone cannot climb, and that the path it reached is lost when securing waits for a stop', () => {
    // Path 12 is 3 positions long: a leader at 3 stands on its stepping stone.
    const board = position(
      {
        leaders: [
          { path: 12, position: 3 },
          { path: 2, position: 1 },
          { path: 3, position: 1 },
        ],
      },
      'on-stop',
    );
    expect(bustReason(board, [6, 6, 6, 6])).toBe(
      'No pair of the dice makes a sum on a path Seat 1 may still climb (6+6=12):' +
        ' the leader on path 12 already stands on its stepping stone.' +
        ' The leaders go back to the pool and this turn’s progress is lost. Path 12, reached but not secured, is lost.',
    );
  });

  it('puts the reason in the log line of the busting throw', () => {
    const board = position({ leaders: leadersOn(2, 3, 12) });
    expect(game.describe({ type: 'throw', seat: 0, faces: [1, 3, 5, 6] }, board)).toBe(
      'Seat 1 throws 1 3 5 6 and busts. No pair of the dice makes a sum on a path Seat 1 may still climb' +
        ' (1+3=4, 5+6=11, 1+5=6, 3+6=9, 1+6=7 and 3+5=8): paths 4, 6, 7, 8, 9 and 11 would need a new leader,' +
        ' and all three are on paths 2, 3 and 12. The leaders go back to the pool and this turn’s progress is lost.',
    );
  });

  it('gives no reason when some pairing can be used', () => {
    // 1+1=2 has the leader already on path 2.
    expect(bustReason(position({ leaders: leadersOn(2, 3, 12) }), [1, 1, 5, 6])).toBeNull();
  });
});

describe('River Stakes: why a path is secured and the game won', () => {
  it('secures the path its leader reaches and sends the other team’s member home', () => {
    // Path 12 has 3 positions; Seat 2's member on 2 is jumped, so the leader lands on the stone.
    const before = position({
      phase: 'choose',
      faces: [6, 6, 1, 2],
      leaders: [{ path: 12, position: 1 }],
      members: members({ 1: { 12: 2 } }),
    });
    const after = play(before, { type: 'choose', seat: 0, pairing: 0, sums: [12, 3] });
    expect(securedReasons(before, after)).toEqual([
      'A leader of Seat 1 reached the stepping stone of path 12, so path 12 is secured for Seat 1' +
        ' for good and nobody may climb it again; Seat 2’s team member on it goes back to the near bank.',
    ]);
    expect(winReason(after)).toBeNull();
  });

  it('wins on the third secured path, at once', () => {
    const before = position({
      phase: 'choose',
      faces: [1, 1, 6, 6],
      leaders: [{ path: 2, position: 2 }],
      secured: securedBy({ 7: 0, 12: 0 }),
    });
    // Path 12 is already secured, but the win on path 2 ends the game before it matters.
    const after = play(before, { type: 'choose', seat: 0, pairing: 0, sums: [2, 12] });
    expect(securedReasons(before, after)).toEqual([
      'A leader of Seat 1 reached the stepping stone of path 2, so path 2 is secured for Seat 1' +
        ' for good and nobody may climb it again.',
      'Seat 1 has secured paths 2, 7 and 12, and the first to secure three paths wins at once.',
    ]);
  });
});
