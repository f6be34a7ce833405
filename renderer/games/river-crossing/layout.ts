/**
 * Where everything of River Crossing lies on the table, in table units: the 8 × 8 river
 * with a1 at Red's near left, the four banks beside it (each side's home bank on its own
 * edge, its far bank across the river), and the collectors' stash at the right.
 */
import {
  BLACK,
  RED,
  fileOf,
  rankOf,
  type CrossingState,
} from '../../../shared/games/river-crossing';

export type Point3 = readonly [number, number, number];

export const SQUARE = 0.8;
export const BOARD_TOP = 0.1;
export const PIECE_HEIGHT = 0.14;
export const PIECE_RADIUS = 0.3;
const HALF = 4 * SQUARE;
const BANK_DEPTH = 1.3;

export type Place = 'home' | 'far' | 'stash';

/** The centre of a square on the board's top. */
export function squareCentre(square: number): Point3 {
  return [(fileOf(square) - 3.5) * SQUARE, BOARD_TOP, (4.5 - rankOf(square)) * SQUARE];
}

/** The square under a point of the board's top, or null off the board. */
export function squareAt(x: number, z: number): number | null {
  const file = Math.floor(x / SQUARE + 4);
  const rank = Math.floor(4 - z / SQUARE) + 1;
  if (file < 0 || file > 7 || rank < 1 || rank > 8) return null;
  return (rank - 1) * 8 + file;
}

/**
 * A bank is a strip beside the river on a side's edge: Red starts at the near edge
 * (rank 1) and crosses to the far one; Black the other way. Home banks sit on the left
 * half of their edge, far banks on the right, so the two never overlap.
 */
export function bankCentre(colour: typeof RED | typeof BLACK, place: 'home' | 'far'): Point3 {
  const nearEdge = (colour === RED) === (place === 'home');
  const z = nearEdge ? HALF + BANK_DEPTH / 2 + 0.15 : -(HALF + BANK_DEPTH / 2 + 0.15);
  const x = place === 'home' ? -HALF / 2 : HALF / 2;
  return [x, 0.02, z];
}

export const BANK_SIZE = [HALF - 0.2, BANK_DEPTH] as const;

/**
 * Between a bank's outer edge and its name: seen from across the table, a full stack on the
 * bank hides the felt for a little way behind the bank, so the name lies out of its reach
 * (layout.test.ts looks from every chair).
 */
const NAME_GAP = 0.6;

/** Where a bank's name lies on the felt: beyond its outer edge, away from the river. */
export function bankNameCentre(colour: typeof RED | typeof BLACK, place: 'home' | 'far'): Point3 {
  const [x, , z] = bankCentre(colour, place);
  return [x, 0.03, z + Math.sign(z) * (BANK_DEPTH / 2 + NAME_GAP)];
}
export const STASH_CENTRE: Point3 = [HALF + 2.4, 0.02, 0];
/** The stash's felt: its width along x and its depth along z. */
export const STASH_SIZE = [3.3, 2.6] as const;
/** Where "Collectors' stash" is written: on the felt just in front of the stash. */
export const STASH_NAME_CENTRE: Point3 = [STASH_CENTRE[0], 0.03, STASH_CENTRE[2] + 1.6];
/** Red's taken pieces in the stash's front row, Black's behind. */
const STASH_SLOTS: Point3 = [STASH_CENTRE[0], STASH_CENTRE[1], STASH_CENTRE[2] - 0.4];

/** The n-th piece on a bank: stacks of three, four side by side, easy to count; a 13th row behind. */
export function slotOn(centre: Point3, n: number): Point3 {
  const column = Math.floor(n / 3) % 4;
  return [
    centre[0] + (column - 1.5) * 0.7,
    centre[1] + PIECE_HEIGHT * ((n % 3) + 0.5),
    centre[2] + Math.floor(n / 12) * 0.8,
  ];
}

export interface PieceSpot {
  readonly letter: 'r' | 'b' | 'C';
  readonly at: Point3;
  /** The square and height (from 1 at the bottom) of a piece in the river. */
  readonly square?: number;
  readonly height?: number;
}

/** Every piece's spot for a position: the stacks of the river, the banks and the stash. */
export function pieceSpots(state: CrossingState): PieceSpot[] {
  const spots: PieceSpot[] = [];
  state.board.forEach((stack, square) => {
    const [x, y, z] = squareCentre(square);
    [...stack].forEach((letter, i) =>
      spots.push({
        letter: letter as PieceSpot['letter'],
        at: [x, y + PIECE_HEIGHT * (i + 0.5), z],
        square,
        height: i + 1,
      }),
    );
  });
  for (const colour of [RED, BLACK] as const) {
    const letter = colour === RED ? 'r' : 'b';
    const side = state.sides[colour];
    for (let n = 0; n < side.home; n++)
      spots.push({ letter, at: slotOn(bankCentre(colour, 'home'), n) });
    for (let n = 0; n < side.far; n++)
      spots.push({ letter, at: slotOn(bankCentre(colour, 'far'), n) });
    for (let n = 0; n < side.collected; n++)
      spots.push({ letter, at: slotOn(STASH_SLOTS, n + (colour === BLACK ? 12 : 0)) });
  }
  return spots;
}

/**
 * The board, both banks and the Collector's stash in one view, from the broadcast side:
 * the table's own overview showed this small board at a third of the frame, this one
 * nearly half (the banks' depth keeps it from more in a 16:9 frame).
 */
export const OVERVIEW = { position: [1.1, 10, 9], target: [1.1, 0, 0] } as const;
