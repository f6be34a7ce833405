/**
 * Iterative-deepening principal-variation search (negamax) on the fast board (make/unmake,
 * packed moves), with a Zobrist-keyed transposition table, move ordering (table move,
 * killer moves, then moves that gain ground, ties broken by history), late-move
 * reductions, and the preset's draw rules: a repeated position scores as a draw, which
 * the searching side values below an even game unless it is clearly behind (contempt), so
 * it converts a lead instead of shuffling and takes a draw when losing. Nothing is hidden
 * in this game, so the bots read the full state, history included, from the view.
 * The leaf evaluation is evaluate.ts unless the caller gives another (hard does).
 */
import type { Geometry } from '../board';
import {
  FastBoard,
  FLIP as FLIP_KIND,
  MOVE as MOVE_KIND,
  PUSH as PUSH_KIND,
  SEND as SEND_KIND,
  fromOf as fromOfImported,
  kindOf as kindOfImported,
  toOf as toOfImported,
  unpack,
  viaOf as viaOfImported,
} from '../fast-board';
import type { Move } from '../moves';
import { rulesOf, type SRState } from '../state';
import { WIN, evaluate as evaluateImported } from './evaluate';
import { DRAWN, FRESH, Repetitions } from './repetition';

// Read once into module constants: the TypeScript runner the arena uses turns every use of
// an imported name into a getter call, which in these loops cost more than the work.
const MOVE = MOVE_KIND;
const SEND = SEND_KIND;
const PUSH = PUSH_KIND;
const FLIP = FLIP_KIND;
const kindOf = kindOfImported;
const fromOf = fromOfImported;
const viaOf = viaOfImported;
const toOf = toOfImported;
const evaluateDefault = evaluateImported;

const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

/** What a draw costs the searching side when it is not clearly behind (a Goal stone is 400). */
const CONTEMPT = 150;
/** How far behind (by the evaluation of the root) the searching side welcomes a draw. */
const BEHIND = 250;

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
/** Two killer moves (quiet moves that caused a cut-off) per ply. */
const MAX_PLY = 128;
const killers = new Int32Array(2 * MAX_PLY);
/** How often a move (by side, from, to) caused a cut-off, weighted by depth; per board size. */
const histories = new Map<number, Int32Array>();

// Ordering bands: the table move, then killers, then by ground gained and history.
const TABLE_MOVE = 1 << 30;
const KILLER = 1 << 29;
const GAIN_UNIT = 1 << 16;
const HISTORY_MAX = GAIN_UNIT - 1;
/** Below this gain a move is quiet: it may be searched less deeply when ordered late. */
const QUIET_GAIN = 2;

export interface SearchLimits {
  readonly maxDepth: number;
  readonly deadline: number;
  readonly now: () => number;
  /** The position value at the leaves (evaluate.ts unless given). */
  readonly evaluate?: Evaluation;
}

export type Evaluation = (g: Geometry, cells: ArrayLike<number>, owner: number) => number;

/** Thrown from deep in a search when the deadline passes. */
export class Timeout extends Error {}

/**
 * Iterative deepening at the root: each depth searches the moves in `ordered(best so far)`
 * order, `value(move, depth, alpha)` scoring each, until `maxDepth`, a found win, or a
 * Timeout. (The copying baseline's root; the search below has its own.)
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

function historyTable(size: number): Int32Array {
  let h = histories.get(size);
  if (!h) {
    h = new Int32Array(2 * size * size);
    histories.set(size, h);
  }
  return h;
}

export function search(state: SRState, limits: SearchLimits): Move | null {
  table ??= new Table();
  const { hi: slotHi, lo: slotLo, age: slotAge, depth: slotDepth } = table;
  const { value: slotValue, flag: slotFlag, best: slotBest } = table;
  const board = new FastBoard(state.config.board, rulesOf(state.config), state.cells, state.toMove);
  const g = board.g;
  const size = g.size;
  const evaluate = limits.evaluate ?? evaluateDefault;
  const me = state.toMove;
  age++;
  const rootEnd = board.generate(0);
  if (rootEnd === 0) return null;
  const rootMoves = Array.from(board.moves.subarray(0, rootEnd));
  const repetitions = new Repetitions(state);
  const history = historyTable(size);
  // older cut-offs count for less, and killers belong to the last search's plies
  for (let i = 0; i < history.length; i++) history[i] = history[i]! >> 2;
  killers.fill(0);
  // what a draw is worth to `me`, and so to the side to act at any node
  const drawValue = evaluate(g, board.cells, me) > -BEHIND ? -CONTEMPT : 0;
  const drawFor = (owner: number): number => (owner === me ? drawValue : -drawValue);
  // every leaf is valued as `me` sees it, so an evaluation that weighs the two sides
  // differently still gives both players one value to fight over
  const leaf = (owner: number): number => {
    const v = evaluate(g, board.cells, me);
    return owner === me ? v : -v;
  };
  const { now, deadline } = limits;
  let nodes = 0;

  /** The value for the side that just moved of the position it moved to, at `ply`. */
  const afterMove = (
    mover: number,
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
    start: number,
  ): number => {
    if (board.fills(mover)) return WIN - ply;
    if (board.fills(1 - mover)) return -WIN + ply;
    const seen = repetitions.enter(ply, board.hashLo, board.hashHi);
    // a repetition the rules draw is a draw; any other only when `me` wants progress
    if (seen === DRAWN || (seen !== FRESH && drawValue < 0)) return drawFor(mover);
    return -negamax(depth, -beta, -alpha, ply, start);
  };

  const negamax = (
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
    start: number,
  ): number => {
    // the clock is read often enough that a busy machine overruns the budget by little
    if ((++nodes & 255) === 0 && now() > deadline) throw new Timeout();
    const owner = board.toMove;
    if (depth <= 0 || ply >= MAX_PLY - 1) return leaf(owner);
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
    if (end === start) return leaf(owner);
    if (scores.length < board.moves.length) scores = new Int32Array(board.moves.length);
    const killer1 = killers[2 * ply]!;
    const killer2 = killers[2 * ply + 1]!;
    const historyBase = owner * size * size;
    for (let i = start; i < end; i++) {
      const m = board.moves[i]!;
      if (m === hint) scores[i] = TABLE_MOVE;
      else if (m === killer1) scores[i] = KILLER;
      else if (m === killer2) scores[i] = KILLER - 1;
      else {
        const h = history[historyBase + fromOf(m) * size + toOf(m)]!;
        scores[i] = gainOf(g, owner, m) * GAIN_UNIT + (h < HISTORY_MAX ? h : HISTORY_MAX);
      }
    }
    const alpha0 = alpha;
    let value = -Infinity;
    let bestMove = 0;
    for (let i = start; i < end; i++) {
      // the best-scored of the rest next: a cut-off usually comes before the list is sorted
      let top = i;
      for (let j = i + 1; j < end; j++) if (scores[j]! > scores[top]!) top = j;
      const m = board.moves[top]!;
      const score = scores[top]!;
      if (top !== i) {
        board.moves[top] = board.moves[i]!;
        board.moves[i] = m;
        scores[top] = scores[i]!;
      }
      board.make(m);
      let v: number;
      if (i === start) v = afterMove(owner, depth - 1, alpha, beta, ply + 1, end);
      else {
        // later moves are first tried with a null window (and quiet late ones less deep):
        // only one that might beat the best so far is searched again in full
        const late = depth >= 3 && i - start >= 3 && score < QUIET_GAIN * GAIN_UNIT;
        v = afterMove(owner, depth - (late ? 2 : 1), alpha, alpha + 1, ply + 1, end);
        if (v > alpha && late) v = afterMove(owner, depth - 1, alpha, alpha + 1, ply + 1, end);
        if (v > alpha && v < beta) v = afterMove(owner, depth - 1, alpha, beta, ply + 1, end);
      }
      board.unmake(m);
      if (v > value) {
        value = v;
        bestMove = m;
      }
      if (v > alpha) alpha = v;
      if (alpha >= beta) {
        if (score < QUIET_GAIN * GAIN_UNIT) {
          killers[2 * ply + 1] = killers[2 * ply]!;
          killers[2 * ply] = m;
        }
        history[historyBase + fromOf(m) * size + toOf(m)]! += depth * depth;
        break;
      }
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

  const rootValue = (m: number, depth: number, alpha: number, beta: number): number => {
    board.make(m);
    const v = afterMove(me, depth - 1, alpha, beta, 1, 0);
    board.unmake(m);
    return v;
  };

  // the previous depth's best first, the rest as the last depth left them
  const moves = order(g, me, rootMoves);
  let best = moves[0]!;
  for (let depth = 1; depth <= limits.maxDepth; depth++) {
    let alpha = -Infinity;
    let chosen = moves[0]!;
    try {
      for (let i = 0; i < moves.length; i++) {
        const m = moves[i]!;
        let v: number;
        if (i === 0) v = rootValue(m, depth, -Infinity, Infinity);
        else {
          v = rootValue(m, depth, alpha, alpha + 1);
          if (v > alpha) {
            // better than the best so far: taken even if time runs out measuring by how much
            chosen = m;
            v = rootValue(m, depth, alpha, Infinity);
          }
        }
        if (v > alpha) {
          alpha = v;
          chosen = m;
        }
      }
      best = chosen;
      moves.splice(moves.indexOf(best), 1);
      moves.unshift(best);
      if (alpha >= WIN - 100) break;
    } catch (error) {
      if (!(error instanceof Timeout)) throw error;
      // a cut-off depth counts where it got: the previous best was searched first, so a
      // move found better than it at this depth is the better one
      if (alpha > -Infinity) best = chosen;
      break;
    }
  }
  return unpack(best);
}

/** The one-ply gain of a packed move, cheaply approximated. */
function gainOf(g: Geometry, owner: number, m: number): number {
  return groundGain(g, owner, kindOf(m), fromOf(m), viaOf(m), toOf(m));
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

/** By the one-ply gain, highest first (a stable sort, for the root only). */
function order(g: Geometry, owner: number, moves: readonly number[]): number[] {
  const scored = moves.map((m) => ({ m, score: gainOf(g, owner, m) }));
  scored.sort((a, b) => b.score - a.score);
  return scored.map((s) => s.m);
}
