import { describe, expect, it } from 'vitest';
import { game, type RiverState } from '../../../shared/games/river-dice';
import { POT_AT, TRAY_AT, blockSpot, seatPlaces } from './layout';
import { riverSpot } from './spots';

const start = (): RiverState => game.setup(game.configSchema.parse({ players: 2 }), 'spots');

/** Both hole throws and the banker's: the d4 is on offer, Ada to bid first. */
function atAuction(): RiverState {
  let s = start();
  s = game.apply(s, { type: 'throw', seat: 0, faces: [1, 2, 3, 4, 5] });
  s = game.apply(s, { type: 'throw', seat: 1, faces: [1, 2, 3, 4, 5] });
  return game.apply(s, { type: 'throw', seat: null, faces: [4, 6, 8, 10, 12] });
}

const distance = (a: readonly number[], b: readonly number[]): number =>
  Math.hypot(a[0]! - b[0]!, a[2]! - b[2]!);

describe("the places a lesson names on River's table", () => {
  it("rings the viewer's own cup, and no cup for the public view", () => {
    const s = start();
    const seats = seatPlaces(2);
    expect(riverSpot(game.view(s, 0), 'cup', 0)).toEqual(seats[0]!.cup);
    expect(riverSpot(game.view(s, 1), 'cup', 1)).toEqual(seats[1]!.cup);
    expect(riverSpot(game.view(s, 'public'), 'cup', 'public')).toBeNull();
  });

  it('finds the tray, the pot and the banker block in the middle', () => {
    const view = game.view(start(), 0);
    expect(riverSpot(view, 'tray', 0)).toEqual(TRAY_AT);
    expect(riverSpot(view, 'pot', 0)).toEqual(POT_AT);
    expect(riverSpot(view, 'banker block', 0)).toEqual(blockSpot(2));
  });

  it('follows a banker die: its place on the block before the throw, held up on offer, then at its buyer', () => {
    expect(riverSpot(game.view(start(), 0), 'banker d12', 0)).toEqual(blockSpot(4));
    let s = atAuction();
    const offered = riverSpot(game.view(s, 0), 'banker d4', 0)!;
    expect(distance(offered, blockSpot(0))).toBe(0);
    expect(offered[1]).toBeGreaterThan(0);
    // Ada bids 1 on the d4 and Basil passes: the d4 is Ada's and lies by her cup.
    s = game.apply(s, { type: 'bid', seat: 0, amount: 1 });
    s = game.apply(s, { type: 'pass', seat: 1 });
    const bought = riverSpot(game.view(s, 0), 'banker d4', 0)!;
    const seats = seatPlaces(2);
    expect(distance(bought, seats[0]!.cup)).toBeLessThan(distance(bought, seats[1]!.cup));
    expect(distance(bought, blockSpot(0))).toBeGreaterThan(1);
  });

  it('knows no other place', () => {
    const view = game.view(atAuction(), 0);
    for (const spot of ['banker d20', 'c4', 'Cup', 'banker', ''])
      expect(riverSpot(view, spot, 0), spot).toBeNull();
  });
});
