/**
 * Numerals painted on a 2D canvas, all of one set on one texture: the app bundles no fonts
 * and loads nothing remote, and every label sharing one texture lets a die's numbers, or a
 * board's, be one mesh and one draw call.
 */
import {
  BufferGeometry,
  CanvasTexture,
  Float32BufferAttribute,
  SRGBColorSpace,
  Vector3,
  type Matrix4,
} from 'three';

/** Pixels per numeral on the canvas. */
const CELL = 128;

export interface AtlasCell {
  readonly u0: number;
  readonly v0: number;
  readonly u1: number;
  readonly v1: number;
}

/** Where `text` sits in an atlas of `texts`, in texture coordinates (v up, as three.js reads it). */
export function atlasCell(texts: readonly string[], text: string): AtlasCell {
  const index = texts.indexOf(text);
  if (index < 0) throw new Error(`The numeral "${text}" is not in this set: ${texts.join(' ')}`);
  const columns = Math.ceil(Math.sqrt(texts.length));
  const rows = Math.ceil(texts.length / columns);
  const column = index % columns;
  const row = Math.floor(index / columns);
  return {
    u0: column / columns,
    u1: (column + 1) / columns,
    v0: 1 - (row + 1) / rows,
    v1: 1 - row / rows,
  };
}

function paint(g: CanvasRenderingContext2D, text: string, x: number, y: number): void {
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = `bold ${Math.round(CELL * (text.length > 1 ? 0.52 : 0.62))}px Georgia, 'DejaVu Serif', serif`;
  g.fillText(text, x + CELL / 2, y + CELL / 2 + CELL * 0.04);
  // 6 and 9 look alike upside down: underline them as real dice do.
  if (text === '6' || text === '9')
    g.fillRect(x + CELL * 0.36, y + CELL * 0.8, CELL * 0.28, CELL * 0.05);
}

const textures = new Map<string, CanvasTexture>();

/** The texture of an atlas of `texts` in `ink` on a clear background. */
export function atlasTexture(texts: readonly string[], ink: string): CanvasTexture {
  const key = `${texts.join(' ')}|${ink}`;
  const cached = textures.get(key);
  if (cached) return cached;
  const columns = Math.ceil(Math.sqrt(texts.length));
  const rows = Math.ceil(texts.length / columns);
  const canvas = document.createElement('canvas');
  canvas.width = columns * CELL;
  canvas.height = rows * CELL;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('This display cannot draw 2D textures.');
  g.fillStyle = ink;
  texts.forEach((text, i) => paint(g, text, (i % columns) * CELL, Math.floor(i / columns) * CELL));
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  textures.set(key, texture);
  return texture;
}

export interface PlacedNumeral {
  readonly text: string;
  /** Placement of a unit square facing +z. */
  readonly matrix: Matrix4;
  readonly size: number;
}

/** Every numeral as a small square at its place, in one geometry textured from the atlas of `texts`. */
export function numeralsGeometry(
  numerals: readonly PlacedNumeral[],
  texts: readonly string[],
): BufferGeometry {
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const corner = new Vector3();
  const normal = new Vector3();
  for (const { text, matrix, size } of numerals) {
    const { u0, v0, u1, v1 } = atlasCell(texts, text);
    normal.set(0, 0, 1).transformDirection(matrix);
    const square: readonly (readonly [number, number, number, number])[] = [
      [-0.5, -0.5, u0, v0],
      [0.5, -0.5, u1, v0],
      [0.5, 0.5, u1, v1],
      [-0.5, -0.5, u0, v0],
      [0.5, 0.5, u1, v1],
      [-0.5, 0.5, u0, v1],
    ];
    for (const [x, y, u, v] of square) {
      corner.set(x * size, y * size, 0).applyMatrix4(matrix);
      positions.push(corner.x, corner.y, corner.z);
      normals.push(normal.x, normal.y, normal.z);
      uvs.push(u, v);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('normal', new Float32BufferAttribute(normals, 3));
  geometry.setAttribute('uv', new Float32BufferAttribute(uvs, 2));
  return geometry;
}
