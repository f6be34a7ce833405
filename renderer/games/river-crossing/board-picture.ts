import { CanvasTexture, SRGBColorSpace } from 'three';
import { FILES } from '../../../shared/games/river-crossing';

const SIZE = 1024;
/**
 * The board's painted top: a river of light and dark water squares, files and ranks on the
 * rim, each letter and number turned in its place to read upright for someone facing the
 * board `facing` (as a chair faces it: 0 from Red's edge).
 */
export function boardPicture(facing = 0): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = SIZE;
  const g = canvas.getContext('2d')!;
  const rim = SIZE * 0.06;
  const cell = (SIZE - 2 * rim) / 8;
  g.fillStyle = '#6b4a2c';
  g.fillRect(0, 0, SIZE, SIZE);
  for (let file = 0; file < 8; file++)
    for (let row = 0; row < 8; row++) {
      // row 0 is rank 8 (the far edge): a1 dark, as on a checkers board.
      const dark = (file + (7 - row)) % 2 === 0;
      g.fillStyle = dark ? '#1f5f7a' : '#8cc3d6';
      g.fillRect(rim + file * cell, rim + row * cell, cell, cell);
    }
  g.fillStyle = '#f4e7cf';
  g.font = `bold ${Math.round(rim * 0.62)}px sans-serif`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  // The picture's top is the board's far edge: a turn towards the viewer is the other way round on it.
  const write = (text: string, x: number, y: number): void => {
    g.save();
    g.translate(x, y);
    g.rotate(-facing);
    g.fillText(text, 0, 0);
    g.restore();
  };
  for (let i = 0; i < 8; i++) {
    const letter = FILES[i]!;
    write(letter, rim + (i + 0.5) * cell, rim / 2);
    write(letter, rim + (i + 0.5) * cell, SIZE - rim / 2);
    write(String(8 - i), rim / 2, rim + (i + 0.5) * cell);
    write(String(8 - i), SIZE - rim / 2, rim + (i + 0.5) * cell);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}

/** The board's side in table units when its squares are `square` wide. */
export const boardSide = (square: number): number => (8 * square) / (1 - 2 * 0.06);
