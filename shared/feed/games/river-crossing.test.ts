import { describe, expect, it } from 'vitest';
import { game } from '../../games/river-crossing';
import { audienceSnapshot, emptyAudienceFeed } from '../audience';
import { seatsOf } from '../test-support';
import { feedRulesFor } from './index';

describe('River Crossing on the audience page', () => {
  const state = game.setup(game.configSchema.parse({ players: 3 }), 'audience');
  // Every seat was given a palette colour at the new-game screen (Black's is blue).
  const seats = seatsOf(3).map((s, i) => ({ ...s, colour: ['#d64541', '#3b7dd8', '#e8b730'][i]! }));
  const frame = audienceSnapshot(
    { game, rules: feedRulesFor('river-crossing'), seats },
    emptyAudienceFeed,
    state,
    0,
    null,
  );

  it("shows each side in its pieces' colour: Black is black, not the palette's blue", () => {
    expect(frame.seats.map((s) => s.colour)).toEqual(['#c8372d', '#26262b', '#d9a521']);
  });

  it('scores each side: all twelve at home at the start, none across, none taken', () => {
    expect(frame.standings).toEqual([
      { seat: 0, text: '12 home · 0 across · 0 taken' },
      { seat: 1, text: '12 home · 0 across · 0 taken' },
      { seat: 2, text: '0 taken' },
    ]);
  });
});
