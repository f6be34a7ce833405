/**
 * The Stones & Rivers hard player as it was before it knew the draw rules (issue #37),
 * frozen for the arena's `hard-previous` level so the same seeds compare old and new. Its
 * search and evaluation are copied here on purpose, so later changes to the game's own
 * player never move this yardstick; only the rules (the fast board) are shared, as both
 * players must play the same game. The game itself never uses any of this.
 */
import type { Bot, BotContext } from '../../shared/engine/bot';
import type { SRAction, SRState } from '../../shared/games/stones-and-rivers';
import { geometry, type Geometry } from '../../shared/games/stones-and-rivers/board';
import {
  FLIP,
  FastBoard,
  MOVE,
  PUSH,
  SEND,
  fromOf,
  kindOf,
  toOf,
  unpack,
  viaOf,
} from '../../shared/games/stones-and-rivers/fast-board';
import { toAction } from '../../shared/games/stones-and-rivers/game';
import type { Move } from '../../shared/games/stones-and-rivers/moves';
import { rulesOf } from '../../shared/games/stones-and-rivers/state';

export function previousHard(): Bot<SRState, SRAction> {
  return {
    level: 'hard-previous',
    choose(view: SRState, legal: readonly SRAction[], context: BotContext): SRAction {
      const start = context.now();
      const m = search(view, start + context.budgetMs * 0.8, context.now);
      if (!m) return legal[0]!;
      const chosen = toAction(geometry(view.config.board), m, view.toMove);
      return legal.find((a) => JSON.stringify(a) === JSON.stringify(chosen)) ?? legal[0]!;
    },
  };
}

const WIN = 1_000_000;
const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

const buckets = new Int32Array(64);

function sideScore(g: Geometry, cells: ArrayLike<number>, owner: number): number {
  const cols = g.cols;
  const goalRow = owner === 0 ? 2 : g.rows - 3;
  const goal = g.goal[owner]!;
  const width = g.goalPoints[owner]!.length;
  const goalFirst = g.goalPoints[owner]![0]! % cols;
  const goalLast = goalFirst + width - 1;
  let score = 0;
  let onGoal = 0;
  let far = 0;
  buckets.fill(0);
  for (let p = 0; p < g.size; p++) {
    const c = cells[p]!;
    if (c === 0 || (((c - 1) / 3) | 0) !== owner) continue;
    const side = (c - 1) % 3;
    const x = p % cols;
    const y = (p - x) / cols;
    const dx = x < goalFirst ? goalFirst - x : x > goalLast ? x - goalLast : 0;
    const d = Math.abs(y - goalRow) + dx;
    if (side === 0 && goal[p] === 1) onGoal++;
    else {
      const at = d + (side === 0 ? 0 : 1);
      buckets[at]!++;
      far = Math.max(far, at);
    }
    if (side !== 0) score += side === 1 ? 3 : 6;
  }
  let needed = width - onGoal;
  for (let d = 0; d <= far; d++) {
    const n = buckets[d]!;
    const near = Math.min(n, needed);
    needed -= near;
    score -= d * (near * 12 + (n - near) * 2);
  }
  return score + onGoal * 400 + (onGoal === width - 1 ? 300 : 0);
}

function evaluate(g: Geometry, cells: ArrayLike<number>, owner: number): number {
  return sideScore(g, cells, owner) - sideScore(g, cells, 1 - owner);
}

/** The transposition table, made at the first search and told apart by age. */
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
let scores = new Int32Array(4096);

class Timeout extends Error {}

function search(state: SRState, deadline: number, now: () => number): Move | null {
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
    if ((++nodes & 127) === 0 && now() > deadline) throw new Timeout();
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

  let best = rootMoves[0]!;
  for (let depth = 1; depth <= 64; depth++) {
    const moves = order(g, me, rootMoves, best);
    let alpha = -Infinity;
    let chosen = moves[0]!;
    try {
      for (const m of moves) {
        const v = root(m, depth, alpha);
        if (v > alpha) {
          alpha = v;
          chosen = m;
        }
      }
      best = chosen;
      if (alpha >= WIN - 100) break;
    } catch (error) {
      if (!(error instanceof Timeout)) throw error;
      if (alpha > -Infinity) best = chosen;
      break;
    }
  }
  return unpack(best);
}

function gain(g: Geometry, owner: number, m: number, hint: number): number {
  if (m === hint) return 1e9;
  const kind = kindOf(m);
  if (kind === MOVE) {
    const goalRow = owner === 0 ? 2 : g.rows - 3;
    const fromRow = Math.floor(fromOf(m) / g.cols);
    const to = toOf(m);
    const toRow = Math.floor(to / g.cols);
    return Math.abs(fromRow - goalRow) - Math.abs(toRow - goalRow) + (g.goal[owner]![to] ? 50 : 0);
  }
  if (kind === SEND) return 5 + (g.goal[1 - owner]![viaOf(m)] ? 20 : 0);
  if (kind === PUSH) return 1;
  if (kind === FLIP && g.goal[owner]![fromOf(m)]) return 100;
  return -1;
}

function order(g: Geometry, owner: number, moves: readonly number[], hint: number): number[] {
  const scored = moves.map((m) => ({ m, score: gain(g, owner, m, hint) }));
  scored.sort((a, b) => b.score - a.score);
  return scored.map((s) => s.m);
}
