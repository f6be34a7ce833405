/**
 * How each piece gets from the last position shown to the new one: along which points,
 * turning over or not, turning a quarter or not. Found from the two positions alone (see
 * playedBetween); anything else (a load, a step back in a replay) puts pieces in place.
 */
import { geometry, pointIndex, type SRState } from '../../../shared/games/stones-and-rivers';
import { RIVER_H, STONE, ownerOf, sideOf } from '../../../shared/games/stones-and-rivers/board';
import { movePath, sendPath } from '../../../shared/games/stones-and-rivers/paths';
import { playedBetween } from '../../../shared/games/stones-and-rivers/played';

/** Which face is up: 0 the stone, 1 the river. */
export type Face = 0 | 1;

export interface Track {
  readonly owner: number;
  /** The points it passes, first to last; one point when it stays. */
  readonly path: readonly number[];
  readonly face: readonly [Face, Face];
  /** Quarter turns about the vertical: 0 for a river flowing across (H) or a stone, 1 for V. */
  readonly turn: readonly [number, number];
  /** Starts after the other tracks of the action have this share of their way done (0..1). */
  readonly after: number;
}

const faceOf = (cell: number): Face => (sideOf(cell) === STONE ? 0 : 1);
const turnOf = (cell: number): number =>
  sideOf(cell) === RIVER_H || sideOf(cell) === STONE ? 0 : 1;

function still(cell: number, p: number): Track {
  return {
    owner: ownerOf(cell),
    path: [p],
    face: [faceOf(cell), faceOf(cell)],
    turn: [turnOf(cell), turnOf(cell)],
    after: 0,
  };
}

export function tracksBetween(before: SRState | null, after: SRState): Track[] {
  const tracks = new Map<number, Track>();
  after.cells.forEach((c, p) => {
    if (c !== 0) tracks.set(p, still(c, p));
  });
  const action = before ? playedBetween(before, after) : null;
  if (!before || !action) return [...tracks.values()];
  const g = geometry(after.config.board);
  const at = (name: string): number => pointIndex(g, name);
  const was = before.cells;
  switch (action.type) {
    case 'move': {
      const [from, to] = [at(action.from), at(action.to)];
      tracks.set(to, { ...still(after.cells[to]!, to), path: movePath(g, was, from, to) });
      break;
    }
    case 'flip':
    case 'rotate': {
      const p = at(action.at);
      const now = after.cells[p]!;
      const old = was[p]!;
      tracks.set(p, {
        ...still(now, p),
        face: [faceOf(old), faceOf(now)],
        // a stone turned into a river shows its way as it lands; a river keeps its way as it turns back
        turn:
          action.type === 'rotate'
            ? [turnOf(old), turnOf(old) + 1]
            : faceOf(old)
              ? [turnOf(old), turnOf(old)]
              : [turnOf(now), turnOf(now)],
      });
      break;
    }
    case 'send': {
      const [from, via, to] = [at(action.from), at(action.via), at(action.to)];
      tracks.set(via, {
        ...still(after.cells[via]!, via),
        path: [from, via],
        face: [1, 0],
        turn: [turnOf(was[from]!), turnOf(was[from]!)],
        after: 0.3,
      });
      tracks.set(to, { ...still(after.cells[to]!, to), path: sendPath(g, was, from, via, to) });
      break;
    }
    case 'push': {
      const [from, via] = [at(action.from), at(action.to)];
      // the pushed stone lands on the one point that was empty and is taken now, besides via
      const far = after.cells.findIndex((c, p) => c !== 0 && was[p] === 0 && p !== via);
      tracks.set(via, { ...still(after.cells[via]!, via), path: [from, via] });
      if (far >= 0) tracks.set(far, { ...still(after.cells[far]!, far), path: [via, far] });
      break;
    }
    case 'resign':
      break;
  }
  return [...tracks.values()];
}
