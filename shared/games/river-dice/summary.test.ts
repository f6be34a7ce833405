/**
 * River read aloud. The position is played by hand from the rules page's defaults (100 gold
 * each, a 5 gold ante into the pot, 10 rounds; the last bidder standing pays into the pot),
 * so every number below is worked out from the moves, not read off the code.
 */
import { describe, expect, it } from 'vitest';
import { Random } from '../../engine/random';
import { game, type RiverAction, type RiverState } from './index';
import { riverSummary } from './summary';

const SEATS = [{ name: 'Ada' }, { name: 'Basil' }, { name: 'Cleo' }];

const play = (...actions: RiverAction[]): RiverState =>
  actions.reduce(
    (s, a) => game.apply(s, a),
    game.setup(game.configSchema.parse({ players: 3 }), 'summary') as RiverState,
  );

const dealt: RiverAction[] = [
  { type: 'throw', seat: 0, faces: [1, 3, 5, 7, 9] },
  { type: 'throw', seat: 1, faces: [2, 4, 6, 8, 10] },
  { type: 'throw', seat: 2, faces: [4, 6, 8, 10, 12] },
  { type: 'throw', seat: null, faces: [2, 5, 7, 9, 11] },
];

/** Ada buys the d4 for 3 gold, then opens the d6 at 2. */
const midAuction = play(
  ...dealt,
  { type: 'bid', seat: 0, amount: 3 },
  { type: 'pass', seat: 1 },
  { type: 'pass', seat: 2 },
  { type: 'bid', seat: 0, amount: 2 },
);

const summaryFor = (s: RiverState, seat: number): string => riverSummary(game.view(s, seat), SEATS);

describe('River: the table read aloud', () => {
  it('reads the round, the gold, each banker die and the viewer’s own hole dice', () => {
    expect(summaryFor(midAuction, 0)).toBe(
      'Round 1 of 10; the pot holds 18 gold. Purses: Ada 92 gold, Basil 95 gold, Cleo 95 gold.' +
        " The banker's dice: d4 2 bought by Ada for 3 gold; d6 5 on auction, Ada bids 2 gold;" +
        ' d8 7 to come; d10 9 to come; d12 11 to come.' +
        ' Your hole dice: d4 1, d6 3, d8 5, d10 7, d12 9.',
    );
  });

  it('names who has yet to throw under the cup, and reads nobody’s dice to the public', () => {
    const s = play(dealt[0]!);
    expect(riverSummary(game.view(s, 'public'), SEATS)).toBe(
      'Round 1 of 10; the pot holds 15 gold. Purses: Ada 95 gold, Basil 95 gold, Cleo 95 gold.' +
        ' Yet to throw the hole dice: Basil and Cleo.',
    );
  });

  it('never reads another seat’s hole dice: redrawing them leaves each seat’s summary as it was', () => {
    const rng = Random.fromSeed('other cups');
    for (const seat of [0, 1, 2]) {
      const redrawn = game.resampleHidden!(midAuction, seat, rng) as RiverState;
      expect(redrawn.hole).not.toEqual(midAuction.hole);
      expect(summaryFor(redrawn, seat)).toBe(summaryFor(midAuction, seat));
    }
    expect(summaryFor(midAuction, 1)).toContain('Your hole dice: d4 2, d6 4, d8 6, d10 8, d12 10.');
  });
});
