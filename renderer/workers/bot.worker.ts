/// <reference lib="webworker" />
/**
 * Computer players think here, off the rendering thread, so the table keeps moving while
 * a hard bot searches.
 */
import { botContext } from '../../shared/engine/bot';
import type { BaseAction } from '../../shared/engine/contract';
import { Random } from '../../shared/engine/random';
import { findEntry } from '../../shared/games/registry';
import type { BotRequest } from './bot-protocol';
import { answerQuestions } from './worker-client';

answerQuestions<BotRequest, BaseAction>(self, (request) => {
  const makeBot = findEntry(request.gameId)?.bots[request.level];
  if (!makeBot) throw new Error(`No ${request.level} computer player for "${request.gameId}".`);
  return makeBot().choose(
    request.view,
    request.legal,
    botContext(Random.fromSeed(request.seed), request.budgetMs),
  );
});
