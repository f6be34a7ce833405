/**
 * A computer player. It decides from the seat's own view and the legal actions only, so
 * it can never know more than a person in that seat: the driver, not the bot, calls
 * `game.view(state, seat)`.
 */
import type { BaseAction } from './contract';
import type { Random } from './random';

export interface BotContext {
  /** The bot's own seeded randomness (never the game's). */
  readonly rng: Random;
  /** Milliseconds the bot may think; it should answer well within it. */
  readonly budgetMs: number;
  /** A clock, injectable so tests are deterministic. */
  readonly now: () => number;
}

export interface Bot<V, A extends BaseAction> {
  /** 'easy' | 'medium' | 'hard', or a game-specific level such as 'greedy'. */
  readonly level: string;
  choose(view: V, legal: readonly A[], context: BotContext): A;
}

export function botContext(
  rng: Random,
  budgetMs: number,
  now: () => number = () => performance.now(),
): BotContext {
  return { rng, budgetMs, now };
}
