/**
 * Where the River Crossing table lands on screen from a chair, computed in the test from the
 * table's own geometry: the board, each bank with full stacks on it, each bank's name, and
 * the collectors' stash with its name. A panel over the table must keep out of all of them.
 */
import { BLACK, RED } from '../../shared/games/river-crossing';
import { boardSide } from '../../renderer/games/river-crossing/board-picture';
import {
  BANK_SIZE,
  BOARD_TOP,
  PIECE_HEIGHT,
  SQUARE,
  STASH_CENTRE,
  STASH_NAME_CENTRE,
  STASH_SIZE,
  bankCentre,
  bankNameCentre,
} from '../../renderer/games/river-crossing/layout';
import type { CameraPose } from '../../renderer/stores/camera';
import { LABEL_SIZE } from '../../renderer/table/Label';
import { regionsFrom, type Box, type Rect } from './screen-regions';

/** Three pieces stand on a bank's spot at most. */
const STACK_TOP = 3 * PIECE_HEIGHT;

/** A box lying on the table: centred at `at`, `size` along x and z, `top` high. */
const flat = (
  [x, , z]: readonly [number, number, number],
  [w, d]: readonly [number, number],
  top: number,
): Box => [x - w / 2, x + w / 2, 0, top, z - d / 2, z + d / 2];

export function crossingRegions(pose: CameraPose, width: number, height: number): Rect[] {
  // Square by square (the rim's squares too), so the board seen on the slant is not taken
  // for the rectangle around it.
  const rim = (boardSide(SQUARE) - 8 * SQUARE) / 2;
  const boxes: [string, Box][] = [];
  for (let i = 0; i < 10; i++)
    for (let j = 0; j < 10; j++) {
      const at = (k: number): number => (k - 4.5) * SQUARE;
      const size = (k: number): number => (k === 0 || k === 9 ? rim : SQUARE);
      const centre = (k: number): number =>
        k === 0 ? -4 * SQUARE - rim / 2 : k === 9 ? 4 * SQUARE + rim / 2 : at(k);
      boxes.push(['the board', flat([centre(i), 0, centre(j)], [size(i), size(j)], BOARD_TOP)]);
    }
  for (const colour of [RED, BLACK] as const)
    for (const place of ['home', 'far'] as const) {
      const bank = `${colour === RED ? 'Red' : 'Black'}'s ${place} bank`;
      boxes.push([bank, flat(bankCentre(colour, place), BANK_SIZE, STACK_TOP)]);
      boxes.push([`the name "${bank}"`, flat(bankNameCentre(colour, place), LABEL_SIZE, 0.03)]);
    }
  boxes.push(["the collectors' stash", flat(STASH_CENTRE, STASH_SIZE, STACK_TOP)]);
  boxes.push(["the stash's name", flat(STASH_NAME_CENTRE, LABEL_SIZE, 0.03)]);
  return regionsFrom(pose, width, height, boxes);
}
