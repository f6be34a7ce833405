import { describe, expect, it } from 'vitest';
import { flipPiece, steerFlip } from './piece-flip';

/** Which face a keyframe's orientation shows: the y of the disc's +y axis turned by q. */
function upness(track: readonly number[], frame: number): number {
  const o = frame * 7;
  const [x, z] = [track[o + 3]!, track[o + 5]!];
  return 1 - 2 * (x * x + z * z);
}

describe('a flip turned onto a chosen face', () => {
  it('lands the other face up with the same path, and keeps a flip already showing it', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const flip = flipPiece(seed);
      const other = flip.face === 'stone' ? 'river' : 'stone';
      const steered = steerFlip(flip, other);
      expect(steered.face).toBe(other);
      const last = steered.frames - 1;
      expect(Math.sign(upness(steered.track, last))).toBe(other === 'stone' ? 1 : -1);
      expect(upness(steered.track, last)).toBeCloseTo(-upness(flip.track, last), 9);
      for (let f = 0; f < flip.frames; f++)
        for (let k = 0; k < 3; k++) expect(steered.track[f * 7 + k]).toBe(flip.track[f * 7 + k]);
      expect(steerFlip(flip, flip.face)).toBe(flip);
    }
  });
});
