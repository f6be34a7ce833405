import type { BaseAction } from '../../shared/engine/contract';
import type { BotRequest } from './bot-protocol';
import { workerClient } from './worker-client';

const ask = workerClient<BotRequest, BaseAction>(
  'The computer players’ worker',
  () => new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' }),
);

/** Asks a computer player for its move; the answer comes from the worker thread. */
export function askBot(request: BotRequest): Promise<BaseAction> {
  return ask(request);
}
