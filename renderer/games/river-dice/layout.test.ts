import { describe, expect, it } from 'vitest';
import { TABLE } from '../../table/TableScene';
import { coinsFor, goldPerCoin } from './coins';
import { COIN, TRAY, TRAY_AT, blockSpot, coinAt, seatPlaces, type SeatPlaces } from './layout';

/** The most coins one place can hold: all the gold of six rich purses, 400 coins at most. */
const MOST_COINS = coinsFor(6 * 1000, goldPerCoin(6 * 1000));

type Box = { x0: number; x1: number; z0: number; z1: number };
const around = ([x, , z]: readonly number[], r: number): Box => ({
  x0: x! - r,
  x1: x! + r,
  z0: z! - r,
  z1: z! + r,
});
/** The ground every coin of a place covers, with the most coins the table ever shows there. */
function coinsArea(place: number, seats: readonly SeatPlaces[]): Box {
  const spots = Array.from({ length: MOST_COINS }, (_, slot) => coinAt({ place, slot }, seats));
  return {
    x0: Math.min(...spots.map((p) => p[0])) - COIN.radius,
    x1: Math.max(...spots.map((p) => p[0])) + COIN.radius,
    z0: Math.min(...spots.map((p) => p[2])) - COIN.radius,
    z1: Math.max(...spots.map((p) => p[2])) + COIN.radius,
  };
}
const overlap = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.z0 < b.z1 && b.z0 < a.z1;

describe("River's table layout", () => {
  for (let players = 2; players <= 6; players++)
    it(`${players} seats: every seat's cup, purse and bought dice lie on the felt, apart from the middle and each other`, () => {
      const seats = seatPlaces(players);
      const middle: Box[] = [
        {
          x0: TRAY_AT[0] - TRAY.width / 2,
          x1: TRAY_AT[0] + TRAY.width / 2,
          z0: TRAY_AT[2] - TRAY.depth / 2,
          z1: TRAY_AT[2] + TRAY.depth / 2,
        },
        { ...around(blockSpot(2), 0.5), x0: blockSpot(0)[0] - 0.5, x1: blockSpot(4)[0] + 0.5 },
        coinsArea(seats.length, seats),
      ];
      const felt = { x: TABLE.width / 2, z: TABLE.depth / 2 };
      const areas = seats.map((s, seat) => [
        around(s.cup, 0.95),
        coinsArea(seat, seats),
        ...[0, 1, 2, 3, 4].map((d) => around(s.bought(d), 0.25)),
      ]);
      areas.forEach((boxes, seat) => {
        for (const box of boxes) {
          expect(box.x0 > -felt.x && box.x1 < felt.x && box.z0 > -felt.z && box.z1 < felt.z).toBe(
            true,
          );
          for (const m of middle)
            expect({ seat, hits: overlap(box, m) }).toEqual({ seat, hits: false });
          areas.forEach((others, other) => {
            if (other === seat) return;
            for (const o of others)
              expect({ seat, other, hits: overlap(box, o) }).toEqual({ seat, other, hits: false });
          });
        }
      });
    });

  it('coins of a purse stack upwards and never share a spot', () => {
    const seats = seatPlaces(4);
    const spots = Array.from({ length: 100 }, (_, slot) => coinAt({ place: 1, slot }, seats));
    const keys = new Set(spots.map((p) => p.map((v) => v.toFixed(3)).join()));
    expect(keys.size).toBe(100);
    expect(Math.max(...spots.map((p) => p[1]))).toBeCloseTo(9.5 * COIN.thickness, 5);
  });

  it('a purse holding all the gold grows taller in its own corner, never across the table', () => {
    const seats = seatPlaces(6);
    const spots = Array.from({ length: MOST_COINS }, (_, slot) =>
      coinAt({ place: 4, slot }, seats),
    );
    const keys = new Set(spots.map((p) => p.map((v) => v.toFixed(3)).join()));
    expect(keys.size).toBe(MOST_COINS);
    const [x, , z] = seats[4]!.purse;
    for (const [cx, , cz] of spots) expect(Math.hypot(cx - x, cz - z)).toBeLessThan(1.3);
    // Stacks of ten fill the 16 spots in turn: 400 = 2 × 160 + 80, so eight stacks are
    // 30 coins high (the top coin's middle at 29.5 coins) and eight are 20.
    expect(Math.max(...spots.map((p) => p[1]))).toBeCloseTo(29.5 * COIN.thickness, 5);
  });
});
