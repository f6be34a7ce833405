import type { BaseAction } from '../../shared/engine/contract';
import type { BotReply, BotRequest } from './bot-protocol';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (a: BaseAction) => void; reject: (e: Error) => void }>();

function botWorker(): Worker {
  if (!worker) {
    worker = new Worker(new URL('./bot.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<BotReply>) => {
      const reply = event.data;
      const pending = waiting.get(reply.id);
      if (!pending) return;
      waiting.delete(reply.id);
      if ('action' in reply) pending.resolve(reply.action);
      else pending.reject(new Error(reply.error));
    };
  }
  return worker;
}

/** Asks a computer player for its move; the answer comes from the worker thread. */
export function askBot(request: Omit<BotRequest, 'id'>): Promise<BaseAction> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    botWorker().postMessage({ ...request, id });
  });
}
