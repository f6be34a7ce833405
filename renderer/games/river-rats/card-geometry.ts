/**
 * A playing card as a thin box with rounded corners, lying flat: its face looks up (+y),
 * its back down, its top edge away from the player (−z). Each vertex says which side of the
 * card it belongs to (`cardSide`: 1 face, 0 back, 2 edge), so one shader can take each
 * card's face and back from its own cells of the atlas.
 */
import { BufferGeometry, Float32BufferAttribute } from 'three';

export interface CardShape {
  readonly width: number;
  readonly length: number;
  readonly thickness: number;
  readonly radius: number;
}

export const FACE = 1;
export const BACK = 0;
export const EDGE = 2;

/** The outline, counter-clockwise seen from above, as (x, z) pairs. */
export function outline(shape: CardShape, perCorner = 5): [number, number][] {
  const { width, length, radius } = shape;
  const points: [number, number][] = [];
  for (let corner = 0; corner < 4; corner++) {
    const start = (corner * Math.PI) / 2;
    const cx = (corner === 0 || corner === 3 ? 1 : -1) * (width / 2 - radius);
    const cz = (corner < 2 ? -1 : 1) * (length / 2 - radius);
    for (let i = 0; i <= perCorner; i++) {
      const a = start + (i / perCorner) * (Math.PI / 2);
      points.push([cx + radius * Math.cos(a), cz - radius * Math.sin(a)]);
    }
  }
  return points;
}

export interface CardMesh {
  readonly positions: number[];
  readonly uvs: number[];
  readonly sides: number[];
}

export function cardMesh(shape: CardShape): CardMesh {
  const { width, length, thickness } = shape;
  const ring = outline(shape);
  const top = thickness / 2;
  const positions: number[] = [];
  const uvs: number[] = [];
  const sides: number[] = [];
  // The face reads from above; the back is seen from below, so it is mirrored across.
  const uvFace = (x: number, z: number) => [0.5 + x / width, 0.5 - z / length];
  const uvBack = (x: number, z: number) => [0.5 - x / width, 0.5 - z / length];
  const vertex = (x: number, y: number, z: number, uv: number[], side: number) => {
    positions.push(x, y, z);
    uvs.push(uv[0]!, uv[1]!);
    sides.push(side);
  };
  for (let i = 0; i < ring.length; i++) {
    const [x0, z0] = ring[i]!;
    const [x1, z1] = ring[(i + 1) % ring.length]!;
    vertex(0, top, 0, uvFace(0, 0), FACE);
    vertex(x0, top, z0, uvFace(x0, z0), FACE);
    vertex(x1, top, z1, uvFace(x1, z1), FACE);
    vertex(0, -top, 0, uvBack(0, 0), BACK);
    vertex(x1, -top, z1, uvBack(x1, z1), BACK);
    vertex(x0, -top, z0, uvBack(x0, z0), BACK);
    const mid = [0.5, 0.5];
    vertex(x0, top, z0, mid, EDGE);
    vertex(x0, -top, z0, mid, EDGE);
    vertex(x1, -top, z1, mid, EDGE);
    vertex(x0, top, z0, mid, EDGE);
    vertex(x1, -top, z1, mid, EDGE);
    vertex(x1, top, z1, mid, EDGE);
  }
  return { positions, uvs, sides };
}

export function cardGeometry(shape: CardShape): BufferGeometry {
  const { positions, uvs, sides } = cardMesh(shape);
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('uv', new Float32BufferAttribute(uvs, 2));
  geometry.setAttribute('cardSide', new Float32BufferAttribute(sides, 1));
  geometry.computeVertexNormals();
  return geometry;
}
