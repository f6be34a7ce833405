/**
 * Seats around the table for tables where players sit on every side (River's tavern table):
 * n seats spread around the table's edge, starting at the near side, each with a chair
 * camera looking across at the middle.
 */
import { TABLE } from '../table/TableScene';
import type { Point, SeatPose } from '../contract/game-table';

/** How far in from the rim a seat's things lie. */
const INSET = 2.2;

interface Chair {
  /** How far behind the seat, and how high, the camera stands. */
  readonly back: number;
  readonly height: number;
  /** Where it looks: this share of the way from the middle to the seat. */
  readonly look: number;
}

/**
 * The chair camera by the number of seats. Found by projecting every seat's cup, purse,
 * bought dice and name from every chair into a 1024×640 window (river-dice/seats-in-view.test.ts):
 * with more seats round the table the camera stands further back, so the seats beside and
 * across stay in the window, below the top bar and clear of the panels at its corners.
 */
const CHAIRS: Readonly<Record<number, Chair>> = {
  2: { back: 7, height: 10, look: 0.2 },
  3: { back: 12, height: 14.5, look: 0 },
  4: { back: 10.5, height: 13.5, look: 0.2 },
  5: { back: 10.5, height: 13, look: 0.2 },
  6: { back: 12, height: 14.5, look: 0 },
};

export function seatsAround(players: number): SeatPose[] {
  const rx = TABLE.width / 2 - INSET;
  const rz = TABLE.depth / 2 - INSET;
  const chair = CHAIRS[Math.min(Math.max(players, 2), 6)]!;
  return Array.from({ length: players }, (_, seat) => {
    // Seat 0 at the near edge (+z), the others clockwise as seen from above.
    const angle = Math.PI / 2 + (2 * Math.PI * seat) / players;
    const x = rx * Math.cos(angle);
    const z = rz * Math.sin(angle);
    const out = Math.hypot(x, z) || 1;
    const back: Point = [x + (x / out) * chair.back, chair.height, z + (z / out) * chair.back];
    return {
      position: [x, 0, z],
      // Facing the middle: 0 faces −z, as a player at the near edge does.
      facing: Math.atan2(x, z),
      camera: { position: back, target: [x * chair.look, 0, z * chair.look] },
    };
  });
}
