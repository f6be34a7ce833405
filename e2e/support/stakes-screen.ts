/**
 * Where the River Stakes board lands on screen, computed in the test from the table's own
 * geometry and camera poses: every stone of every path (with room for the pieces on it), each team on
 * the near bank, the leaders waiting, and the dice tray. A panel over the table must keep
 * out of all of them.
 */
import {
  bankPosition,
  leaderPoolPosition,
  PATH_LENGTHS,
  PATHS,
  stonePosition,
} from '../../renderer/games/river-stakes/layout';
import { CAMERA_PRESETS, type CameraPreset } from '../../renderer/stores/camera';
import { regionsFrom, type Box, type Rect } from './screen-regions';

export { overlapping } from './screen-regions';

/** Where the River Stakes table (renderer/games/river-stakes/table.ts) sets the dice tray down, and its inner size and rim. */
const TRAY = { centre: [7.9, 0.18, -3.9], width: 5.2, depth: 6.4, rim: 0.35, height: 0.6 } as const;

export function stakesRegions(
  preset: CameraPreset,
  width: number,
  height: number,
  players: number,
): Rect[] {
  const boxes: [string, Box][] = [];
  // Stone by stone, so a path seen on the slant is not taken for the rectangle around it.
  // Stones are up to 0.55 across; pieces stand up to about 0.9 high.
  for (const path of PATHS)
    for (let position = 1; position <= PATH_LENGTHS[path]!; position++) {
      const [x, , z] = stonePosition(path, position);
      boxes.push([
        `path ${path} stone ${position}`,
        [x - 0.55, x + 0.55, 0, 0.9, z - 0.55, z + 0.55],
      ]);
    }
  for (let seat = 0; seat < players; seat++) {
    const [x, , z] = bankPosition(seat, players);
    boxes.push([`team ${seat + 1}`, [x - 1.1, x + 1.1, 0, 0.8, z - 0.7, z + 0.9]]);
  }
  const [firstX, , poolZ] = leaderPoolPosition(0);
  const [lastX] = leaderPoolPosition(2);
  boxes.push(['leaders', [firstX - 0.4, lastX + 0.4, 0, 1.2, poolZ - 0.4, poolZ + 0.4]]);
  const [tx, ty, tz] = TRAY.centre;
  const halfW = TRAY.width / 2 + TRAY.rim;
  const halfD = TRAY.depth / 2 + TRAY.rim;
  boxes.push(['dice tray', [tx - halfW, tx + halfW, ty, ty + TRAY.height, tz - halfD, tz + halfD]]);
  return regionsFrom(CAMERA_PRESETS[preset], width, height, boxes);
}
