import type { Bot } from '../../../engine/bot';
import type { RiverAction } from '../game';
import type { RiverView } from '../view';
import { easyBot } from './easy';
import { hardBot } from './hard';
import { mediumBot } from './medium';

/** Computer players by level, weakest first. */
export const bots: Readonly<Record<string, () => Bot<RiverView, RiverAction>>> = {
  easy: easyBot,
  medium: mediumBot,
  hard: hardBot,
};
