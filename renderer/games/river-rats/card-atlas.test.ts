import { describe, expect, it } from 'vitest';
import {
  ATLAS_COLUMNS,
  ATLAS_ROWS,
  BACK_CELL,
  CELL_H,
  CELL_UV,
  CELL_W,
  EDGE_CELL,
  cardOfCell,
  cellOrigin,
  cellPixel,
  faceCell,
} from './card-atlas';

describe('the card atlas', () => {
  it('gives each of the 54 cards its own cell, and the back and the edge two more', () => {
    const cards = [
      ...['H', 'S', 'C', 'D'].flatMap((s) =>
        ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'].map((r) => r + s),
      ),
      'JK1',
      'JK2',
    ];
    const cells = cards.map(faceCell);
    expect(new Set([...cells, BACK_CELL, EDGE_CELL]).size).toBe(56);
    expect(Math.max(...cells, BACK_CELL, EDGE_CELL)).toBeLessThan(ATLAS_COLUMNS * ATLAS_ROWS);
    for (const card of cards) expect(cardOfCell(faceCell(card))).toBe(card);
  });

  it('shows a card nobody may see as the back, and refuses what is no card', () => {
    expect(faceCell(null)).toBe(BACK_CELL);
    expect(cardOfCell(BACK_CELL)).toBeNull();
    expect(() => faceCell('1H')).toThrow(/not a River Rats card/);
  });

  it('places texture coordinates and canvas pixels on the same cell', () => {
    // The 10th cell: second row, second column of an 8-wide grid, counted from the top.
    const [u, v] = cellOrigin(9);
    expect(u).toBeCloseTo(1 / 8);
    expect(v).toBeCloseTo(1 - 2 / 7);
    expect(cellPixel(9)).toEqual([CELL_W, CELL_H]);
    // The canvas is drawn top down, the texture read bottom up: a cell's pixel row maps to its v.
    const canvasHeight = ATLAS_ROWS * CELL_H;
    expect(1 - (cellPixel(9)[1] + CELL_H) / canvasHeight).toBeCloseTo(v);
    expect(CELL_UV[0] * ATLAS_COLUMNS).toBeCloseTo(1);
  });
});
