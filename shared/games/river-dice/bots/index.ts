import type { Bot } from '../../../engine/bot';
import type { RiverAction } from '../game';
import type { RiverView } from '../view';
import { easyBot } from './easy';
import { exactBot } from './exact';

/** Computer players by level, weakest first. */
export const bots: Readonly<Record<string, () => Bot<RiverView, RiverAction>>> = {
  easy: easyBot,
  medium: () => exactBot({ level: 'medium', readBids: false, fear: 0 }),
  hard: () => exactBot({ level: 'hard', readBids: true, fear: 0.5 }),
};
