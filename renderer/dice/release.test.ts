import { describe, expect, it } from 'vitest';
import { releaseVelocity } from './release';

describe('the throw a hand gives', () => {
  it('is the speed and direction of the last moments before letting go', () => {
    const path = [
      { x: 0, z: 0, t: 0 },
      { x: -3, z: 0, t: 380 }, // a slow shake back…
      { x: -2, z: 0, t: 420 },
      { x: 0, z: 1, t: 470 },
      { x: 2, z: 2, t: 520 }, // …then a flick forward
    ];
    const [vx, vz] = releaseVelocity(path, 120);
    expect(vx).toBeCloseTo(4 / 0.1, 6);
    expect(vz).toBeCloseTo(2 / 0.1, 6);
  });

  it('drops the dice straight down when the hand was still', () => {
    expect(releaseVelocity([{ x: 1, z: 1, t: 10 }], 120)).toEqual([0, 0]);
    expect(releaseVelocity([], 120)).toEqual([0, 0]);
  });
});
