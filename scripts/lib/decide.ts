import { botContext, type Bot } from '../../shared/engine/bot';
import type { BaseAction, Game, Seat } from '../../shared/engine/contract';
import type { Random } from '../../shared/engine/random';

export interface TimedDecision<A> {
  readonly action: A;
  readonly wallMs: number;
  /** This process's CPU time: what the bot cost on one core, whatever else the machine runs. */
  readonly cpuMs: number;
}

/**
 * A bot's decision from its seat's own view and legal actions, as the table asks for it, timed.
 * `now` is the clock the bot sees (the real one unless an arena wants decisions that do not
 * depend on how busy the machine is).
 */
export function timedDecision<S, A extends BaseAction, C extends { players: number }, V>(
  game: Game<S, A, C, V>,
  bot: Bot<V, A>,
  state: S,
  seat: Seat,
  rng: Random,
  budgetMs: number,
  now?: () => number,
): TimedDecision<A> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const action = bot.choose(
    game.view(state, seat),
    game.legalActions(state, seat),
    botContext(rng, budgetMs, now),
  );
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { action, wallMs, cpuMs: (used.user + used.system) / 1000 };
}
