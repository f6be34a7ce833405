/** River: hole dice go under the cup and are shown at the showdown; purses are public. */
import type { ThrowAction } from '../../engine/contract';
import type { RiverState, RiverView } from '../../games/river-dice';
import type { FeedRules } from './rules';

const key = (round: number, seat: number | null): string => `round ${round} seat ${seat}`;

export const riverDiceFeed: FeedRules = {
  hiddenThrowKey: (before, action: ThrowAction) => key((before as RiverState).round, action.seat),
  shownThrows(publicView) {
    const { showdown } = publicView as RiverView;
    return new Map(
      (showdown?.hands ?? []).map((hand) => [key(showdown!.round, hand.seat), hand.holeThrow]),
    );
  },
  standings(publicView) {
    const v = publicView as RiverView;
    return [
      ...v.purses.map((gold, seat) => ({
        seat,
        text: v.out[seat] ? `${gold} gold, out` : `${gold} gold`,
      })),
      {
        seat: null,
        text: `Pot ${v.pot} gold · round ${Math.min(v.round, v.config.rounds)} of ${v.config.rounds}`,
      },
    ];
  },
};
