/** Counts leaf positions of the action tree (repetition draws aside; a won position is a leaf). */
import { FastBoard } from './fast-board';
import { rulesOf, type SRState } from './state';

export function perft(state: SRState, depth: number): number {
  if (state.result) return depth === 0 ? 1 : 0;
  if (depth === 0) return 1;
  const board = new FastBoard(state.config.board, rulesOf(state.config), state.cells, state.toMove);
  return count(board, depth, 0);
}

/** The moves of this ply sit on the board's move stack from `start`; deeper plies go above. */
function count(board: FastBoard, depth: number, start: number): number {
  const end = board.generate(start);
  if (depth === 1) return end - start;
  let total = 0;
  for (let i = start; i < end; i++) {
    const m = board.moves[i]!;
    board.make(m);
    if (!board.fills(0) && !board.fills(1)) total += count(board, depth - 1, end);
    board.unmake(m);
  }
  return total;
}
