/**
 * How good a position is for each seat. A crossing side's progress is the average worth of
 * its 12 pieces (far bank 1, deeper into the river more, collected pieces below nothing);
 * pieces a collector can take next move, or sitting right under one, are discounted.
 * The collector wants both sides held back, the stronger one most.
 */
import {
  BLACK,
  COLLECTOR,
  NEIGHBOURS,
  PIECES_PER_SIDE,
  RED,
  rowOf,
  type CrossingColour,
  type CrossingState,
} from '../state';

export const WIN = 1000;

const FAR = 1;
const HOME = 0.04;
const COLLECTED = -0.35;
const UNDER_COLLECTOR = 0.25;
const EXPOSED = 0.55;

function rowWorth(row: number): number {
  return 0.08 + 0.1 * row;
}

/** Progress of both sides, indexed by colour. */
export function progress(state: CrossingState): [number, number] {
  const sums = [0, 0];
  const board = state.board;
  for (let sq = 0; sq < 64; sq++) {
    const stack = board[sq]!;
    const n = stack.length;
    if (n === 0) continue;
    let threatened = false;
    if (stack[n - 1] !== 'C')
      for (const nb of NEIGHBOURS[sq]!) {
        const other = board[nb]!;
        if (other.length > 0 && other[other.length - 1] === 'C') {
          threatened = true;
          break;
        }
      }
    for (let h = 0; h < n; h++) {
      const piece = stack[h];
      if (piece === 'C') continue;
      const colour: CrossingColour = piece === 'r' ? RED : BLACK;
      let worth = rowWorth(rowOf(colour, sq));
      if (h === n - 2 && stack[n - 1] === 'C') worth *= UNDER_COLLECTOR;
      else if (h === n - 1 && threatened) worth *= EXPOSED;
      sums[colour]! += worth;
    }
  }
  return [RED, BLACK].map((c) => {
    const side = state.sides[c as CrossingColour];
    return (
      (sums[c]! + side.far * FAR + side.home * HOME + side.collected * COLLECTED) / PIECES_PER_SIDE
    );
  }) as [number, number];
}

/** The worth of `state` to `seat`; wins and losses dwarf everything else. */
export function utility(state: CrossingState, seat: number): number {
  if (state.result) return state.result.winners.includes(seat) ? WIN : -WIN;
  const [red, black] = progress(state);
  if (seat === COLLECTOR) return -(0.65 * Math.max(red, black) + 0.35 * Math.min(red, black));
  return seat === RED ? red : black;
}

/**
 * The worth of `state` to Red and Black playing as one team against the collector: any
 * crossing win is a win, and progress is the pair's together.
 */
export function teamUtility(state: CrossingState): number {
  if (state.result) {
    const crossers = state.result.winners.filter((w) => w !== COLLECTOR).length;
    return crossers > 0 ? WIN * crossers : -WIN;
  }
  const [red, black] = progress(state);
  return red + black;
}
