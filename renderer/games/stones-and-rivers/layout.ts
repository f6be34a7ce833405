/**
 * Where the board and its intersections lie on the table. Columns run left to right along
 * x, rows from the far edge (row 0, Square's side) to the near edge (Circle's side) along z.
 * Every board fills about the same depth of the table, so a bigger board has closer points.
 */
import type { Geometry } from '../../../shared/games/stones-and-rivers/board';

export type Point3 = readonly [number, number, number];

/** How far the board's top stands above the felt. */
export const BOARD_TOP = 0.12;
/** The room on each side between the outer lines and the board's edge, for the coordinates. */
const MARGIN = 1.1;

export interface BoardLayout {
  readonly g: Geometry;
  /** Distance between neighbouring intersections. */
  readonly spacing: number;
  readonly width: number;
  readonly depth: number;
  /** Width of the rim around the outer lines, in spacings' units of world length. */
  readonly margin: number;
}

export function boardLayout(g: Geometry): BoardLayout {
  const spacing = 12 / (g.rows - 1);
  const margin = MARGIN * Math.min(1, spacing + 0.1);
  return {
    g,
    spacing,
    margin,
    width: (g.cols - 1) * spacing + 2 * margin,
    depth: (g.rows - 1) * spacing + 2 * margin,
  };
}

/** The centre of intersection p on the board's top. */
export function pointPosition(l: BoardLayout, p: number): Point3 {
  const x = p % l.g.cols;
  const y = Math.floor(p / l.g.cols);
  return [(x - (l.g.cols - 1) / 2) * l.spacing, BOARD_TOP, (y - (l.g.rows - 1) / 2) * l.spacing];
}

/** The intersection nearest a point on the board's top, or -1 when none is within reach. */
export function pointNear(l: BoardLayout, x: number, z: number): number {
  const col = Math.round(x / l.spacing + (l.g.cols - 1) / 2);
  const row = Math.round(z / l.spacing + (l.g.rows - 1) / 2);
  if (col < 0 || row < 0 || col >= l.g.cols || row >= l.g.rows) return -1;
  const [px, , pz] = pointPosition(l, row * l.g.cols + col);
  return Math.hypot(px - x, pz - z) <= l.spacing * 0.5 ? row * l.g.cols + col : -1;
}
