/** River Crossing: no hidden throws; each side's score is where its pieces are, in its true colour. */
import { SEAT_COLOURS } from '../../games/river-crossing/colours';
import type { CrossingState } from '../../games/river-crossing/state';
import type { FeedRules } from './rules';

export const riverCrossingFeed: FeedRules = {
  hiddenThrowKey: () => '',
  shownThrows: () => new Map(),
  seatColours: SEAT_COLOURS,
  standings(publicView) {
    const { sides } = publicView as CrossingState;
    const taken = sides[0].collected + sides[1].collected;
    return [
      ...sides.map((s, seat) => ({
        seat,
        text: `${s.home} home · ${s.far} across · ${s.collected} taken`,
      })),
      { seat: 2, text: `${taken} taken` },
    ];
  },
};
