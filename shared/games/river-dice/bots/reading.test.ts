import { describe, expect, it } from 'vitest';
import { compareHands, evaluateHand } from '../evaluate';
import { game, type RiverState } from '../index';
import { forEachRoll } from '../odds';
import { BidReader } from './reading';

/** Two seats dealt, the banker's small dice passed by both, the d12 showing 12 up for auction. */
function atTheTwelve(): RiverState {
  let s = game.setup({ players: 2 } as never, 1);
  for (const faces of [
    [1, 2, 3, 4, 5],
    [2, 2, 2, 2, 2],
  ]) {
    const pending = game.next(s);
    s = game.apply(s, { type: 'throw', seat: pending.kind === 'throw' ? pending.seat : 0, faces });
  }
  s = game.apply(s, { type: 'throw', seat: null, faces: [1, 1, 1, 1, 12] });
  while (s.auction!.die < 4) s = game.apply(s, { type: 'pass', seat: s.auction!.turn });
  return s;
}

describe('River bid reading (the hard player)', () => {
  it('reads a rival who raised high for a 12 as holding hands the 12 lifts', () => {
    let s = atTheTwelve();
    // Seat 0 keeps outbidding seat 1 for the 12, up to 7 gold in a pot of 10.
    for (let amount = 1; amount <= 7; amount++)
      s = game.apply(s, { type: 'bid', seat: (amount + 1) % 2, amount });
    const weights = new BidReader().weights(game.view(s, 1), 0)!;
    // Whether the 12 lifts each roll's hand, from the evaluator itself.
    let lifted = 0;
    let liftedWeight = 0;
    let unlifted = 0;
    let unliftedWeight = 0;
    let roll = 0;
    forEachRoll((values) => {
      const own = evaluateHand(values);
      const withTwelve = evaluateHand([...values.slice(0, 4), 12], [true, true, true, true, false]);
      if (compareHands(withTwelve, own) > 0) {
        lifted++;
        liftedWeight += weights[roll]!;
      } else {
        unlifted++;
        unliftedWeight += weights[roll]!;
      }
      roll++;
    });
    expect(lifted).toBeGreaterThan(1000);
    expect(liftedWeight / lifted).toBeGreaterThan(100 * (unliftedWeight / unlifted));
  });
});
