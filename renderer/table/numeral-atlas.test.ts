import { Matrix4, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { atlasCell, numeralsGeometry } from './numeral-atlas';

const TEXTS = Array.from({ length: 20 }, (_, i) => String(i + 1));

describe('the numeral atlas', () => {
  it('gives every numeral its own cell inside the texture', () => {
    const cells = TEXTS.map((t) => atlasCell(TEXTS, t));
    for (const c of cells) {
      expect(c.u0).toBeGreaterThanOrEqual(0);
      expect(c.v0).toBeGreaterThanOrEqual(0);
      expect(c.u1).toBeLessThanOrEqual(1);
      expect(c.v1).toBeLessThanOrEqual(1);
      expect(c.u1).toBeGreaterThan(c.u0);
      expect(c.v1).toBeGreaterThan(c.v0);
    }
    for (let i = 0; i < cells.length; i++)
      for (let j = i + 1; j < cells.length; j++) {
        const [a, b] = [cells[i]!, cells[j]!];
        const overlap = a.u0 < b.u1 && b.u0 < a.u1 && a.v0 < b.v1 && b.v0 < a.v1;
        expect(overlap, `${TEXTS[i]} and ${TEXTS[j]} share texture`).toBe(false);
      }
  });

  it('refuses a numeral the set does not hold, naming it', () => {
    expect(() => atlasCell(TEXTS, '21')).toThrow(/"21"/);
  });

  it('lays each numeral as a square of its size at its place, textured from its own cell', () => {
    const geometry = numeralsGeometry(
      [
        { text: '7', size: 2, matrix: new Matrix4().setPosition(10, 0, 0) },
        { text: '12', size: 1, matrix: new Matrix4().makeRotationX(-Math.PI / 2) },
      ],
      TEXTS,
    );
    const position = geometry.getAttribute('position');
    const uv = geometry.getAttribute('uv');
    const normal = geometry.getAttribute('normal');
    expect(position.count).toBe(12);
    const seven = atlasCell(TEXTS, '7');
    for (let i = 0; i < 6; i++) {
      expect(Math.abs(position.getX(i) - 10)).toBeCloseTo(1);
      // Texture coordinates are stored as 32-bit floats.
      expect(uv.getX(i)).toBeGreaterThanOrEqual(seven.u0 - 1e-6);
      expect(uv.getX(i)).toBeLessThanOrEqual(seven.u1 + 1e-6);
      expect(uv.getY(i)).toBeGreaterThanOrEqual(seven.v0 - 1e-6);
      expect(uv.getY(i)).toBeLessThanOrEqual(seven.v1 + 1e-6);
    }
    // Laid flat, the second faces up.
    const up = new Vector3(normal.getX(6), normal.getY(6), normal.getZ(6));
    expect(up.y).toBeCloseTo(1);
    for (let i = 6; i < 12; i++) expect(position.getY(i)).toBeCloseTo(0);
  });
});
