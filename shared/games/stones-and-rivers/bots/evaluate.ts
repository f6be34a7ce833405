/**
 * Position value for `owner`: stones on its Goal weigh most, then how close its pieces
 * are to the Goal row (stones count more, as only stones score), a little for rivers that
 * can carry pieces, and the same for the opponent subtracted.
 * This runs at every leaf of the search, so it reads the packed codes directly (see
 * board.ts), takes each point's distance from a table made once per board, scores both
 * sides in one pass, and counts distances into buckets instead of sorting them.
 */
import type { Geometry } from '../board';

export const WIN = 1_000_000;

/** Per board: [owner * size + point] = rows to owner's Goal row plus columns outside it. */
const distanceTables = new WeakMap<Geometry, Int32Array>();

function distances(g: Geometry): Int32Array {
  let table = distanceTables.get(g);
  if (table) return table;
  table = new Int32Array(2 * g.size);
  for (let owner = 0; owner < 2; owner++) {
    const goalRow = owner === 0 ? 2 : g.rows - 3;
    const first = g.goalPoints[owner]![0]! % g.cols;
    const last = first + g.goalPoints[owner]!.length - 1;
    for (let p = 0; p < g.size; p++) {
      const x = p % g.cols;
      const y = (p - x) / g.cols;
      const dx = x < first ? first - x : x > last ? x - last : 0;
      table[owner * g.size + p] = Math.abs(y - goalRow) + dx;
    }
  }
  distanceTables.set(g, table);
  return table;
}

/** How many of each owner's pieces (not on its Goal as stones) stand at each distance. */
const SPREAD = 64;
const buckets = new Int32Array(2 * SPREAD);

/** One owner's score from its bucketed distances, clearing the buckets as it reads them. */
function spreadScore(owner: number, far: number, needed: number): number {
  // the `needed` nearest pieces weigh 12 per point of distance, the rest 2
  let score = 0;
  const base = owner * SPREAD;
  for (let d = 0; d <= far; d++) {
    const n = buckets[base + d]!;
    if (n === 0) continue;
    buckets[base + d] = 0;
    const near = n < needed ? n : needed;
    needed -= near;
    score -= d * (near * 12 + (n - near) * 2);
  }
  return score;
}

export function evaluate(g: Geometry, cells: ArrayLike<number>, owner: number): number {
  const table = distances(g);
  const size = g.size;
  const [goal0, goal1] = g.goal;
  const width = g.goalPoints[0].length;
  let rivers0 = 0;
  let rivers1 = 0;
  let on0 = 0;
  let on1 = 0;
  let far0 = 0;
  let far1 = 0;
  for (let p = 0; p < size; p++) {
    const c = cells[p]!;
    // codes 1..3 are Circle's, 4..6 Square's: stone, H river, V river
    if (c === 0) continue;
    if (c === 1) {
      if (goal0[p] === 1) on0++;
      else {
        const d = table[p]!;
        buckets[d]!++;
        if (d > far0) far0 = d;
      }
    } else if (c === 4) {
      if (goal1[p] === 1) on1++;
      else {
        const d = table[size + p]!;
        buckets[SPREAD + d]!++;
        if (d > far1) far1 = d;
      }
    } else if (c < 4) {
      // a river along the axis that points to the Goal carries pieces further
      rivers0 += c === 2 ? 3 : 6;
      const d = table[p]! + 1;
      buckets[d]!++;
      if (d > far0) far0 = d;
    } else {
      rivers1 += c === 5 ? 3 : 6;
      const d = table[size + p]! + 1;
      buckets[SPREAD + d]!++;
      if (d > far1) far1 = d;
    }
  }
  const score0 =
    rivers0 + spreadScore(0, far0, width - on0) + on0 * 400 + (on0 === width - 1 ? 300 : 0);
  const score1 =
    rivers1 + spreadScore(1, far1, width - on1) + on1 * 400 + (on1 === width - 1 ? 300 : 0);
  return owner === 0 ? score0 - score1 : score1 - score0;
}
