/**
 * Where the places a lesson talks about lie on the table: any intersection by its name
 * ('j8'), and the piece flipped to choose who starts, which lies beside the board's right
 * edge until the first action (as Board.tsx lays it).
 */
import { geometry, pointIndex, type SRState } from '../../../shared/games/stones-and-rivers';
import type { Point } from '../../contract/game-table';
import { boardLayout, pointPosition } from './layout';

/** How far beyond the board's right edge the flipped piece lies (Board.tsx). */
const FLIPPED_PIECE_BEYOND = 1.4;

export function stonesSpotOf(view: SRState, spot: string): Point | null {
  const layout = boardLayout(geometry(view.config.board));
  if (spot === 'flipped piece') return [layout.width / 2 + FLIPPED_PIECE_BEYOND, 0, 0];
  if (!/^[a-p]\d{1,2}$/.test(spot)) return null;
  const p = pointIndex(layout.g, spot);
  return p < 0 ? null : pointPosition(layout, p);
}
