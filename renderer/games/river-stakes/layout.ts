/**
 * Where everything of River Stakes stands on the table. The river runs left to right
 * across the table; the 11 paths cross it from the near bank (z > 0, where the players
 * sit) to the far bank. Stones are evenly spaced, so a longer path is visibly longer and
 * the far bank's shore follows the path ends like a mountain ridge.
 */
import { PATH_LENGTH, PATHS } from '../../../shared/games/river-stakes';

/** The rules decide the paths and their lengths; the layout only places them. */
export { PATH_LENGTH as PATH_LENGTHS, PATHS } from '../../../shared/games/river-stakes';

export const STONE_SPACING = 0.82;
export const PATH_SPACING = 1.45;
/** z of the near bank's edge: position 1 of every path is one step beyond it. */
export const NEAR_BANK_Z = 5.4;

export type Point = readonly [number, number, number];

export function pathX(path: number): number {
  return (path - 7) * PATH_SPACING;
}

/** The centre of a stone on the table top: position 1..L of the path (L is the numbered stepping stone). */
export function stonePosition(path: number, position: number): Point {
  return [pathX(path), 0, NEAR_BANK_Z - position * STONE_SPACING];
}

/** Where team members wait on the near bank: a small column per player behind each path. */
export function bankPosition(seat: number, players: number): Point {
  const span = Math.min(14, players * 4.2);
  const x = players === 1 ? 0 : -span / 2 + (seat * span) / (players - 1);
  return [x, 0, NEAR_BANK_Z + 1.3];
}

/** The shore line of the far bank: one point just beyond each path's stepping stone. */
export function farShore(): Point[] {
  return PATHS.map((p) => {
    const [x, , z] = stonePosition(p, PATH_LENGTH[p]!);
    return [x, 0, z - 0.55] as const;
  });
}

/** Where the leaders rest when none is on the board. */
export function leaderPoolPosition(index: number): Point {
  return [-9.6 + index * 0.9, 0, NEAR_BANK_Z + 1.1];
}

/** The dice tray sits on the far bank's right-hand corner, clear of every path. */
export const TRAY_POSITION: Point = [7.9, 0.18, -3.9];
