/**
 * Where parts of a table land on screen, computed in the test from the table's own geometry
 * and a camera pose (TableCanvas's 40° lens), to check that a panel over the table keeps out
 * of what a player needs to see.
 */
import { PerspectiveCamera, Vector3 } from 'three';
import type { CameraPose } from '../../renderer/stores/camera';

/** TableCanvas's camera lens. */
const FOV_DEGREES = 40;

export interface Rect {
  readonly name: string;
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** A box in the table's space. */
export type Box = readonly [x0: number, x1: number, y0: number, y1: number, z0: number, z1: number];

/** The screen rectangle around each named box, seen from `pose` in a `width` × `height` window. */
export function regionsFrom(
  pose: CameraPose,
  width: number,
  height: number,
  boxes: readonly (readonly [string, Box])[],
): Rect[] {
  const camera = new PerspectiveCamera(FOV_DEGREES, width / height, 0.1, 200);
  camera.position.set(...pose.position);
  camera.lookAt(new Vector3(...pose.target));
  camera.updateMatrixWorld();
  return boxes.map(([name, [x0, x1, y0, y1, z0, z1]]) => {
    const xs: number[] = [];
    const ys: number[] = [];
    for (const x of [x0, x1])
      for (const y of [y0, y1])
        for (const z of [z0, z1]) {
          const p = new Vector3(x, y, z).project(camera);
          xs.push(((p.x + 1) / 2) * width);
          ys.push(((1 - p.y) / 2) * height);
        }
    return {
      name,
      left: Math.min(...xs),
      right: Math.max(...xs),
      top: Math.min(...ys),
      bottom: Math.max(...ys),
    };
  });
}

/** The regions a screen rectangle overlaps (by more than a pixel), each name once. */
export function overlapping(
  panel: { x: number; y: number; width: number; height: number },
  regions: readonly Rect[],
): string[] {
  return namesOf(
    regions.filter(
      (r) =>
        panel.x < r.right - 1 &&
        panel.x + panel.width > r.left + 1 &&
        panel.y < r.bottom - 1 &&
        panel.y + panel.height > r.top + 1,
    ),
  );
}

/** The regions not wholly inside the window, each name once. */
export function outside(regions: readonly Rect[], width: number, height: number): string[] {
  return namesOf(
    regions.filter((r) => r.left < 0 || r.top < 0 || r.right > width || r.bottom > height),
  );
}

function namesOf(regions: readonly Rect[]): string[] {
  return [...new Set(regions.map((r) => r.name))];
}
