/**
 * River Crossing's hard player as it was before the crossers learned to cross (issue #37):
 * its evaluation and search, copied unchanged, so the arena can play it on the same seeds
 * as the current one (`--seats red=hard-previous`). The game itself no longer uses any of this.
 */
import type { Bot, BotContext } from '../../shared/engine/bot';
import {
  movesOf,
  play,
  seatToMove,
  type CrossingAction,
} from '../../shared/games/river-crossing/moves';
import {
  BLACK,
  COLLECTOR,
  NEIGHBOURS,
  PIECES_PER_SIDE,
  RED,
  rowOf,
  type CrossingColour,
  type CrossingState,
} from '../../shared/games/river-crossing/state';

const WIN = 1000;

const FAR = 1;
const HOME = 0.04;
const COLLECTED = -0.35;
const UNDER_COLLECTOR = 0.25;
const EXPOSED = 0.55;

function rowWorth(row: number): number {
  return 0.08 + 0.1 * row;
}

/** Progress of both sides, indexed by colour. */
function progress(state: CrossingState): [number, number] {
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
function utility(state: CrossingState, seat: number): number {
  if (state.result) return state.result.winners.includes(seat) ? WIN : -WIN;
  const [red, black] = progress(state);
  if (seat === COLLECTOR) return -(0.65 * Math.max(red, black) + 0.35 * Math.min(red, black));
  return seat === RED ? red : black;
}

interface SearchOptions {
  readonly level: string;
  /** Deepest search in moves (plies). */
  readonly maxDepth: number;
  /** Most milliseconds per decision; the driver's budget caps it further. */
  readonly budgetMs: number;
  /**
   * Random noise added to each root move's score, per seat (Red, Black, Collector): how
   * often the player overlooks something. Seats differ because their scores move by
   * different amounts per move.
   */
  readonly noise: readonly [number, number, number];
  /**
   * Per seat, how much the bot expects the worst reply (1, paranoid, with alpha-beta)
   * rather than an average one (0): expecting the worst from every reply freezes a
   * crossing side, which then loses on the no-progress limit.
   */
  readonly caution: readonly [number, number, number];
}

class OutOfTime extends Error {}

interface Search {
  readonly root: number;
  readonly deadline: number;
  readonly now: () => number;
  readonly caution: number;
  /** The worth of a state to the searching seat. */
  readonly worth: (state: CrossingState) => number;
  nodes: number;
}

function ordered(
  state: CrossingState,
  moves: readonly CrossingAction[],
  search: Search,
  maximise: boolean,
) {
  const children = moves.map((move) => {
    const child = play(state, move);
    return { child, score: search.worth(child) };
  });
  children.sort((a, b) => (maximise ? b.score - a.score : a.score - b.score));
  return children;
}

function value(
  state: CrossingState,
  depth: number,
  alpha: number,
  beta: number,
  search: Search,
): number {
  if (depth === 0 || state.result) return search.worth(state);
  if ((++search.nodes & 15) === 0 && search.now() > search.deadline) throw new OutOfTime();
  const seat = seatToMove(state);
  // A crossing side's real opponent is the collector: the other side's turn is skipped
  // (searched as a pass), which buys a ply of the bot's own play instead.
  if (seat !== COLLECTOR && search.root !== COLLECTOR && seat !== search.root)
    return value(play(state, { type: 'pass', seat }), depth, alpha, beta, search);
  const maximise = seat === search.root;
  const children = ordered(state, movesOf(state), search, maximise);
  if (!maximise && search.caution < 1) {
    // A reply blended between the worst one and the average one: no pruning here.
    const values =
      depth === 1
        ? children.map((c) => c.score)
        : children.map((c) => value(c.child, depth - 1, -Infinity, Infinity, search));
    const worst = Math.min(...values);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    return search.caution * worst + (1 - search.caution) * mean;
  }
  if (depth === 1) return children[0]!.score;
  let best = maximise ? -Infinity : Infinity;
  for (const { child } of children) {
    const v = value(child, depth - 1, alpha, beta, search);
    if (maximise) {
      best = Math.max(best, v);
      alpha = Math.max(alpha, v);
    } else {
      best = Math.min(best, v);
      beta = Math.min(beta, v);
    }
    if (alpha >= beta) break;
  }
  return best;
}

function searchBot(options: SearchOptions): () => Bot<CrossingState, CrossingAction> {
  return () => ({
    level: options.level,
    choose(view: CrossingState, legal: readonly CrossingAction[], context: BotContext) {
      if (legal.length === 1) return legal[0]!;
      const root = seatToMove(view);
      const started = context.now();
      const search: Search = {
        root,
        deadline: started + Math.min(options.budgetMs, context.budgetMs),
        now: context.now,
        caution: options.caution[root],
        worth: (s) => utility(s, root),
        nodes: 0,
      };
      const spread = options.noise[root];
      const noise = legal.map(() => (context.rng.float() - 0.5) * spread);
      const now = legal.map((move) => search.worth(play(view, move)));
      let scores = now;
      // A depth cut off by the clock is thrown away, so one that cannot finish is not
      // started: the next depth is expected to cost the last one times the growth seen
      // between the last two, or one move's worth of replies before two are timed (the
      // one-ply scores are too quick to time against a CPU clock, which other threads
      // move too).
      let last = 0;
      let growth = legal.length;
      for (let depth = 2; depth <= options.maxDepth; depth++) {
        const begun = context.now();
        if (depth > 2 && begun + last * growth > search.deadline) break;
        try {
          const next: number[] = [];
          let alpha = -Infinity;
          const order = legal.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]!);
          const deeper = new Array<number>(legal.length).fill(-Infinity);
          for (const i of order) {
            // Just under alpha: a move that fails low then scores strictly below the best.
            const v = value(play(view, legal[i]!), depth - 1, alpha - 1e-9, Infinity, search);
            deeper[i] = v;
            alpha = Math.max(alpha, v);
          }
          next.push(...deeper);
          scores = next;
          const took = Math.max(context.now() - begun, 1e-3);
          if (depth > 2) growth = Math.max(2, took / last);
          last = took;
        } catch (error) {
          if (error instanceof OutOfTime) break;
          throw error;
        }
      }
      // Between moves the search finds equal (a catch now or the same catch later), the
      // one better at once wins.
      const final = scores.map((v, i) => v + noise[i]! + 1e-3 * now[i]!);
      let best = 0;
      for (let i = 1; i < legal.length; i++) if (final[i]! > final[best]!) best = i;
      return legal[best]!;
    },
  });
}

/** The previous hard player: at most four plies, 300 ms, half-cautious crossers. */
export const hardPrevious = searchBot({
  level: 'hard-previous',
  maxDepth: 4,
  budgetMs: 300,
  noise: [0, 0, 0],
  caution: [0.5, 0.5, 1],
});
