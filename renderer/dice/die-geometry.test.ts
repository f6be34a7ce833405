import { Vector3, type Matrix4 } from 'three';
import { describe, expect, it } from 'vitest';
import { DIE_GEOMETRY } from '../../shared/dice';
import { DIE_KINDS } from '../../shared/engine/dice-kinds';
import { atlasCell } from '../table/numeral-atlas';
import { dieLabels, dieNumeralsGeometry, DIE_NUMERALS } from './die-geometry';

/** The direction a label faces: the third column of its placement. */
function facing(matrix: Matrix4): Vector3 {
  const x = new Vector3();
  const y = new Vector3();
  const z = new Vector3();
  matrix.extractBasis(x, y, z);
  return z;
}

describe('the numbers drawn on the dice', () => {
  it.each(DIE_KINDS.filter((k) => k !== 'd4'))(
    'a %s shows on each face the value the physics reads for it',
    (kind) => {
      const geometry = DIE_GEOMETRY[kind];
      const labels = dieLabels(geometry);
      expect(labels).toHaveLength(geometry.faces.length);
      for (const face of geometry.faces) {
        const normal = new Vector3(...face.normal);
        const label = labels.find((l) => facing(l.matrix).dot(normal) > 0.9999);
        expect(label?.text).toBe(String(face.value));
      }
    },
  );

  it('a d4 shows at its top corner the value read from the face it lies on', () => {
    const geometry = DIE_GEOMETRY.d4;
    const labels = dieLabels(geometry);
    for (const face of geometry.faces) {
      const top = [0, 1, 2, 3].find((v) => !face.vertices.includes(v))!;
      const corner = new Vector3(...geometry.vertices[top]!);
      // Every number printed next to the top corner, on the three faces that meet there.
      const nearTop = labels.filter(
        (l) =>
          new Vector3().setFromMatrixPosition(l.matrix).distanceTo(corner) < 0.6 * geometry.radius,
      );
      expect(nearTop.length).toBe(3);
      for (const label of nearTop) expect(label.text).toBe(String(face.value));
    }
  });

  it.each(DIE_KINDS.filter((k) => k !== 'd4'))(
    'a %s paints on each face the numeral of that face, from the shared atlas',
    (kind) => {
      const geometry = DIE_GEOMETRY[kind];
      const drawn = dieNumeralsGeometry(kind);
      const normal = drawn.getAttribute('normal');
      const uv = drawn.getAttribute('uv');
      expect(normal.count).toBe(geometry.faces.length * 6);
      for (const face of geometry.faces) {
        const facing = new Vector3(...face.normal);
        const square = Array.from({ length: geometry.faces.length }, (_, i) => i * 6).find(
          (first) =>
            new Vector3(normal.getX(first), normal.getY(first), normal.getZ(first)).dot(facing) >
            0.9999,
        )!;
        const cell = atlasCell(DIE_NUMERALS, String(face.value));
        const u = (uv.getX(square) + uv.getX(square + 2)) / 2;
        const v = (uv.getY(square) + uv.getY(square + 2)) / 2;
        expect(u > cell.u0 && u < cell.u1 && v > cell.v0 && v < cell.v1).toBe(true);
      }
    },
  );
});
