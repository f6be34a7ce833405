/**
 * Iterative-deepening alpha-beta (negamax) on packed boards, with a Zobrist-keyed
 * transposition table and move ordering (table move first, then moves that gain ground).
 * Nothing is hidden in this game, so the bots read the full state from the view.
 */
import { fillsGoal, geometry, type Geometry } from '../board';
import { generate, play, type Move } from '../moves';
import { rulesOf, type SRState } from '../state';
import { WIN, evaluate } from './evaluate';

const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

interface Entry {
  depth: number;
  value: number;
  flag: number;
  best: number;
}

/** Zobrist keys as two 32-bit halves per (point, cell code). */
const zobrist = new Map<number, Uint32Array>();
function keysFor(size: number): Uint32Array {
  let keys = zobrist.get(size);
  if (!keys) {
    keys = new Uint32Array(size * 7 * 2 + 2);
    let s = 0x9e3779b9;
    for (let i = 0; i < keys.length; i++) {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      keys[i] = s >>> 0;
    }
    zobrist.set(size, keys);
  }
  return keys;
}

/** A 53-bit number key (all of hi, 21 bits of lo): cheaper in a Map than a string. */
function hashOf(keys: Uint32Array, cells: readonly number[], toMove: number): number {
  let lo = toMove ? keys[keys.length - 1]! : 0;
  let hi = toMove ? keys[keys.length - 2]! : 0;
  for (let p = 0; p < cells.length; p++) {
    const c = cells[p]!;
    if (c === 0) continue;
    lo ^= keys[(p * 7 + c) * 2]!;
    hi ^= keys[(p * 7 + c) * 2 + 1]!;
  }
  return (hi >>> 0) * 0x200000 + (lo & 0x1fffff);
}

export interface SearchLimits {
  readonly maxDepth: number;
  readonly deadline: number;
  readonly now: () => number;
}

class Timeout extends Error {}

export function search(state: SRState, limits: SearchLimits): Move | null {
  const g = geometry(state.config.board);
  const rules = rulesOf(state.config);
  const keys = keysFor(g.size);
  const table = new Map<number, Entry>();
  const root = state.cells.slice();
  const me = state.toMove;
  const rootMoves = generate(g, root, me, rules);
  if (rootMoves.length === 0) return null;
  let best: Move = rootMoves[0]!;
  let nodes = 0;
  const negamax = (
    cells: number[],
    owner: number,
    depth: number,
    alpha: number,
    beta: number,
    ply: number,
  ): number => {
    // the clock is read often enough that a busy machine overruns the budget by little
    if ((++nodes & 127) === 0 && limits.now() > limits.deadline) throw new Timeout();
    if (depth === 0) return evaluate(g, cells, owner);
    const key = hashOf(keys, cells, owner);
    const hit = table.get(key);
    let hint = -1;
    if (hit) {
      hint = hit.best;
      if (hit.depth >= depth) {
        if (hit.flag === EXACT) return hit.value;
        if (hit.flag === LOWER && hit.value >= beta) return hit.value;
        if (hit.flag === UPPER && hit.value <= alpha) return hit.value;
      }
    }
    const moves = order(g, owner, generate(g, cells, owner, rules), hint);
    if (moves.length === 0) return evaluate(g, cells, owner);
    const alpha0 = alpha;
    let value = -Infinity;
    let bestIndex = 0;
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i]!;
      const next = cells.slice();
      play(next, m);
      let v: number;
      if (fillsGoal(g, next, owner)) v = WIN - ply;
      else if (fillsGoal(g, next, 1 - owner)) v = -WIN + ply;
      else v = -negamax(next, 1 - owner, depth - 1, -beta, -alpha, ply + 1);
      if (v > value) {
        value = v;
        bestIndex = i;
      }
      if (v > alpha) alpha = v;
      if (alpha >= beta) break;
    }
    table.set(key, {
      depth,
      value,
      flag: value <= alpha0 ? UPPER : value >= beta ? LOWER : EXACT,
      best: moveId(moves[bestIndex]!),
    });
    return value;
  };
  for (let depth = 1; depth <= limits.maxDepth; depth++) {
    const ordered = order(g, me, rootMoves, moveId(best));
    let alpha = -Infinity;
    let chosen = ordered[0]!;
    try {
      for (const m of ordered) {
        const next = root.slice();
        play(next, m);
        let v: number;
        if (fillsGoal(g, next, me)) v = WIN;
        else if (fillsGoal(g, next, 1 - me)) v = -WIN;
        else v = -negamax(next, 1 - me, depth - 1, -Infinity, -alpha, 1);
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

const moveId = (m: Move): number => ((m.from * 4096 + (m.via + 1)) * 4096 + m.to) * 4 + m.side;

/** The one-ply gain of a move, cheaply approximated (a module function: no closure per node). */
function gain(g: Geometry, owner: number, m: Move, hint: number): number {
  if (moveId(m) === hint) return 1e9;
  if (m.kind === 'move') {
    const goalRow = owner === 0 ? 2 : g.rows - 3;
    const from = Math.floor(m.from / g.cols);
    const to = Math.floor(m.to / g.cols);
    return Math.abs(from - goalRow) - Math.abs(to - goalRow) + (g.goal[owner]![m.to] ? 50 : 0);
  }
  if (m.kind === 'send') return 5 + (g.goal[1 - owner]![m.via] ? 20 : 0);
  if (m.kind === 'push') return 1;
  if (m.kind === 'flip' && g.goal[owner]![m.from]) return 100;
  return -1;
}

/** Table move first, then by the one-ply gain. */
function order(g: Geometry, owner: number, moves: Move[], hint: number): Move[] {
  const scores = new Float64Array(moves.length);
  const index: number[] = [];
  for (let i = 0; i < moves.length; i++) {
    scores[i] = gain(g, owner, moves[i]!, hint);
    index.push(i);
  }
  index.sort((a, b) => scores[b]! - scores[a]!);
  const sorted: Move[] = [];
  for (const i of index) sorted.push(moves[i]!);
  return sorted;
}
