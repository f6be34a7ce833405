/**
 * Position value for `owner`: stones on its Goal weigh most, then how close its pieces
 * are to the Goal row (stones count more, as only stones score), a little for rivers that
 * can carry pieces, and the same for the opponent subtracted.
 */
import { RIVER_H, STONE, ownerOf, sideOf, type Geometry } from '../board';

export const WIN = 1_000_000;

function sideScore(g: Geometry, cells: ArrayLike<number>, owner: number): number {
  const goalRow = owner === 0 ? 2 : g.rows - 3;
  const goalFirst = g.goalPoints[owner]![0]! % g.cols;
  const goalLast = goalFirst + g.goalPoints[owner]!.length - 1;
  let score = 0;
  let onGoal = 0;
  const distances: number[] = [];
  for (let p = 0; p < g.size; p++) {
    const c = cells[p]!;
    if (c === 0 || ownerOf(c) !== owner) continue;
    const x = p % g.cols;
    const y = (p - x) / g.cols;
    const dx = x < goalFirst ? goalFirst - x : x > goalLast ? x - goalLast : 0;
    const d = Math.abs(y - goalRow) + dx;
    const side = sideOf(c);
    if (side === STONE && g.goal[owner]![p] === 1) onGoal++;
    else distances.push(d + (side === STONE ? 0 : 1));
    if (side !== STONE) {
      // a river along the axis that points to the Goal carries pieces further
      score += side === RIVER_H ? 3 : 6;
    }
  }
  distances.sort((a, b) => a - b);
  const needed = g.goalPoints[owner]!.length - onGoal;
  for (let i = 0; i < distances.length; i++) score -= distances[i]! * (i < needed ? 12 : 2);
  return score + onGoal * 400 + (onGoal === g.goalPoints[owner]!.length - 1 ? 300 : 0);
}

export function evaluate(g: Geometry, cells: ArrayLike<number>, owner: number): number {
  return sideScore(g, cells, owner) - sideScore(g, cells, 1 - owner);
}
