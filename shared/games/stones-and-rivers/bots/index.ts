/**
 * Computer players. greedy looks one action ahead; easy, medium and hard search deeper
 * on the time budget (easy to depth 2, medium to depth 3, hard as deep as time allows).
 * The others value a position by how far pieces are from their Goal (evaluate.ts); hard
 * by where they stand around it (evaluate-zones.ts), so it works round a wall in front of
 * its Goal, which the distances alone push against.
 * All of them know the preset's draw rules (see search.ts). The view is the full state,
 * the positions played so far included: the game has no hidden information.
 */
import type { Bot, BotContext } from '../../../engine/bot';
import type { SRAction } from '../actions';
import { geometry } from '../board';
import { toAction } from '../game';
import type { SRState } from '../state';
import { evaluateZones } from './evaluate-zones';
import { search, type Evaluation } from './search';

function searcher(
  level: string,
  maxDepth: number,
  share: number,
  evaluate?: Evaluation,
): Bot<SRState, SRAction> {
  return {
    level,
    choose(view: SRState, legal: readonly SRAction[], context: BotContext): SRAction {
      const start = context.now();
      const m = search(view, {
        maxDepth,
        deadline: start + context.budgetMs * share,
        now: context.now,
        evaluate,
      });
      if (!m) return legal[0]!;
      const chosen = toAction(geometry(view.config.board), m, view.toMove);
      return legal.find((a) => JSON.stringify(a) === JSON.stringify(chosen)) ?? legal[0]!;
    },
  };
}

export const bots: Record<string, () => Bot<SRState, SRAction>> = {
  greedy: () => searcher('greedy', 1, 1),
  easy: () => searcher('easy', 2, 0.5),
  medium: () => searcher('medium', 3, 0.8),
  hard: () => searcher('hard', 64, 0.8, evaluateZones),
};
