import { describe, expect, it } from 'vitest';
import { BACK, EDGE, FACE, cardMesh, outline } from './card-geometry';

const shape = { width: 0.9, length: 1.26, thickness: 0.02, radius: 0.08 };

/** The normal of triangle t, from its winding (three.js draws counter-clockwise fronts). */
function normal(p: readonly number[], t: number): [number, number, number] {
  const v = (k: number) => [p[9 * t + 3 * k]!, p[9 * t + 3 * k + 1]!, p[9 * t + 3 * k + 2]!];
  const [a, b, c] = [v(0), v(1), v(2)];
  const u = b.map((x, i) => x - a[i]!);
  const w = c.map((x, i) => x - a[i]!);
  return [
    u[1]! * w[2]! - u[2]! * w[1]!,
    u[2]! * w[0]! - u[0]! * w[2]!,
    u[0]! * w[1]! - u[1]! * w[0]!,
  ];
}

describe('a card as a thin rounded box', () => {
  it('keeps within the card and rounds every corner', () => {
    const ring = outline(shape);
    for (const [x, z] of ring) {
      expect(Math.abs(x)).toBeLessThanOrEqual(shape.width / 2 + 1e-9);
      expect(Math.abs(z)).toBeLessThanOrEqual(shape.length / 2 + 1e-9);
      // No point reaches a square corner: each corner is cut by the radius.
      expect(
        Math.hypot(Math.abs(x) - shape.width / 2, Math.abs(z) - shape.length / 2),
      ).toBeGreaterThan(shape.radius * 0.29);
    }
  });

  it('turns its face up, its back down and its edges outwards', () => {
    const { positions, sides } = cardMesh(shape);
    const triangles = positions.length / 9;
    for (let t = 0; t < triangles; t++) {
      const [nx, ny, nz] = normal(positions, t);
      const side = sides[3 * t];
      if (side === FACE) expect(ny).toBeGreaterThan(0);
      else if (side === BACK) expect(ny).toBeLessThan(0);
      else {
        expect(side).toBe(EDGE);
        const cx = (positions[9 * t]! + positions[9 * t + 6]!) / 2;
        const cz = (positions[9 * t + 2]! + positions[9 * t + 8]!) / 2;
        expect(nx * cx + nz * cz).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('maps the face so the top of the picture is at the card’s far edge, and mirrors the back', () => {
    const { positions, uvs, sides } = cardMesh(shape);
    for (let i = 0; i < sides.length; i++) {
      const x = positions[3 * i]!;
      const z = positions[3 * i + 2]!;
      if (sides[i] === EDGE) continue;
      const [u, v] = [uvs[2 * i]!, uvs[2 * i + 1]!];
      expect(v).toBeCloseTo(0.5 - z / shape.length);
      expect(u).toBeCloseTo(sides[i] === FACE ? 0.5 + x / shape.width : 0.5 - x / shape.width);
    }
  });
});
