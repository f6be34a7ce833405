/**
 * The way a piece travels, intersection by intersection, for the table to draw and to
 * animate: a step is one hop; a river journey goes along each river's own axis to the river
 * where it turns, and on to its stop. The search mirrors the flow rules of moves.ts, but
 * remembers where each river was reached from.
 */
import { STONE, inHome, ownerOf, sideOf, RIVER_H, type Geometry } from './board';

const DX = [1, -1, 0, 0];
const DY = [0, 0, 1, -1];

interface Journey {
  readonly g: Geometry;
  readonly cells: ArrayLike<number>;
  readonly owner: number;
  /** Points that count as empty while the piece travels (where it and its sender stood). */
  readonly empty: readonly number[];
}

/** The points from p (exclusive) in direction d up to q (inclusive). */
function straight(g: Geometry, p: number, q: number): number[] {
  const out: number[] = [];
  const step = Math.abs(q - p) < g.cols ? Math.sign(q - p) : Math.sign(q - p) * g.cols;
  for (let r = p + step; ; r += step) {
    out.push(r);
    if (r === q) return out;
  }
}

/**
 * Breadth first over the rivers, as the rules walk them; `first` are the walks that begin
 * the journey: [from point, direction] pairs, or a river to enter. Returns the point list
 * from the start to `to`, or null when the flow never stops there.
 */
function search(
  j: Journey,
  start: number,
  firstDirs: readonly number[],
  to: number,
): number[] | null {
  const { g, cells, owner } = j;
  const cellAt = (q: number): number => (j.empty.includes(q) ? 0 : cells[q]!);
  const cameFrom = new Map<number, number>();
  const queue: number[] = [];
  const reach = (from: number, d: number): number | null => {
    let x = from % g.cols;
    let y = (from - x) / g.cols;
    for (;;) {
      x += DX[d]!;
      y += DY[d]!;
      if (x < 0 || y < 0 || x >= g.cols || y >= g.rows) return null;
      const q = y * g.cols + x;
      if (inHome(g, owner, q)) return null;
      const c = cellAt(q);
      if (c === 0) {
        if (q === to) return q;
        continue;
      }
      if (sideOf(c) === STONE) return null;
      if (!cameFrom.has(q)) {
        cameFrom.set(q, from);
        queue.push(q);
      }
      return null;
    }
  };
  const trail = (end: number, last: number): number[] => {
    const turns = [end, last];
    for (let r = last; cameFrom.get(r) !== start;) {
      r = cameFrom.get(r)!;
      turns.push(r);
    }
    turns.push(start);
    turns.reverse();
    const out = [start];
    for (let i = 1; i < turns.length; i++) out.push(...straight(g, turns[i - 1]!, turns[i]!));
    return out;
  };
  if (firstDirs.length > 0) {
    for (const d of firstDirs)
      if (reach(start, d) !== null) return [start, ...straight(g, start, to)];
  } else {
    cameFrom.set(start, start);
    queue.push(start);
  }
  for (let i = 0; i < queue.length; i++) {
    const r = queue[i]!;
    const dirs = sideOf(cellAt(r)) === RIVER_H ? [0, 1] : [2, 3];
    for (const d of dirs)
      if (reach(r, d) !== null) return r === start ? [start, ...straight(g, r, to)] : trail(to, r);
  }
  return null;
}

/** The points a moving piece passes, from `from` to `to` inclusive (a step is [from, to]). */
export function movePath(
  g: Geometry,
  cells: ArrayLike<number>,
  from: number,
  to: number,
): number[] {
  const near =
    Math.abs(from - to) === g.cols ||
    (Math.abs(from - to) === 1 && Math.floor(from / g.cols) === Math.floor(to / g.cols));
  if (near && cells[to] === 0) return [from, to];
  const owner = ownerOf(cells[from]!);
  for (let d = 0; d < 4; d++) {
    const x = (from % g.cols) + DX[d]!;
    const y = Math.floor(from / g.cols) + DY[d]!;
    if (x < 0 || y < 0 || x >= g.cols || y >= g.rows) continue;
    const t = y * g.cols + x;
    if (cells[t] === 0 || sideOf(cells[t]!) === STONE || inHome(g, owner, t)) continue;
    const rest = search({ g, cells, owner, empty: [from] }, t, [], to);
    if (rest) return [from, ...rest];
  }
  return [from, to];
}

/** The points a sent piece passes from `via` to `to`, along the sender's axis first. */
export function sendPath(
  g: Geometry,
  cells: ArrayLike<number>,
  from: number,
  via: number,
  to: number,
): number[] {
  const senderSide = sideOf(cells[from]!);
  const dirs = senderSide === RIVER_H ? [0, 1] : [2, 3];
  const owner = ownerOf(cells[via]!);
  for (const d of dirs) {
    const path = search({ g, cells, owner, empty: [from, via] }, via, [d], to);
    if (path) return path;
  }
  return [via, to];
}
