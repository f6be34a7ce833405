/** What a turn has gained so far, measured from the board alone (what any player can see). */
import type { Seat } from '../../../engine/contract';
import type { Board } from '../board';
import { PATH_LENGTH } from '../rules';

/** Positions the leader on `path` has climbed this turn above the player's team member. */
export function stepsThisTurn(board: Board, seat: Seat, path: number, position: number): number {
  return position - board.members[seat]![path]!;
}

/**
 * The turn's gain in "path fractions": each leader's climb as a share of its path's
 * length, so a step on a short path is worth more than one on path 7, with a premium for
 * standing close to the stepping stone.
 */
export function turnGain(board: Board, seat: Seat): number {
  return board.leaders.reduce((sum, l) => {
    const length = PATH_LENGTH[l.path]!;
    const climbed = stepsThisTurn(board, seat, l.path, l.position) / length;
    const nearness = l.position / length;
    return sum + climbed * (1 + nearness);
  }, 0);
}

/** How far the seat is along every open path, with secured paths counting fully: a race standing. */
export function standing(board: Board, seat: Seat): number {
  let total = 0;
  for (let path = 2; path <= 12; path++) {
    const owner = board.secured[path];
    if (owner === seat) total += 1.6;
    else if (owner === null || owner === undefined)
      total += (board.members[seat]![path]! / PATH_LENGTH[path]!) ** 1.5;
  }
  return total;
}
