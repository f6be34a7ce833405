import { describe, expect, it } from 'vitest';
import { CUP, CUP_TRAY, insideCup } from '../shared/dice';
import { checkCup } from './cup-check';

describe('the dice cup', () => {
  it('covers the cup tray to its corners, low and high, and nothing beyond its wall or lid', () => {
    const [x, z] = [CUP_TRAY.width / 2, CUP_TRAY.depth / 2];
    for (const y of [0, 0.7, 1.5, 2.5]) {
      expect(insideCup([x, y, z]), `tray corner at height ${y}`).toBe(true);
      expect(insideCup([-x, y, -z]), `opposite corner at height ${y}`).toBe(true);
    }
    expect(insideCup([CUP.mouth + 0.01, 0.1, 0])).toBe(false);
    expect(insideCup([0, CUP.height + 0.01, 0])).toBe(false);
  });

  // `npm test` runs 500 of these throws (npm run check:cup); here a quick sample.
  it('leaves every die of a seeded throw wholly under it', () => {
    const result = checkCup(12, 'unit');
    expect(result.failures).toEqual([]);
    expect(result.dice).toBeGreaterThan(12);
  });
});
