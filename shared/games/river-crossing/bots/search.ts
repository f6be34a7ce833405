/**
 * Paranoid search for three players: the bot's seat maximises its own worth and the other
 * seats are assumed to minimise it, so plain alpha-beta applies. A crossing side searches
 * against the collector only. Iterative
 * deepening stops when the time budget runs out and keeps the last complete depth.
 */
import type { Bot, BotContext } from '../../../engine/bot';
import { movesOf, play, seatToMove, type CrossingAction } from '../moves';
import { COLLECTOR, type CrossingState } from '../state';
import { progress, teamUtility, utility, type Judge } from './evaluate';

export interface SearchOptions {
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
  /**
   * Red and Black play as a team: each scores the pair's progress and, in its search,
   * expects the other to help rather than to stand aside.
   */
  readonly team?: boolean;
  /** Per seat, how the player sees where the sides stand (plain progress unless given). */
  readonly judges?: readonly [Judge, Judge, Judge];
}

class OutOfTime extends Error {}

/**
 * The share of the budget the search may use: the node it is expanding when time runs out,
 * and the scoring after, still take a few milliseconds.
 */
const THINKING_SHARE = 0.8;

interface Search {
  readonly root: number;
  readonly deadline: number;
  readonly now: () => number;
  readonly caution: number;
  /** The worth of a state to the searching seat (or its team). */
  readonly worth: (state: CrossingState) => number;
  /** Whether the other crossing side is an ally, searched as a maximiser. */
  readonly team: boolean;
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

/**
 * The best child's worth one ply from the leaves, scored one by one: a child that already
 * settles the parent's choice (at or beyond the bound) ends the scoring.
 */
function cutoffLeaves(
  state: CrossingState,
  maximise: boolean,
  alpha: number,
  beta: number,
  search: Search,
): number {
  let best = maximise ? -Infinity : Infinity;
  for (const move of movesOf(state)) {
    const v = search.worth(play(state, move));
    if (maximise ? v > best : v < best) best = v;
    if (maximise ? best >= beta : best <= alpha) break;
  }
  return best;
}

function value(
  state: CrossingState,
  depth: number,
  alpha: number,
  beta: number,
  search: Search,
): number {
  if (depth === 0 || state.result) return search.worth(state);
  if (search.now() > search.deadline) throw new OutOfTime();
  const seat = seatToMove(state);
  // A crossing side's real opponent is the collector: the other side's turn is skipped
  // (searched as a pass), which buys a ply of the bot's own play instead.
  const ally = seat !== COLLECTOR && search.root !== COLLECTOR && seat !== search.root;
  if (ally && !search.team)
    return value(play(state, { type: 'pass', seat }), depth, alpha, beta, search);
  const maximise = seat === search.root || ally;
  const blended = !maximise && search.caution < 1;
  if (depth === 1 && !blended) return cutoffLeaves(state, maximise, alpha, beta, search);
  const children = ordered(state, movesOf(state), search, maximise);
  let caution = 1;
  let mean = 0;
  if (blended) {
    // A reply blended between the worst one and the average one. The average is taken over
    // the replies' scores at once, so only the worst is searched deeper, and alpha-beta
    // still applies to it through the blend: the node's value beats a bound exactly when
    // the worst reply beats that bound with the average's share taken off and rescaled.
    caution = search.caution;
    mean = children.reduce((sum, c) => sum + c.score, 0) / children.length;
    if (depth === 1 || caution === 0) return caution * children[0]!.score + (1 - caution) * mean;
    alpha = (alpha - (1 - caution) * mean) / caution;
    beta = (beta - (1 - caution) * mean) / caution;
  }
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
  return caution * best + (1 - caution) * mean;
}

export function searchBot(options: SearchOptions): () => Bot<CrossingState, CrossingAction> {
  return () => ({
    level: options.level,
    choose(view: CrossingState, legal: readonly CrossingAction[], context: BotContext) {
      if (legal.length === 1) return legal[0]!;
      const root = seatToMove(view);
      const team = options.team === true && root !== COLLECTOR;
      const judge = options.judges?.[root] ?? progress;
      const started = context.now();
      const search: Search = {
        root,
        deadline: started + THINKING_SHARE * Math.min(options.budgetMs, context.budgetMs),
        now: context.now,
        caution: options.caution[root],
        worth: team ? (s) => teamUtility(s, judge) : (s) => utility(s, root, judge),
        team,
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
