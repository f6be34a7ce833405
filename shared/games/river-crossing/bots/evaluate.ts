/**
 * How good a position is for each seat. A crossing side's progress is the average worth of
 * its 12 pieces (far bank 1, deeper into the river more, collected pieces below nothing);
 * pieces a collector can take next move, or sitting under one, are discounted.
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

/** How much of its row's worth a piece keeps where a collector is on or next to its stack. */
export interface Discounts {
  /** The piece right under a collector: the first move of its stack feeds it to the collector. */
  readonly under: number;
  /** A piece deeper under a collector: it cannot move without paying a piece first. */
  readonly held: number;
  /** The top of a stack a collector can land on next. */
  readonly exposed: number;
  /** A piece beneath that top: a collector landing there would hold it. */
  readonly beneath: number;
}

/** The easy and medium players' view: only the pieces nearest a collector are at risk. */
const NEAREST: Discounts = { under: 0.25, held: 1, exposed: 0.55, beneath: 1 };

/**
 * The hard crossing players' view: a collector on a stack takes its top piece and then sits
 * there for good, so every piece under it is as good as gone, and a stack in its reach risks
 * all of it. Without this a crosser walks a tall stack next to a collector and loses half its
 * pieces in one move.
 */
export const HOLDING: Discounts = { under: 0, held: 0.05, exposed: 0.55, beneath: 0.7 };

function rowWorth(row: number): number {
  return 0.08 + 0.1 * row;
}

function nextToCollector(board: readonly string[], square: number): boolean {
  for (const nb of NEIGHBOURS[square]!) {
    const other = board[nb]!;
    if (other.length > 0 && other[other.length - 1] === 'C') return true;
  }
  return false;
}

/** Progress of both sides, indexed by colour, with pieces near collectors discounted so. */
export function progressWith(discounts: Discounts): Judge {
  return (state) => {
    const sums = [0, 0];
    const board = state.board;
    for (let sq = 0; sq < 64; sq++) {
      const stack = board[sq]!;
      const n = stack.length;
      if (n === 0) continue;
      const topped = stack[n - 1] === 'C';
      const threatened = !topped && nextToCollector(board, sq);
      for (let h = 0; h < n; h++) {
        const piece = stack[h];
        if (piece === 'C') continue;
        const colour: CrossingColour = piece === 'r' ? RED : BLACK;
        let worth = rowWorth(rowOf(colour, sq));
        if (topped) worth *= h === n - 2 ? discounts.under : discounts.held;
        else if (threatened) worth *= h === n - 1 ? discounts.exposed : discounts.beneath;
        sums[colour]! += worth;
      }
    }
    return [RED, BLACK].map((c) => {
      const side = state.sides[c as CrossingColour];
      return (
        (sums[c]! + side.far * FAR + side.home * HOME + side.collected * COLLECTED) /
        PIECES_PER_SIDE
      );
    }) as [number, number];
  };
}

/** Progress of both sides as the easy and medium players see it. */
export const progress = progressWith(NEAREST);

/** Where both sides stand, indexed by colour. */
export type Judge = (state: CrossingState) => [number, number];

/** The worth of `state` to `seat`; wins and losses dwarf everything else. */
export function utility(state: CrossingState, seat: number, judge: Judge = progress): number {
  if (state.result) return state.result.winners.includes(seat) ? WIN : -WIN;
  const [red, black] = judge(state);
  if (seat === COLLECTOR) return -(0.65 * Math.max(red, black) + 0.35 * Math.min(red, black));
  return seat === RED ? red : black;
}

/**
 * The worth of `state` to Red and Black playing as one team against the collector: any
 * crossing win is a win, and progress is the pair's together.
 */
export function teamUtility(state: CrossingState, judge: Judge = progress): number {
  if (state.result) {
    const crossers = state.result.winners.filter((w) => w !== COLLECTOR).length;
    return crossers > 0 ? WIN * crossers : -WIN;
  }
  const [red, black] = judge(state);
  return red + black;
}
