import { describe, expect, it } from 'vitest';
import { game, type RiverAction } from '../../../shared/games/river-dice';
import { bidderAtScreen, handWith, keepsAtScreen, raise } from './turn';

function auctionFor(purse: number) {
  let s = game.setup(game.configSchema.parse({ players: 2, purse }), 'turn');
  s = game.apply(s, { type: 'throw', seat: 0, faces: [1, 2, 3, 4, 5] });
  s = game.apply(s, { type: 'throw', seat: 1, faces: [1, 2, 3, 4, 5] });
  return game.apply(s, { type: 'throw', seat: null, faces: [4, 6, 8, 10, 12] });
}

describe('bidding from the screen', () => {
  it('offers +1, +5 and pass to the seat whose turn it is, and nothing to the other', () => {
    const s = auctionFor(30);
    const seat = s.auction!.turn;
    const other = 1 - seat;
    const props = (viewer: number) => ({
      view: game.view(s, viewer),
      legal: game.legalActions(s, viewer) as RiverAction[],
      replaying: false,
    });
    expect(bidderAtScreen(props(other))).toBeNull();
    const bidder = bidderAtScreen(props(seat))!;
    // The ante of 5 came out of each purse of 30.
    expect(bidder.most).toBe(25);
    expect(raise(bidder, 1)).toEqual({ type: 'bid', seat, amount: 1 });
    expect(raise(bidder, 5)).toEqual({ type: 'bid', seat, amount: 5 });
    expect(raise(bidder, 100)).toEqual({ type: 'bid', seat, amount: 25 });
    expect(bidder.pass).toEqual({ type: 'pass', seat });
  });

  it('offers nothing while a game is replayed', () => {
    const s = auctionFor(30);
    const seat = s.auction!.turn;
    expect(
      bidderAtScreen({
        view: game.view(s, seat),
        legal: game.legalActions(s, seat),
        replaying: true,
      }),
    ).toBeNull();
  });
});

describe('choosing a hand', () => {
  it('names the hand each keep makes: the banker d12 (12) with 1 2 3 4 makes High 11/12, beside the Low River of 1 2 3 4 5', () => {
    let s = auctionFor(30);
    // Everyone passes the first four dice; the first bidder buys the d12 for 1.
    while (s.phase === 'auction' && s.auction!.die < 4)
      s = game.apply(s, { type: 'pass', seat: s.auction!.turn });
    const buyer = s.auction!.turn;
    s = game.apply(s, { type: 'bid', seat: buyer, amount: 1 });
    s = game.apply(s, { type: 'pass', seat: s.auction!.turn });
    const keeps = keepsAtScreen(game.legalActions(s, buyer));
    expect(keeps.map((k) => k.banker)).toEqual([[], ['d12']]);
    expect(handWith(game.view(s, buyer), buyer, ['d12']).name).toBe('High 11/12');
    expect(handWith(game.view(s, buyer), buyer, []).name).toBe('Low River');
  });
});
