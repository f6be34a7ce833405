/// <reference lib="webworker" />
/**
 * Computer players think here, off the rendering thread, so the table keeps moving while
 * a hard bot searches.
 */
import { botContext } from '../../shared/engine/bot';
import { Random } from '../../shared/engine/random';
import { findEntry } from '../../shared/games/registry';
import type { BotReply, BotRequest } from './bot-protocol';

function answer(request: BotRequest): BotReply {
  const entry = findEntry(request.gameId);
  const makeBot = entry?.bots[request.level];
  if (!makeBot)
    return {
      id: request.id,
      error: `No ${request.level} computer player for "${request.gameId}".`,
    };
  const action = makeBot().choose(
    request.view,
    request.legal,
    botContext(Random.fromSeed(request.seed), request.budgetMs),
  );
  return { id: request.id, action };
}

self.onmessage = (event: MessageEvent<BotRequest>) => {
  let reply: BotReply;
  try {
    reply = answer(event.data);
  } catch (error) {
    reply = { id: event.data.id, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};
