/**
 * The leather cup a hidden throw is made under: the square of felt its dice are confined to,
 * and the cup's shape, which must cover every die that can come to rest on that square. The
 * cup is sized from the square (its corners are farthest out), so no die can poke through.
 */
import type { Tray } from './bodies';
import { DIE_GEOMETRY } from './geometry';
import { rotate } from './read';
import type { ThrowRecord } from './record';

/** Where the dice of a hidden throw land: the physics walls them in here, centred under the cup. */
export const CUP_TRAY: Tray = { width: 3.4, depth: 3.4 };

/** The drawn wall has this many flat sides; between two corners it comes nearer the middle. */
export const CUP_SEGMENTS = 48;
/** The leather's thickness, kept clear between a die and the inside of the wall. */
const LEATHER = 0.03;
const INSCRIBED = Math.cos(Math.PI / CUP_SEGMENTS);
const TRAY_CORNER = Math.hypot(CUP_TRAY.width, CUP_TRAY.depth) / 2;
/** The top radius reaches past the tray's corners, so even a die stacked on others is covered. */
const TOP = (TRAY_CORNER + 2 * LEATHER) / INSCRIBED;

/** The cup standing mouth down on the felt (radii of the drawn polygon's corners). */
export const CUP = {
  height: 3,
  mouth: TOP + 0.16,
  top: TOP,
  /** The brass ring round the mouth: its tube's radius. */
  rim: 0.08,
} as const;

/** How far from the cup's axis the inside of its wall is at height `y` above the felt. */
function wallAt(y: number): number {
  return (CUP.mouth + ((CUP.top - CUP.mouth) * y) / CUP.height) * INSCRIBED - LEATHER;
}

/** Whether a point (tray coordinates, the cup down over the middle) lies inside the cup. */
export function insideCup([x, y, z]: readonly [number, number, number]): boolean {
  return y >= -LEATHER && y <= CUP.height - LEATHER && Math.hypot(x, z) <= wallAt(y);
}

/** The dice of a throw that come to rest with any corner outside the cup (none, for a good cup). */
export function diceOutsideCup(record: ThrowRecord): number[] {
  const last = (record.frames - 1) * 7;
  return record.dice.flatMap((kind, i) => {
    const track = record.tracks[i]!;
    const position = [track[last]!, track[last + 1]!, track[last + 2]!] as const;
    const turn = [track[last + 3]!, track[last + 4]!, track[last + 5]!, track[last + 6]!] as const;
    const outside = DIE_GEOMETRY[kind].vertices.some((vertex) => {
      const v = rotate(turn, vertex);
      return !insideCup([position[0] + v[0], position[1] + v[1], position[2] + v[2]]);
    });
    return outside ? [i] : [];
  });
}
