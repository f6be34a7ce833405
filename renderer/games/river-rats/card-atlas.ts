/**
 * Where each card's picture lies on the one atlas texture every card shares: the 54 faces
 * in deck order, then the back, then plain card stock for the edges. One texture lets every
 * card on the table be one instanced mesh and one draw call.
 */
import { fullDeck } from '../../../shared/games/river-rats';

export const ATLAS_COLUMNS = 8;
export const ATLAS_ROWS = 7;
/** Pixels of one card picture on the atlas canvas (the card's own proportions, 5 : 7). */
export const CELL_W = 160;
export const CELL_H = 224;

const DECK = fullDeck();
export const BACK_CELL = DECK.length;
export const EDGE_CELL = DECK.length + 1;

/** The atlas cell of a card's face; the back's cell for a card the viewer may not see. */
export function faceCell(card: string | null): number {
  if (card === null) return BACK_CELL;
  const index = DECK.indexOf(card);
  if (index < 0) throw new Error(`"${card}" is not a River Rats card`);
  return index;
}

/** The card a cell shows; null for the back and the edge. */
export function cardOfCell(cell: number): string | null {
  return DECK[cell] ?? null;
}

/** The lower left corner of a cell in texture coordinates (v up, as three.js reads them). */
export function cellOrigin(cell: number): readonly [number, number] {
  const column = cell % ATLAS_COLUMNS;
  const row = Math.floor(cell / ATLAS_COLUMNS);
  return [column / ATLAS_COLUMNS, 1 - (row + 1) / ATLAS_ROWS];
}

/** One cell's size in texture coordinates. */
export const CELL_UV: readonly [number, number] = [1 / ATLAS_COLUMNS, 1 / ATLAS_ROWS];

/** The top left pixel of a cell on the atlas canvas, where the painter draws it. */
export function cellPixel(cell: number): readonly [number, number] {
  return [(cell % ATLAS_COLUMNS) * CELL_W, Math.floor(cell / ATLAS_COLUMNS) * CELL_H];
}
