import { describe, expect, it } from 'vitest';
import { flipPiece } from './piece-flip';

describe('flipping a piece to choose who starts', () => {
  it('the same seed flips the same way, frame for frame', () => {
    expect(flipPiece('one')).toEqual(flipPiece('one'));
  });

  it('lands flat, the face it reads pointing up, and comes up both ways over many seeds', () => {
    const faces = { stone: 0, river: 0 };
    for (let i = 0; i < 60; i++) {
      const flip = flipPiece(`seed ${i}`);
      faces[flip.face]++;
      const o = (flip.frames - 1) * 7;
      const [qx, qz] = [flip.track[o + 3]!, flip.track[o + 5]!];
      const up = 1 - 2 * (qx * qx + qz * qz);
      expect(flip.face === 'stone' ? up : -up).toBeGreaterThan(0.9);
      expect(flip.track[o + 1]!).toBeLessThan(0.2);
    }
    // a fair coin gives 30 of 60; 15 or fewer either way happens about once in 10,000 runs
    expect(Math.min(faces.stone, faces.river)).toBeGreaterThan(15);
  });
});
