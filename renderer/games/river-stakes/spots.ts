/**
 * The places a River Stakes lesson talks about, on the table: 'path 7' (where the climb on
 * it stands), 'stepping stone 12', 'leaders' (their pool) and 'dice tray'.
 */
import { PATH_LENGTH, type StakesState } from '../../../shared/games/river-stakes';
import type { Viewer } from '../../../shared/engine/contract';
import { leaderPoolPosition, stonePosition, TRAY_POSITION, type Point } from './layout';

function pathNamed(spot: string, prefix: string): number | null {
  const match = new RegExp(`^${prefix} (\\d+)$`).exec(spot);
  const path = match ? Number(match[1]) : NaN;
  return PATH_LENGTH[path] !== undefined ? path : null;
}

/**
 * A path is pointed at where its action is: this turn's leader on it, else the viewer's
 * own team member, else its first stone, where a new leader would step on.
 */
function pathSpot(view: StakesState, path: number, viewer: Viewer): Point {
  const leader = view.leaders.find((l) => l.path === path);
  const member = typeof viewer === 'number' ? (view.members[viewer]?.[path] ?? 0) : 0;
  return stonePosition(path, leader?.position ?? (member > 0 ? member : 1));
}

export function spotOf(view: StakesState, spot: string, viewer: Viewer): Point | null {
  if (spot === 'dice tray') return TRAY_POSITION;
  // The middle of the three places leaders wait in.
  if (spot === 'leaders') return leaderPoolPosition(1);
  const stone = pathNamed(spot, 'stepping stone');
  if (stone !== null) return stonePosition(stone, PATH_LENGTH[stone]!);
  const path = pathNamed(spot, 'path');
  return path !== null ? pathSpot(view, path, viewer) : null;
}
