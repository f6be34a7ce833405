/**
 * The board's top as one painted texture: lines, intersections, each side's Goal in its
 * colour and its own pattern (rings for Circle, a square lattice for Square), and the
 * coordinates on the rim as the notation writes them. One texture keeps the whole board to
 * one draw call however many points it has.
 */
import { CanvasTexture, SRGBColorSpace } from 'three';
import { OWNER_NAMES } from '../../../shared/games/stones-and-rivers';
import type { BoardLayout } from './layout';

const PIXELS_PER_UNIT = 120;
const BOARD_COLOUR = '#e2cfa6';
const INK = '#3b2a1c';

/** Each side's Goal pattern, so the Goals differ in more than colour. */
function pattern(
  g: CanvasRenderingContext2D,
  owner: number,
  x: number,
  y: number,
  size: number,
): void {
  g.save();
  g.beginPath();
  g.rect(x, y, size, size);
  g.clip();
  g.strokeStyle = 'rgba(255,255,255,0.55)';
  g.lineWidth = size * 0.05;
  const step = size / 3;
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++) {
      const cx = x + step * (i + 0.5);
      const cy = y + step * (j + 0.5);
      g.beginPath();
      if (owner === 0) g.arc(cx, cy, step * 0.3, 0, Math.PI * 2);
      else g.rect(cx - step * 0.28, cy - step * 0.28, step * 0.56, step * 0.56);
      g.stroke();
    }
  g.restore();
}

export interface RimLabel {
  readonly text: string;
  readonly edge: 'near' | 'far' | 'left' | 'right';
  /** The column or row it names (the other one is unused). */
  readonly col: number;
  readonly row: number;
  readonly upsideDown: boolean;
}

/**
 * Which way the board's words face: towards the chair of the person looking (Circle's at
 * the near edge, Square's across), so every word reads the right way up from there.
 */
export function turnedFor(chair: number): boolean {
  return chair === 1;
}

/** Coordinates on all four sides, each reading the right way up from `chair`. */
export function rimLabels(cols: number, rows: number, chair: number): RimLabel[] {
  const upsideDown = turnedFor(chair);
  const labels: RimLabel[] = [];
  for (let col = 0; col < cols; col++) {
    const letter = String.fromCharCode(97 + col);
    for (const edge of ['far', 'near'] as const)
      labels.push({ text: letter, edge, col, row: 0, upsideDown });
  }
  for (let row = 0; row < rows; row++)
    for (const edge of ['left', 'right'] as const)
      labels.push({ text: String(row), edge, col: 0, row, upsideDown });
  return labels;
}

function text(
  g: CanvasRenderingContext2D,
  s: string,
  x: number,
  y: number,
  upsideDown: boolean,
): void {
  g.save();
  g.translate(x, y);
  if (upsideDown) g.rotate(Math.PI);
  g.fillText(s, 0, 0);
  g.restore();
}

/** The board's top as seen from `chair`: its words read the right way up from there. */
export function boardPicture(
  l: BoardLayout,
  colours: readonly string[],
  chair: number,
): CanvasTexture {
  const { g: geo, spacing, margin } = l;
  const scale = Math.min(PIXELS_PER_UNIT, 2048 / Math.max(l.width, l.depth));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(l.width * scale);
  canvas.height = Math.round(l.depth * scale);
  const g = canvas.getContext('2d');
  if (!g) throw new Error('This display cannot draw 2D textures.');
  const at = (col: number, row: number): [number, number] => [
    (margin + col * spacing) * scale,
    (margin + row * spacing) * scale,
  ];
  const step = spacing * scale;
  g.fillStyle = BOARD_COLOUR;
  g.fillRect(0, 0, canvas.width, canvas.height);

  // Goal(owner): a square of the owner's colour and pattern around each of its points.
  for (const owner of [0, 1]) {
    for (const p of geo.goalPoints[owner]!) {
      const [cx, cy] = at(p % geo.cols, Math.floor(p / geo.cols));
      g.fillStyle = colours[owner] ?? '#888888';
      g.fillRect(cx - step / 2, cy - step / 2, step, step);
      pattern(g, owner, cx - step / 2, cy - step / 2, step);
    }
    const first = geo.goalPoints[owner]![0]!;
    const last = geo.goalPoints[owner]![geo.goalPoints[owner]!.length - 1]!;
    const [x0, y0] = at(first % geo.cols, Math.floor(first / geo.cols));
    const [x1] = at(last % geo.cols, 0);
    g.strokeStyle = INK;
    g.lineWidth = step * 0.06;
    g.strokeRect(x0 - step / 2, y0 - step / 2, x1 - x0 + step, step);
    // the label sits on the rim side of the Goal, away from the middle
    g.fillStyle = INK;
    g.font = `bold ${Math.round(step * 0.28)}px sans-serif`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    const label = `${OWNER_NAMES[owner]}'s Goal · ${OWNER_NAMES[1 - owner]}'s Home`;
    const outside = owner === 0 ? -0.72 : 0.72;
    text(g, label, (x0 + x1) / 2, y0 + outside * step, turnedFor(chair));
  }

  g.strokeStyle = INK;
  g.lineWidth = Math.max(1.5, step * 0.035);
  g.beginPath();
  for (let col = 0; col < geo.cols; col++) {
    g.moveTo(...at(col, 0));
    g.lineTo(...at(col, geo.rows - 1));
  }
  for (let row = 0; row < geo.rows; row++) {
    g.moveTo(...at(0, row));
    g.lineTo(...at(geo.cols - 1, row));
  }
  g.stroke();
  g.fillStyle = INK;
  for (let col = 0; col < geo.cols; col++)
    for (let row = 0; row < geo.rows; row++) {
      const [x, y] = at(col, row);
      g.beginPath();
      g.arc(x, y, step * 0.07, 0, Math.PI * 2);
      g.fill();
    }

  g.font = `bold ${Math.round(Math.min(step * 0.42, margin * scale * 0.5))}px sans-serif`;
  const rim = margin * scale * 0.5;
  for (const label of rimLabels(geo.cols, geo.rows, chair)) {
    const [x, y] = at(label.col, label.row);
    const onRim = {
      near: [x, canvas.height - rim],
      far: [x, rim],
      left: [rim, y],
      right: [canvas.width - rim, y],
    }[label.edge];
    text(g, label.text, onRim[0]!, onRim[1]!, label.upsideDown);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}
