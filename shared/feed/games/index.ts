import { riverCrossingFeed } from './river-crossing';
import { riverDiceFeed } from './river-dice';
import { riverRatsFeed } from './river-rats';
import { riverStakesFeed } from './river-stakes';
import type { FeedRules } from './rules';

export type { FeedRules } from './rules';

/** Any other game: no scoreboard, and a hidden throw is never shown. */
const silent: FeedRules = {
  hiddenThrowKey: () => '',
  shownThrows: () => new Map(),
  standings: () => [],
};

const rules: Readonly<Record<string, FeedRules>> = {
  'river-crossing': riverCrossingFeed,
  'river-dice': riverDiceFeed,
  'river-rats': riverRatsFeed,
  'river-stakes': riverStakesFeed,
};

export const feedRulesFor = (gameId: string): FeedRules =>
  Object.hasOwn(rules, gameId) ? rules[gameId]! : silent;
