/**
 * The Stones & Rivers engine as it was before the fast board, kept as the yardstick for
 * `npm run bench` and the arena only: perft and the hard player's search over the plain
 * reference moves (moves.ts), copying the board for every move and keeping a Map as the
 * transposition table. The game itself no longer uses any of this.
 */
import type { Bot, BotContext } from '../../shared/engine/bot';
import type { SRAction, SRState } from '../../shared/games/stones-and-rivers';
import { fillsGoal, geometry, type Geometry } from '../../shared/games/stones-and-rivers/board';
import { WIN, evaluate } from '../../shared/games/stones-and-rivers/bots/evaluate';
import { Timeout, deepen, groundGain } from '../../shared/games/stones-and-rivers/bots/search';
import { KIND_CODE } from '../../shared/games/stones-and-rivers/fast-board';
import { toAction } from '../../shared/games/stones-and-rivers/game';
import { generate, play, type Move } from '../../shared/games/stones-and-rivers/moves';
import { rulesOf } from '../../shared/games/stones-and-rivers/state';
import { zobristKeys } from '../../shared/games/stones-and-rivers/zobrist';

/** Perft over copied boards, as it was counted before the fast board. */
export function copyingPerft(state: SRState, depth: number): number {
  if (state.result) return depth === 0 ? 1 : 0;
  const g = geometry(state.config.board);
  const rules = rulesOf(state.config);
  const walk = (cells: number[], owner: number, d: number): number => {
    if (d === 0) return 1;
    const moves = generate(g, cells, owner, rules);
    if (d === 1) return moves.length;
    let total = 0;
    for (const m of moves) {
      const next = cells.slice();
      play(next, m);
      if (fillsGoal(g, next, owner) || fillsGoal(g, next, 1 - owner)) continue;
      total += walk(next, 1 - owner, d - 1);
    }
    return total;
  };
  return walk(state.cells.slice(), state.toMove, depth);
}

/** The hard player as it was: the same settings over the copying search. */
export function copyingHard(): Bot<SRState, SRAction> {
  return {
    level: 'hard-copying',
    choose(view: SRState, legal: readonly SRAction[], context: BotContext): SRAction {
      const start = context.now();
      const m = copyingSearch(view, {
        maxDepth: 64,
        deadline: start + context.budgetMs * 0.8,
        now: context.now,
      });
      if (!m) return legal[0]!;
      const chosen = toAction(geometry(view.config.board), m, view.toMove);
      return legal.find((a) => JSON.stringify(a) === JSON.stringify(chosen)) ?? legal[0]!;
    },
  };
}

const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

interface Entry {
  depth: number;
  value: number;
  flag: number;
  best: number;
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

interface SearchLimits {
  readonly maxDepth: number;
  readonly deadline: number;
  readonly now: () => number;
}

export function copyingSearch(state: SRState, limits: SearchLimits): Move | null {
  const g = geometry(state.config.board);
  const rules = rulesOf(state.config);
  const keys = zobristKeys(g.size);
  const table = new Map<number, Entry>();
  const root = state.cells.slice();
  const me = state.toMove;
  const rootMoves = generate(g, root, me, rules);
  if (rootMoves.length === 0) return null;
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
  const rootValue = (m: Move, depth: number, alpha: number): number => {
    const next = root.slice();
    play(next, m);
    if (fillsGoal(g, next, me)) return WIN;
    if (fillsGoal(g, next, 1 - me)) return -WIN;
    return -negamax(next, 1 - me, depth - 1, -Infinity, -alpha, 1);
  };
  const ordered = (best: Move): Move[] => order(g, me, rootMoves, moveId(best));
  return deepen(rootMoves[0]!, limits.maxDepth, ordered, rootValue);
}

const moveId = (m: Move): number => ((m.from * 4096 + (m.via + 1)) * 4096 + m.to) * 4 + m.side;

/** The one-ply gain of a move (a module function: no closure per node). */
function gain(g: Geometry, owner: number, m: Move, hint: number): number {
  if (moveId(m) === hint) return 1e9;
  return groundGain(g, owner, KIND_CODE[m.kind], m.from, m.via, m.to);
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
