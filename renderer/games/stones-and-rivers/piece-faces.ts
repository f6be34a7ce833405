/**
 * The two faces of a piece, painted: the stone face with its side's emblem (a ring for
 * Circle, a square for Square), and the river face with a water channel and arrows at both
 * ends along its axis, so a river's way reads at a glance from any side of the table.
 */
import { CanvasTexture, SRGBColorSpace } from 'three';

const SIZE = 256;

function paint(draw: (g: CanvasRenderingContext2D) => void): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('This display cannot draw 2D textures.');
  draw(g);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}

function emblem(g: CanvasRenderingContext2D, owner: number, x: number, y: number, r: number): void {
  g.beginPath();
  if (owner === 0) g.arc(x, y, r, 0, Math.PI * 2);
  else g.rect(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8);
  g.stroke();
}

export function stoneFace(owner: number, colour: string): CanvasTexture {
  return paint((g) => {
    g.fillStyle = colour;
    g.fillRect(0, 0, SIZE, SIZE);
    g.strokeStyle = 'rgba(255,255,255,0.85)';
    g.lineWidth = 18;
    emblem(g, owner, SIZE / 2, SIZE / 2, SIZE * 0.22);
  });
}

/** The channel runs along the texture's x axis; the table turns the piece for a V river. */
export function riverFace(owner: number, colour: string): CanvasTexture {
  return paint((g) => {
    g.fillStyle = colour;
    g.fillRect(0, 0, SIZE, SIZE);
    const band = SIZE * 0.34;
    const top = (SIZE - band) / 2;
    g.fillStyle = '#2f7fc1';
    g.fillRect(0, top, SIZE, band);
    g.strokeStyle = 'rgba(255,255,255,0.75)';
    g.lineWidth = 5;
    for (const y of [top + band * 0.33, top + band * 0.67]) {
      g.beginPath();
      for (let x = 0; x <= SIZE; x += 8) g.lineTo(x, y + Math.sin(x / 14) * 4);
      g.stroke();
    }
    g.fillStyle = '#ffffff';
    for (const dir of [-1, 1]) {
      const tip = SIZE / 2 + dir * SIZE * 0.47;
      g.beginPath();
      g.moveTo(tip, SIZE / 2);
      g.lineTo(tip - dir * SIZE * 0.16, SIZE / 2 - band * 0.62);
      g.lineTo(tip - dir * SIZE * 0.16, SIZE / 2 + band * 0.62);
      g.closePath();
      g.fill();
    }
    g.strokeStyle = 'rgba(255,255,255,0.85)';
    g.lineWidth = 10;
    for (const y of [top * 0.5, SIZE - top * 0.5]) emblem(g, owner, SIZE / 2, y, SIZE * 0.07);
  });
}
