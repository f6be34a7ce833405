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
  /**
   * How far to the seat's right the camera and where it looks both move: the table then
   * lies left of the column of panels at the window's right (River's bid, peek and odds).
   */
  readonly aside: number;
}

/**
 * The chair camera by the number of seats. Found by projecting every seat's cup, purse,
 * bought dice and name (both ends of its words) from every chair into a 1024×640 window
 * (river-dice/seats-in-view.test.ts) and keeping, of the poses that pass, the one nearest
 * the pose before: with more seats round the table the camera stands further back and
 * higher, and moves to the side, so the seats beside and across stay in the window, below
 * the top bar and clear of the panels at its corners, of the bid panel down its right side
 * and of the prompt to throw at its top.
 */
const CHAIRS: Readonly<Record<number, Chair>> = {
  2: { back: 8, height: 9.5, look: 0.1, aside: 0 },
  3: { back: 16.5, height: 17.5, look: 0, aside: 2 },
  4: { back: 13, height: 18.5, look: 0, aside: 4 },
  5: { back: 16.5, height: 17.5, look: 0, aside: 3.75 },
  6: { back: 16.5, height: 19, look: 0, aside: 2.5 },
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
    const [outX, outZ] = [x / out, z / out];
    // The seat's right hand, as it faces the middle.
    const [rightX, rightZ] = [outZ * chair.aside, -outX * chair.aside];
    const back: Point = [
      x + outX * chair.back + rightX,
      chair.height,
      z + outZ * chair.back + rightZ,
    ];
    return {
      position: [x, 0, z],
      // Facing the middle: 0 faces −z, as a player at the near edge does.
      facing: Math.atan2(x, z),
      camera: { position: back, target: [x * chair.look + rightX, 0, z * chair.look + rightZ] },
    };
  });
}
