/**
 * Position value for `owner` that counts where each piece stands around its Goal, not only
 * how far it is: the points beside and behind the Goal, from which a stone steps in or is
 * carried in by river, weigh nearly as much as those in front, and a piece next to an open
 * Goal point weighs more the fuller the Goal is. A river on a Goal point is one flip from a
 * stone; a river lying across the Goal row or the row behind it is worth the Goal points
 * it can carry pieces to. Pieces stuck on the side edges count a little less. The same is
 * scored for the opponent and subtracted at OPPONENT times the weight: a race the opponent
 * is as far on in is one to stop before running its own.
 * It runs at every leaf of the search: the worth of every point is a table made once per
 * board, and only the Goal rows are looked at again.
 */
import type { Geometry } from '../board';

/** What the opponent's standing counts for against the side's own (see the head). */
const OPPONENT = 1.3;
/** A stone on its Goal; the Goal one stone short of full earns FULL_BUT_ONE more. */
const GOAL_STONE = 400;
const FULL_BUT_ONE = 300;
/** A river on a Goal point: one flip from a Goal stone. */
const GOAL_RIVER = 250;
/** Points around the Goal: within a row of it and a column of its ends, two columns, three. */
const NEAR = 60;
const CLOSE = 30;
const AROUND = 14;
/** What each row or column between a piece and its Goal costs. */
const STEP = 3;
/** A piece one or two steps from an open Goal point, per point of the Goal already taken. */
const NEXT_TO_OPEN = [0, 12, 6];
/** Per Goal point a river on the Goal row (or the row behind it) can carry pieces to. */
const CARRY_ON_ROW = 3;
const CARRY_BEHIND = 2;

interface Zones {
  /** [owner * size + point]: what a piece of owner's is worth there, off its Goal. */
  readonly worth: Int32Array;
  /** Per owner: the row behind its Goal (away from where its pieces start). */
  readonly behind: readonly [number, number];
  readonly goalRow: readonly [number, number];
  readonly first: number;
  readonly last: number;
}

const zoneTables = new WeakMap<Geometry, Zones>();

function zones(g: Geometry): Zones {
  const known = zoneTables.get(g);
  if (known) return known;
  const worth = new Int32Array(2 * g.size);
  const first = g.goalPoints[0][0]! % g.cols;
  const last = first + g.goalPoints[0].length - 1;
  const goalRow: [number, number] = [2, g.rows - 3];
  for (let owner = 0; owner < 2; owner++) {
    for (let p = 0; p < g.size; p++) {
      const x = p % g.cols;
      const y = (p - x) / g.cols;
      const dy = Math.abs(y - goalRow[owner]!);
      const dx = x < first ? first - x : x > last ? x - last : 0;
      let w = -STEP * (dy + dx);
      if (dy <= 1 && dx <= 1) w += NEAR;
      else if (dy <= 1 && dx <= 2) w += CLOSE;
      else if (dy <= 2 && dx <= 3) w += AROUND;
      if (x === 0 || x === g.cols - 1) w -= 2;
      worth[owner * g.size + p] = w;
    }
  }
  const made: Zones = { worth, behind: [1, g.rows - 2], goalRow, first, last };
  zoneTables.set(g, made);
  return made;
}

/** Owner's pieces near each open Goal point, weighed by how full the Goal already is. */
function nextToOpen(g: Geometry, cells: ArrayLike<number>, owner: number, taken: number): number {
  if (taken === 0) return 0;
  const row = owner === 0 ? 2 : g.rows - 3;
  const base = owner * 3;
  let score = 0;
  for (const p of g.goalPoints[owner]!) {
    if (cells[p] !== 0) continue;
    const x = p % g.cols;
    for (let dy = -2; dy <= 2; dy++) {
      const y = row + dy;
      if (y < 0 || y >= g.rows) continue;
      const reach = 2 - Math.abs(dy);
      for (let dx = -reach; dx <= reach; dx++) {
        if ((dx === 0 && dy === 0) || x + dx < 0 || x + dx >= g.cols) continue;
        const q = y * g.cols + x + dx;
        const c = cells[q]! - base;
        if (c >= 1 && c <= 3 && g.goal[owner]![q] !== 1)
          score += NEXT_TO_OPEN[Math.abs(dx) + Math.abs(dy)]! * taken;
      }
    }
  }
  return score;
}

/** Goal points owner's H rivers on `row` can carry a piece to, along open or own points. */
function carried(
  g: Geometry,
  cells: ArrayLike<number>,
  owner: number,
  row: number,
  z: Zones,
): number {
  const base = owner * 3;
  let count = 0;
  for (let x = 0; x < g.cols; x++) {
    const p = row * g.cols + x;
    if (cells[p] !== base + 2 || g.goal[owner]![p] === 1) continue;
    for (let step = -1; step <= 1; step += 2) {
      for (let to = x + step; to >= 0 && to < g.cols; to += step) {
        const c = cells[row * g.cols + to]!;
        const own = c - base >= 1 && c - base <= 3;
        if (c !== 0 && !own && c !== 2 && c !== 5) break;
        if (to >= z.first && to <= z.last) count++;
      }
    }
  }
  return count;
}

export function evaluateZones(g: Geometry, cells: ArrayLike<number>, owner: number): number {
  const z = zones(g);
  const worth = z.worth;
  const size = g.size;
  const [goal0, goal1] = g.goal;
  const width = g.goalPoints[0].length;
  let score0 = 0;
  let score1 = 0;
  let on0 = 0;
  let on1 = 0;
  let taken0 = 0;
  let taken1 = 0;
  for (let p = 0; p < size; p++) {
    const c = cells[p]!;
    // codes 1..3 are Circle's, 4..6 Square's: stone, H river, V river
    if (c === 0) continue;
    if (c < 4) {
      if (goal0[p] === 1) {
        taken0++;
        if (c === 1) on0++;
        else score0 += GOAL_RIVER;
      } else score0 += worth[p]!;
    } else if (goal1[p] === 1) {
      taken1++;
      if (c === 4) on1++;
      else score1 += GOAL_RIVER;
    } else score1 += worth[size + p]!;
  }
  score0 += on0 * GOAL_STONE + (on0 === width - 1 ? FULL_BUT_ONE : 0);
  score1 += on1 * GOAL_STONE + (on1 === width - 1 ? FULL_BUT_ONE : 0);
  score0 += nextToOpen(g, cells, 0, taken0);
  score1 += nextToOpen(g, cells, 1, taken1);
  score0 +=
    CARRY_ON_ROW * carried(g, cells, 0, z.goalRow[0], z) +
    CARRY_BEHIND * carried(g, cells, 0, z.behind[0], z);
  score1 +=
    CARRY_ON_ROW * carried(g, cells, 1, z.goalRow[1], z) +
    CARRY_BEHIND * carried(g, cells, 1, z.behind[1], z);
  return owner === 0 ? score0 - OPPONENT * score1 : score1 - OPPONENT * score0;
}
