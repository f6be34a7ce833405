/**
 * River Crossing read aloud, from a position written in the notation. Under the original
 * rules all 12 pieces must cross and the collector wins after 200 moves without progress
 * (rules page, "End"); every count below is read off the position text by hand.
 */
import { describe, expect, it } from 'vitest';
import { crossingSummary } from './summary';
import { position } from './test-positions';

const SEATS = [{ name: 'Ada' }, { name: 'Basil' }, { name: 'Cleo' }];

describe('River Crossing: the table read aloud', () => {
  it('counts each side’s pieces across, at home, in the river and collected', () => {
    // Red: 7 at home, 2 across, 1 collected, so 2 in the river (d4 and the bottom of e5).
    // Black: 9 at home, 0 across, 2 collected, so 1 in the river (on e5). Six collectors.
    const s = position(
      'Black to move',
      'home 7, far 2, collected 1',
      'home 9, far 0, collected 2',
      ['d4: r', 'e5: r b', 'b3: C', 'd3: C'],
      undefined,
      'moves 40, quiet 12',
    );
    expect(crossingSummary(s, SEATS)).toBe(
      'Red, Ada: 2 across (12 to win), 7 on the home bank, 2 in the river, 1 collected.' +
        ' Black, Basil: 0 across (12 to win), 9 on the home bank, 1 in the river, 2 collected.' +
        ' Collector, Cleo: 6 collectors in the river, 3 pieces in the stash;' +
        ' 12 of 200 moves without progress.',
    );
  });
});
