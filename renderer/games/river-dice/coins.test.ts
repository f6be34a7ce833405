import { describe, expect, it } from 'vitest';
import { coinsFor, goldPerCoin, moveCoins, type CoinSpot } from './coins';

const countsOf = (spots: readonly CoinSpot[], places: number): number[] =>
  Array.from({ length: places }, (_, p) => spots.filter((s) => s.place === p).length);

const slotsAreStacked = (spots: readonly CoinSpot[], places: number): boolean =>
  Array.from({ length: places }, (_, p) =>
    spots
      .filter((s) => s.place === p)
      .map((s) => s.slot)
      .sort((a, b) => a - b)
      .every((slot, i) => slot === i),
  ).every(Boolean);

describe('coins changing hands', () => {
  it('lays out a new table with each place holding its coins, stacked from the bottom', () => {
    const spots = moveCoins([], [3, 2, 0]);
    expect(countsOf(spots, 3)).toEqual([3, 2, 0]);
    expect(slotsAreStacked(spots, 3)).toBe(true);
  });

  it('moves only the coins paid: an ante of 5 from two purses leaves every other coin still', () => {
    const before = moveCoins([], [20, 20, 0]);
    const after = moveCoins(before, [15, 15, 10]);
    const moved = after.filter((spot, i) => spot !== before[i]);
    expect(moved).toHaveLength(10);
    expect(moved.every((s) => s.place === 2)).toBe(true);
    // The coins that left came off the top of each purse.
    const left = before.filter((spot, i) => after[i]!.place !== spot.place);
    expect(left.map((s) => s.slot).sort((a, b) => a - b)).toEqual([
      15, 15, 16, 16, 17, 17, 18, 18, 19, 19,
    ]);
    expect(slotsAreStacked(after, 3)).toBe(true);
  });

  it('keeps every coin on the table while gold only changes hands, over a long game', () => {
    let counts = [50, 50, 50, 0];
    let spots = moveCoins([], counts);
    let seed = 7;
    const random = (n: number) => ((seed = (seed * 48271) % 2147483647), seed % n);
    for (let step = 0; step < 500; step++) {
      const from = random(4);
      const to = random(4);
      const amount = Math.min(counts[from]!, random(12));
      counts = counts.map((c, p) => c - (p === from ? amount : 0) + (p === to ? amount : 0));
      const next = moveCoins(spots, counts);
      expect(next).toHaveLength(150);
      expect(countsOf(next, 4)).toEqual(counts);
      expect(slotsAreStacked(next, 4)).toBe(true);
      expect(next.filter((s, i) => s !== spots[i]).length).toBeLessThanOrEqual(amount);
      spots = next;
    }
  });

  it('a big game shows several gold a coin, and a part coin still shows', () => {
    expect(goldPerCoin(400)).toBe(1);
    expect(goldPerCoin(401)).toBe(2);
    expect(goldPerCoin(6000)).toBe(15);
    expect(coinsFor(95, 10)).toBe(10);
    expect(coinsFor(0, 10)).toBe(0);
  });
});
