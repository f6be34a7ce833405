import { describe, expect, it } from 'vitest';
import { chairCamera } from '../../host/seat-camera';
import { stonesAndRiversTable } from './table';

// Circle sits at the near edge (+z), Square across the board (−z).
describe('Stones & Rivers: each seat its own chair', () => {
  const poses = stonesAndRiversTable.seatPoses(2);

  it("Circle's person sits at the near edge, whoever moves", () => {
    for (const acting of [0, 1, null]) {
      const chair = chairCamera(poses, 0, acting)!;
      expect(chair.position[2]).toBeGreaterThan(chair.target[2]);
      expect(chair.position[2]).toBeGreaterThan(0);
    }
  });

  it("Square's person sits across the board, looking back towards the near edge", () => {
    for (const acting of [0, 1, null]) {
      const chair = chairCamera(poses, 1, acting)!;
      expect(chair.position[2]).toBeLessThan(chair.target[2]);
      expect(chair.position[2]).toBeLessThan(0);
    }
  });

  it("Square's chair is Circle's turned half way round the board", () => {
    const circle = chairCamera(poses, 0, null)!;
    const square = chairCamera(poses, 1, null)!;
    for (const key of ['position', 'target'] as const) {
      const [x, y, z] = circle[key];
      expect(square[key][0]).toBeCloseTo(-x);
      expect(square[key][1]).toBeCloseTo(y);
      expect(square[key][2]).toBeCloseTo(-z);
    }
  });
});
