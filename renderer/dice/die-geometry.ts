/**
 * Three.js meshes for the dice, built from the same geometry the physics uses: the body
 * as one triangle fan per face, and each face's number as a small plane laid on the face,
 * so the number on top is the number read.
 */
import { BufferGeometry, Float32BufferAttribute, Matrix4, Vector3 } from 'three';
import { DIE_GEOMETRY, type DieGeometry } from '../../shared/dice';
import type { DieKind } from '../../shared/engine/dice-kinds';
import { numeralsGeometry, type PlacedNumeral } from '../table/numeral-atlas';

/** Every number any die shows, in one atlas shared by all dice. */
export const DIE_NUMERALS: readonly string[] = Array.from({ length: 20 }, (_, i) => String(i + 1));

const bodies = new Map<DieKind, BufferGeometry>();

export function dieBodyGeometry(kind: DieKind): BufferGeometry {
  const cached = bodies.get(kind);
  if (cached) return cached;
  const { vertices, faces } = DIE_GEOMETRY[kind];
  const positions: number[] = [];
  const normals: number[] = [];
  for (const face of faces) {
    for (let i = 1; i < face.vertices.length - 1; i++) {
      for (const index of [face.vertices[0]!, face.vertices[i]!, face.vertices[i + 1]!]) {
        positions.push(...vertices[index]!);
        normals.push(...face.normal);
      }
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('normal', new Float32BufferAttribute(normals, 3));
  bodies.set(kind, geometry);
  return geometry;
}

/** Where each number sits: centred on the face, or for a d4 near each corner, pointing at it. */
export function dieLabels(geometry: DieGeometry): PlacedNumeral[] {
  const labels: PlacedNumeral[] = [];
  for (const face of geometry.faces) {
    const normal = new Vector3(...face.normal);
    const centre = new Vector3(...face.centre).addScaledVector(normal, 0.004);
    const corners = face.vertices.map((i) => new Vector3(...geometry.vertices[i]!));
    const inradius = Math.min(
      ...corners.map((c, i) => {
        const next = corners[(i + 1) % corners.length]!;
        const edge = next.clone().sub(c).normalize();
        const toCentre = centre.clone().sub(c);
        return toCentre
          .clone()
          .sub(edge.multiplyScalar(toCentre.dot(edge)))
          .length();
      }),
    );
    const place = (position: Vector3, up: Vector3, size: number, text: string): void => {
      const x = up.clone().cross(normal).normalize();
      const y = normal.clone().cross(x).normalize();
      labels.push({
        text,
        size,
        matrix: new Matrix4().makeBasis(x, y, normal).setPosition(position),
      });
    };
    if (geometry.kind === 'd4') {
      face.vertices.forEach((index) => {
        const corner = new Vector3(...geometry.vertices[index]!);
        const toward = corner.clone().sub(centre).normalize();
        place(centre.clone().lerp(corner, 0.5), toward, inradius * 0.9, String(index + 1));
      });
    } else {
      const up = corners[0]!.clone().sub(centre).normalize();
      place(
        centre,
        up,
        inradius * (geometry.kind === 'd20' || geometry.kind === 'd8' ? 1.25 : 1.3),
        String(face.value),
      );
    }
  }
  return labels;
}

const numerals = new Map<DieKind, BufferGeometry>();

/** All of a die's numbers as one geometry, textured from the dice atlas (one draw call a die). */
export function dieNumeralsGeometry(kind: DieKind): BufferGeometry {
  const cached = numerals.get(kind);
  if (cached) return cached;
  const geometry = numeralsGeometry(dieLabels(DIE_GEOMETRY[kind]), DIE_NUMERALS);
  numerals.set(kind, geometry);
  return geometry;
}
