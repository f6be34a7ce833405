/**
 * Iterative-deepening alpha-beta (negamax) on the fast board (make/unmake, packed moves),
 * with a Zobrist-keyed transposition table and move ordering (table move first, then
 * moves that gain ground). Nothing is hidden in this game, so the bots read the full
 * state from the view.
 */
import type { Geometry } from '../board';
import {
  FastBoard,
  MOVE,
  PUSH,
  SEND,
  FLIP,
  fromOf,
  kindOf,
  toOf,
  unpack,
  viaOf,
} from '../fast-board';
import type { Move } from '../moves';
import { rulesOf, type SRState } from '../state';
import { WIN, evaluate } from './evaluate';

const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

/**
 * The transposition table: one slot per low bits of the key, always replaced, checked
 * against the whole 64-bit key. Made at the first search (about 30 MB, which merely
 * loading the game should not cost), then shared by every search and told apart by `age`,
 * so no search allocates or clears it.
 */
const SLOTS = 1 << 20;
class Table {
  readonly hi = new Int32Array(SLOTS);
  readonly lo = new Int32Array(SLOTS);
  readonly age = new Int32Array(SLOTS);
  readonly depth = new Int32Array(SLOTS);
  readonly value = new Float64Array(SLOTS);
  readonly flag = new Uint8Array(SLOTS);
  readonly best = new Int32Array(SLOTS);
}
let table: Table | null = null;
let age = 0;

/** Ordering scores beside the board's move stack, grown with it. */
let scores = new Int32Array(4096);

export interface SearchLimits {
  readonly maxDepth: number;
  readonly deadline: number;
  readonly now: () => number;
}

/** Thrown from deep in a search when the deadline passes. */
export class Timeout extends Error {}

/**
 * Iterative deepening at the root: each depth searches the moves in `ordered(best so far)`
 * order, `value(move, depth, alpha)` scoring each, until `maxDepth`, a found win, or a
 * Timeout.
 */
export function deepen<M extends number | object>(
  first: M,
  maxDepth: number,
  ordered: (best: M) => readonly M[],
  value: (m: M, depth: number, alpha: number) => number,
): M {
  let best = first;
  for (let depth = 1; depth <= maxDepth; depth++) {
    const moves = ordered(best);
    let alpha = -Infinity;
    let chosen = moves[0]!;
    try {
      for (const m of moves) {
        const v = value(m, depth, alpha);
        if (v > alpha) {
          alpha = v;
          chosen = m;
        }
      }
      best = chosen;
      if (alpha >= WIN - 100) break;
    } catch (error) {
      if (!(error instanceof Timeout)) throw error;
      // A cut-off depth still counts where it got: the previous best was searched first,
      // so a move that scored above it at this depth is the better one.
      if (alpha > -Infinity) best = chosen;
      break;
    }
  }
  return best;
}

export function search(state: SRState, limits: SearchLimits): Move | null {
  table ??= new Table();
  const { hi: slotHi, lo: slotLo, age: slotAge, depth: slotDepth } = table;
  const { value: slotValue, flag: slotFlag, best: slotBest } = table;
  const board = new FastBoard(state.config.board, rulesOf(state.config), state.cells, state.toMove);
  const g = board.g;
  const me = state.toMove;
  age++;
  const rootEnd = board.generate(0);
  if (rootEnd === 0) return null;
  const rootMoves = Array.from(board.moves.subarray(0, rootEnd));
  let nodes = 0;

  const negamax = (
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
    start: number,
  ): number => {
    // the clock is read often enough that a busy machine overruns the budget by little
    if ((++nodes & 127) === 0 && limits.now() > limits.deadline) throw new Timeout();
    const owner = board.toMove;
    if (depth === 0) return evaluate(g, board.cells, owner);
    const slot = board.hashLo & (SLOTS - 1);
    const hit =
      slotAge[slot] === age && slotLo[slot] === board.hashLo && slotHi[slot] === board.hashHi;
    let hint = -1;
    if (hit) {
      hint = slotBest[slot]!;
      if (slotDepth[slot]! >= depth) {
        const value = slotValue[slot]!;
        const flag = slotFlag[slot];
        if (flag === EXACT) return value;
        if (flag === LOWER && value >= beta) return value;
        if (flag === UPPER && value <= alpha) return value;
      }
    }
    const end = board.generate(start);
    if (end === start) return evaluate(g, board.cells, owner);
    if (scores.length < board.moves.length) scores = new Int32Array(board.moves.length);
    for (let i = start; i < end; i++) scores[i] = gain(g, owner, board.moves[i]!, hint);
    const alpha0 = alpha;
    let value = -Infinity;
    let bestMove = 0;
    for (let i = start; i < end; i++) {
      // the best-scored of the rest next: a cut-off usually comes before the list is sorted
      let top = i;
      for (let j = i + 1; j < end; j++) if (scores[j]! > scores[top]!) top = j;
      const m = board.moves[top]!;
      if (top !== i) {
        board.moves[top] = board.moves[i]!;
        board.moves[i] = m;
        scores[top] = scores[i]!;
      }
      board.make(m);
      let v: number;
      if (board.fills(owner)) v = WIN - ply;
      else if (board.fills(1 - owner)) v = -WIN + ply;
      else v = -negamax(depth - 1, -beta, -alpha, ply + 1, end);
      board.unmake(m);
      if (v > value) {
        value = v;
        bestMove = m;
      }
      if (v > alpha) alpha = v;
      if (alpha >= beta) break;
    }
    slotAge[slot] = age;
    slotHi[slot] = board.hashHi;
    slotLo[slot] = board.hashLo;
    slotDepth[slot] = depth;
    slotValue[slot] = value;
    slotFlag[slot] = value <= alpha0 ? UPPER : value >= beta ? LOWER : EXACT;
    slotBest[slot] = bestMove;
    return value;
  };

  const root = (m: number, depth: number, alpha: number): number => {
    board.make(m);
    let v: number;
    if (board.fills(me)) v = WIN;
    else if (board.fills(1 - me)) v = -WIN;
    else v = -negamax(depth - 1, -Infinity, -alpha, 1, 0);
    board.unmake(m);
    return v;
  };
  const best = deepen(
    rootMoves[0]!,
    limits.maxDepth,
    (hint) => order(g, me, rootMoves, hint),
    root,
  );
  return unpack(best);
}

/** The one-ply gain of a packed move, cheaply approximated; the table's move first. */
function gain(g: Geometry, owner: number, m: number, hint: number): number {
  return m === hint ? 1e9 : groundGain(g, owner, kindOf(m), fromOf(m), viaOf(m), toOf(m));
}

/** How much a move (kind as in fast-board.ts) gains towards owner's Goal, roughly. */
export function groundGain(
  g: Geometry,
  owner: number,
  kind: number,
  from: number,
  via: number,
  to: number,
): number {
  if (kind === MOVE) {
    const goalRow = owner === 0 ? 2 : g.rows - 3;
    const fromRow = Math.floor(from / g.cols);
    const toRow = Math.floor(to / g.cols);
    return Math.abs(fromRow - goalRow) - Math.abs(toRow - goalRow) + (g.goal[owner]![to] ? 50 : 0);
  }
  if (kind === SEND) return 5 + (g.goal[1 - owner]![via] ? 20 : 0);
  if (kind === PUSH) return 1;
  if (kind === FLIP && g.goal[owner]![from]) return 100;
  return -1;
}

/** Table move first, then by the one-ply gain (a stable sort, for the root only). */
function order(g: Geometry, owner: number, moves: readonly number[], hint: number): number[] {
  const scored = moves.map((m) => ({ m, score: gain(g, owner, m, hint) }));
  scored.sort((a, b) => b.score - a.score);
  return scored.map((s) => s.m);
}
