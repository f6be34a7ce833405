import type { BaseAction } from '../../shared/engine/contract';

/** A question to the bot worker: the seat's own view and legal actions, never the full state. */
export interface BotRequest {
  readonly gameId: string;
  readonly level: string;
  readonly view: unknown;
  readonly legal: readonly BaseAction[];
  readonly seed: string;
  readonly budgetMs: number;
}
