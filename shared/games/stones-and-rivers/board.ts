/**
 * Board geometry and the packed piece codes the rules and the search share. A board is a
 * flat array of cells indexed `y * cols + x`; a cell is 0 when empty, otherwise
 * 1 + owner * 3 + side (side 0 stone, 1 river flowing along x, 2 river flowing along y).
 * Owner 0 is Circle (bottom, seat 0), owner 1 is Square (top, seat 1).
 */
export type BoardSize = '12x13' | '14x15' | '16x17';
export const OWNER_NAMES = ['Circle', 'Square'] as const;

export const STONE = 0;
export const RIVER_H = 1;
export const RIVER_V = 2;

export interface Geometry {
  readonly cols: number;
  readonly rows: number;
  readonly size: number;
  /** Goal(owner) as a membership table: goal[owner][point]. Home(owner) = goal[1 - owner]. */
  readonly goal: readonly [Uint8Array, Uint8Array];
  readonly goalPoints: readonly [readonly number[], readonly number[]];
}

const cache = new Map<BoardSize, Geometry>();

export function geometry(board: BoardSize): Geometry {
  const known = cache.get(board);
  if (known) return known;
  const [cols, rows] = board.split('x').map(Number) as [number, number];
  const size = cols * rows;
  const width = cols === 12 ? 4 : cols === 14 ? 5 : 6;
  const first = Math.floor((cols - width) / 2);
  const goalRows = [2, rows - 3];
  const goal: [Uint8Array, Uint8Array] = [new Uint8Array(size), new Uint8Array(size)];
  const goalPoints: [number[], number[]] = [[], []];
  for (const owner of [0, 1]) {
    for (let x = first; x < first + width; x++) {
      const p = goalRows[owner]! * cols + x;
      goal[owner]![p] = 1;
      goalPoints[owner]!.push(p);
    }
  }
  const made = { cols, rows, size, goal, goalPoints };
  cache.set(board, made);
  return made;
}

export const ownerOf = (cell: number): number => ((cell - 1) / 3) | 0;
export const sideOf = (cell: number): number => (cell - 1) % 3;
export const pieceCode = (owner: number, side: number): number => 1 + owner * 3 + side;

/** True when point p is in Home(owner), which owner's pieces may never enter. */
export function inHome(g: Geometry, owner: number, p: number): boolean {
  return g.goal[1 - owner]![p] === 1;
}

/** The starting cells: Square on rows 3 and 4, Circle on rows, all stones. */
export function startCells(g: Geometry): number[] {
  const cells = new Array<number>(g.size).fill(0);
  const per = g.cols / 2;
  const first = Math.floor((g.cols - per) / 2);
  for (let x = first; x < first + per; x++) {
    for (const y of [3, 4]) cells[y * g.cols + x] = pieceCode(1, STONE);
    for (const y of [g.rows - 5, g.rows - 4]) cells[y * g.cols + x] = pieceCode(0, STONE);
  }
  return cells;
}

/** Owner 0 wins with its own stones on every point of its Goal. */
export function fillsGoal(g: Geometry, cells: ArrayLike<number>, owner: number): boolean {
  const stone = pieceCode(owner, STONE);
  for (const p of g.goalPoints[owner]!) if (cells[p] !== stone) return false;
  return true;
}
