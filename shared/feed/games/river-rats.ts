/** River Rats: no dice; the table shares its Debt against the Rats'. */
import type { RatsView } from '../../games/river-rats';
import { DEBT_TO_DEFEAT, DEBT_TO_LOSE } from '../../games/river-rats/state';
import type { FeedRules } from './rules';

export const riverRatsFeed: FeedRules = {
  hiddenThrowKey: () => '',
  shownThrows: () => new Map(),
  standings(publicView) {
    const v = publicView as RatsView;
    return [
      { seat: null, text: `Players' Debt ${v.playerDebt} of ${DEBT_TO_LOSE}` },
      { seat: null, text: `Rat's Debt ${v.rat.debt} of ${DEBT_TO_DEFEAT} · round ${v.round}` },
    ];
  },
};
