/**
 * What the last move was, read from two positions the table showed one after the other, and
 * why it collected, freed or brought a piece across. The table is handed positions, not
 * moves; River Crossing hides nothing and has no chance, so the one legal move that leads
 * from the earlier position to the later is the move that was played.
 */
import {
  SEAT_NAMES,
  moveReasons,
  movesOf,
  play,
  type CrossingAction,
  type CrossingState,
} from '../../../shared/games/river-crossing';

/** The why of one move, shown until later moves push it out or a take back removes it. */
export interface MoveWhy {
  /** The move's number in the game (the position's move count after it). */
  readonly move: number;
  readonly who: string;
  readonly reasons: readonly string[];
}

const samePosition = (a: CrossingState, b: CrossingState): boolean =>
  a.moves === b.moves &&
  a.phase === b.phase &&
  a.board.every((stack, i) => stack === b.board[i]) &&
  JSON.stringify(a.sides) === JSON.stringify(b.sides);

/** The move that leads from `before` to `after`, or null when they are not one move apart. */
export function moveBetween(before: CrossingState, after: CrossingState): CrossingAction | null {
  if (after.moves !== before.moves + 1) return null;
  return movesOf(before).find((a) => samePosition(play(before, a), after)) ?? null;
}

/** Why the move from `before` to `after` did what it did; null when it collected, freed and crossed nothing. */
export function whyBetween(before: CrossingState, after: CrossingState): MoveWhy | null {
  const action = moveBetween(before, after);
  if (!action) return null;
  const reasons = moveReasons(before, action);
  return reasons.length === 0
    ? null
    : { move: after.moves, who: SEAT_NAMES[action.seat] ?? 'Someone', reasons };
}

/** How many moves' reasons the table keeps in view: a round is Red, Collector, Black, Collector. */
export const KEPT = 3;

/**
 * The reasons to show after the table moved from `before` to `after`: the newest first,
 * those of moves a take back removed dropped.
 */
export function keptWhys(
  kept: readonly MoveWhy[],
  before: CrossingState | null,
  after: CrossingState,
): MoveWhy[] {
  const still = kept.filter((w) => w.move <= after.moves);
  const fresh = before ? whyBetween(before, after) : null;
  return (fresh ? [fresh, ...still] : still).slice(0, KEPT);
}
