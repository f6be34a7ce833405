/** River Stakes: no hidden throws; the score is the paths each seat has secured. */
import type { StakesState } from '../../games/river-stakes/state';
import { PATHS_TO_WIN } from '../../games/river-stakes/rules';
import type { FeedRules } from './rules';

export const riverStakesFeed: FeedRules = {
  hiddenThrowKey: () => '',
  shownThrows: () => new Map(),
  standings(publicView) {
    const { secured, config } = publicView as StakesState;
    return Array.from({ length: config.players }, (_, seat) => {
      const paths = secured.filter((s) => s === seat).length;
      return { seat, text: `${paths} of ${PATHS_TO_WIN} paths` };
    });
  },
};
