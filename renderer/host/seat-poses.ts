/**
 * Seats around the table for tables where players sit on every side (River's tavern table):
 * n seats spread around the table's edge, starting at the near side, each with a chair
 * camera looking across at the middle.
 */
import { TABLE } from '../table/TableScene';
import type { Point, SeatPose } from '../contract/game-table';

/** How far in from the rim a seat's things lie. */
const INSET = 2.2;
const CAMERA_BACK = 7;
const CAMERA_HEIGHT = 10;

export function seatsAround(players: number): SeatPose[] {
  const rx = TABLE.width / 2 - INSET;
  const rz = TABLE.depth / 2 - INSET;
  return Array.from({ length: players }, (_, seat) => {
    // Seat 0 at the near edge (+z), the others clockwise as seen from above.
    const angle = Math.PI / 2 + (2 * Math.PI * seat) / players;
    const x = rx * Math.cos(angle);
    const z = rz * Math.sin(angle);
    const out = Math.hypot(x, z) || 1;
    const back: Point = [x + (x / out) * CAMERA_BACK, CAMERA_HEIGHT, z + (z / out) * CAMERA_BACK];
    return {
      position: [x, 0, z],
      // Facing the middle: 0 faces −z, as a player at the near edge does.
      facing: Math.atan2(x, z),
      camera: { position: back, target: [x * 0.2, 0, z * 0.2] },
    };
  });
}
