import { describe, expect, it } from 'vitest';
import { TABLE } from '../table/TableScene';
import { seatsAround } from './seat-poses';

describe('seats around the table', () => {
  it.each([2, 3, 4, 5, 6])(
    'gives %i players their own places on the table, seat 1 at the near edge',
    (n) => {
      const poses = seatsAround(n);
      expect(poses).toHaveLength(n);
      expect(poses[0]!.position[2]).toBeGreaterThan(0);
      expect(Math.abs(poses[0]!.position[0])).toBeLessThan(1e-9);
      for (const [i, a] of poses.entries()) {
        expect(Math.abs(a.position[0])).toBeLessThan(TABLE.width / 2);
        expect(Math.abs(a.position[2])).toBeLessThan(TABLE.depth / 2);
        for (const b of poses.slice(i + 1))
          expect(
            Math.hypot(a.position[0] - b.position[0], a.position[2] - b.position[2]),
          ).toBeGreaterThan(3);
      }
    },
  );

  it('points every chair camera from behind its seat towards the middle', () => {
    for (const pose of seatsAround(5)) {
      const [x, , z] = pose.position;
      const [cx, cy, cz] = pose.camera!.position;
      expect(cy).toBeGreaterThan(5);
      // The camera stands further out than the seat, on the same side of the middle.
      expect(Math.hypot(cx, cz)).toBeGreaterThan(Math.hypot(x, z));
      expect(cx * x + cz * z).toBeGreaterThan(0);
    }
  });
});
