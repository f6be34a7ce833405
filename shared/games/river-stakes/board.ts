/**
 * Moving pieces on the paths, as pure functions over the board part of the state:
 * placing and stepping leaders under the skip rule, securing paths, and stopping.
 */
import type { Seat } from '../../engine/contract';
import { LEADERS, PATH_LENGTH, PATHS_TO_WIN } from './rules';
import type { Leader, StakesState } from './state';

export type Board = Pick<
  StakesState,
  'members' | 'leaders' | 'secured' | 'config' | 'current' | 'winner' | 'story' | 'turn'
>;

/** A bit per position of the path that some piece (any team's member or a leader) stands on. */
function takenPositions(board: Board, path: number): number {
  let taken = 0;
  for (const l of board.leaders) if (l.path === path) taken |= 1 << l.position;
  for (const m of board.members) taken |= 1 << m[path]!;
  // Position 0 is the near bank, where any number of members wait.
  return taken & ~1;
}

/** The next position a piece moving up from `from` lands on: occupied ones are jumped; the stepping stone always has room. */
export function nextFree(board: Board, path: number, from: number): number {
  const last = PATH_LENGTH[path]!;
  const taken = takenPositions(board, path);
  let position = from + 1;
  while (position < last && (taken >> position) & 1) position++;
  return Math.min(position, last);
}

export function leaderOn(board: Board, path: number): Leader | undefined {
  return board.leaders.find((l) => l.path === path);
}

/**
 * Whether a sum can be used now: its path is open, and either a leader is already on it
 * (and can still go up) or a leader is free to be placed.
 */
export function usable(board: Board, path: number): boolean {
  if (board.secured[path] !== null) return false;
  const leader = leaderOn(board, path);
  if (leader) return leader.position < PATH_LENGTH[path]!;
  return board.leaders.length < LEADERS;
}

function securedCount(board: Board, seat: Seat): number {
  return board.secured.filter((s) => s === seat).length;
}

/**
 * The path is the seat's for good: its member stands on the stepping stone, every other
 * member on it goes home, the leader returns to the pool, and three paths win at once.
 */
export function secure(board: Board, path: number, seat: Seat): Board {
  const members = board.members.map((m, s) =>
    m.map((position, p) => (p !== path ? position : s === seat ? PATH_LENGTH[path]! : 0)),
  );
  const secured = board.secured.map((s, p) => (p === path ? seat : s));
  const next: Board = {
    ...board,
    members,
    secured,
    leaders: board.leaders.filter((l) => l.path !== path),
    story: {
      ...board.story,
      securedOrder: [...board.story.securedOrder, { path, seat, turn: board.turn }],
    },
  };
  return securedCount(next, seat) >= PATHS_TO_WIN ? { ...next, winner: seat } : next;
}

/** One step up the path for the current player's leader there, placing one first if needed. */
export function advance(board: Board, path: number): Board {
  const seat = board.current;
  const leader = leaderOn(board, path);
  const from = leader ? leader.position : board.members[seat]![path]!;
  const position = nextFree(board, path, from);
  const leaders = leader
    ? board.leaders.map((l) => (l.path === path ? { path, position } : l))
    : [...board.leaders, { path, position }];
  const moved: Board = { ...board, leaders };
  if (position === PATH_LENGTH[path]! && board.config.securing === 'immediate')
    return secure(moved, path, seat);
  return moved;
}

/**
 * Uses one sum of the chosen pairing: a leader goes up one step, or two when both sums
 * are this same path's (handled by calling this twice). Returns null when the sum cannot
 * be used at this moment.
 */
export function useSum(board: Board, path: number): Board | null {
  return usable(board, path) ? advance(board, path) : null;
}

/** Stop: every leader becomes the player's team member, and leaders go back to the pool. */
export function stopTurn(board: Board): Board {
  const seat = board.current;
  let next: Board = board;
  for (const leader of board.leaders) {
    const members = next.members.map((m, s) =>
      s === seat ? m.map((position, p) => (p === leader.path ? leader.position : position)) : m,
    );
    next = { ...next, members };
    if (leader.position === PATH_LENGTH[leader.path]! && next.winner === null)
      next = secure(next, leader.path, seat);
  }
  return { ...next, leaders: [] };
}
