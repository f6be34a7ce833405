/**
 * Paranoid search for three players: the bot's seat maximises its own worth and both
 * other seats are assumed to minimise it, so plain alpha-beta applies. Iterative
 * deepening stops when the time budget runs out and keeps the last complete depth.
 */
import type { Bot, BotContext } from '../../../engine/bot';
import { movesOf, play, seatToMove, type CrossingAction } from '../moves';
import type { CrossingState } from '../state';
import { utility } from './evaluate';

export interface SearchOptions {
  readonly level: string;
  /** Deepest search in moves (plies). */
  readonly maxDepth: number;
  /** Most milliseconds per decision; the driver's budget caps it further. */
  readonly budgetMs: number;
  /** Random noise added to each root move's score, to vary play (0 = none). */
  readonly noise: number;
}

class OutOfTime extends Error {}

interface Search {
  readonly root: number;
  readonly deadline: number;
  readonly now: () => number;
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
    return { child, score: utility(child, search.root) };
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
  if (depth === 0 || state.result) return utility(state, search.root);
  if ((++search.nodes & 255) === 0 && search.now() > search.deadline) throw new OutOfTime();
  const maximise = seatToMove(state) === search.root;
  const children = ordered(state, movesOf(state), search, maximise);
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

export function searchBot(options: SearchOptions): () => Bot<CrossingState, CrossingAction> {
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
        nodes: 0,
      };
      const noise = legal.map(() => (context.rng.float() - 0.5) * options.noise);
      let scores = legal.map((move) => utility(play(view, move), root));
      for (let depth = 2; depth <= options.maxDepth; depth++) {
        try {
          const next: number[] = [];
          let alpha = -Infinity;
          const order = legal.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]!);
          const deeper = new Array<number>(legal.length).fill(-Infinity);
          for (const i of order) {
            const v = value(play(view, legal[i]!), depth - 1, alpha, Infinity, search);
            deeper[i] = v;
            alpha = Math.max(alpha, v);
          }
          next.push(...deeper);
          scores = next;
        } catch (error) {
          if (error instanceof OutOfTime) break;
          throw error;
        }
      }
      let best = 0;
      for (let i = 1; i < legal.length; i++)
        if (scores[i]! + noise[i]! > scores[best]! + noise[best]!) best = i;
      return legal[best]!;
    },
  });
}
