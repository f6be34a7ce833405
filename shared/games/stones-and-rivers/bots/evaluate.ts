/**
 * Position value for `owner`: stones on its Goal weigh most, then how close its pieces
 * are to the Goal row (stones count more, as only stones score), a little for rivers that
 * can carry pieces, and the same for the opponent subtracted.
 * This runs at every leaf of the search, so it reads the packed codes directly (see
 * board.ts) and counts distances into buckets instead of sorting them.
 */
import type { Geometry } from '../board';

export const WIN = 1_000_000;

/** How many of the owner's pieces (not on its Goal as stones) stand at each distance. */
const buckets = new Int32Array(64);

function sideScore(g: Geometry, cells: ArrayLike<number>, owner: number): number {
  const cols = g.cols;
  const goalRow = owner === 0 ? 2 : g.rows - 3;
  const goal = g.goal[owner]!;
  const width = g.goalPoints[owner]!.length;
  const goalFirst = g.goalPoints[owner]![0]! % cols;
  const goalLast = goalFirst + width - 1;
  let score = 0;
  let onGoal = 0;
  let far = 0;
  buckets.fill(0);
  for (let p = 0; p < g.size; p++) {
    const c = cells[p]!;
    // codes 1..3 are Circle's, 4..6 Square's; side = (c - 1) % 3, 0 = stone, 1 = H, 2 = V
    if (c === 0 || (((c - 1) / 3) | 0) !== owner) continue;
    const side = (c - 1) % 3;
    const x = p % cols;
    const y = (p - x) / cols;
    const dx = x < goalFirst ? goalFirst - x : x > goalLast ? x - goalLast : 0;
    const d = Math.abs(y - goalRow) + dx;
    if (side === 0 && goal[p] === 1) onGoal++;
    else {
      const at = d + (side === 0 ? 0 : 1);
      buckets[at]!++;
      far = Math.max(far, at);
    }
    // a river along the axis that points to the Goal carries pieces further
    if (side !== 0) score += side === 1 ? 3 : 6;
  }
  // the `needed` nearest pieces weigh 12 per point of distance, the rest 2
  let needed = width - onGoal;
  for (let d = 0; d <= far; d++) {
    const n = buckets[d]!;
    const near = Math.min(n, needed);
    needed -= near;
    score -= d * (near * 12 + (n - near) * 2);
  }
  return score + onGoal * 400 + (onGoal === width - 1 ? 300 : 0);
}

export function evaluate(g: Geometry, cells: ArrayLike<number>, owner: number): number {
  return sideScore(g, cells, owner) - sideScore(g, cells, 1 - owner);
}
