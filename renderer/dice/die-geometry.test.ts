import { Vector3, type Matrix4 } from 'three';
import { describe, expect, it } from 'vitest';
import { DIE_GEOMETRY } from '../../shared/dice';
import { DIE_KINDS } from '../../shared/engine/dice-kinds';
import { dieLabels } from './die-geometry';

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
});
