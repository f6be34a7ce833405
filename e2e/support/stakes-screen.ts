/**
 * Where the River Stakes board lands on screen, computed in the test from the table's own
 * geometry and camera poses: every stone of every path (with room for the pieces on it), each team on
 * the near bank, the leaders waiting, and the dice tray. A panel over the table must keep
 * out of all of them.
 */
import { PerspectiveCamera, Vector3 } from 'three';
import {
  bankPosition,
  leaderPoolPosition,
  PATH_LENGTHS,
  PATHS,
  stonePosition,
} from '../../renderer/games/river-stakes/layout';
import { CAMERA_PRESETS, type CameraPreset } from '../../renderer/stores/camera';

/** TableCanvas's camera lens. */
const FOV_DEGREES = 40;
/** Where the River Stakes table (renderer/games/river-stakes/table.ts) sets the dice tray down, and its inner size and rim. */
const TRAY = { centre: [7.9, 0.18, -3.9], width: 5.2, depth: 6.4, rim: 0.35, height: 0.6 } as const;

export interface Rect {
  readonly name: string;
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

type Box = readonly [x0: number, x1: number, y0: number, y1: number, z0: number, z1: number];

function projected(name: string, box: Box, camera: PerspectiveCamera, w: number, h: number): Rect {
  const [x0, x1, y0, y1, z0, z1] = box;
  const xs: number[] = [];
  const ys: number[] = [];
  for (const x of [x0, x1])
    for (const y of [y0, y1])
      for (const z of [z0, z1]) {
        const p = new Vector3(x, y, z).project(camera);
        xs.push(((p.x + 1) / 2) * w);
        ys.push(((1 - p.y) / 2) * h);
      }
  return {
    name,
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  };
}

export function stakesRegions(
  preset: CameraPreset,
  width: number,
  height: number,
  players: number,
): Rect[] {
  const pose = CAMERA_PRESETS[preset];
  const camera = new PerspectiveCamera(FOV_DEGREES, width / height, 0.1, 200);
  camera.position.set(...pose.position);
  camera.lookAt(new Vector3(...pose.target));
  camera.updateMatrixWorld();
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
  return boxes.map(([name, box]) => projected(name, box, camera, width, height));
}

/** The regions a screen rectangle overlaps (by more than a pixel), by name. */
export function overlapping(
  panel: { x: number; y: number; width: number; height: number },
  regions: readonly Rect[],
): string[] {
  return regions
    .filter(
      (r) =>
        panel.x < r.right - 1 &&
        panel.x + panel.width > r.left + 1 &&
        panel.y < r.bottom - 1 &&
        panel.y + panel.height > r.top + 1,
    )
    .map((r) => r.name);
}
