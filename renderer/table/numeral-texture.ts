/**
 * Numerals drawn on a 2D canvas and used as textures: the app bundles no fonts and
 * loads nothing remote, so numbers on stones, dice and cards are painted here.
 */
import { CanvasTexture, SRGBColorSpace } from 'three';

const cache = new Map<string, CanvasTexture>();

export function numeralTexture(
  text: string,
  ink = '#1d1d1d',
  background = 'rgba(0,0,0,0)',
  size = 128,
): CanvasTexture {
  const key = `${text}|${ink}|${background}|${size}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('This display cannot draw 2D textures.');
  g.fillStyle = background;
  g.fillRect(0, 0, size, size);
  g.fillStyle = ink;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.font = `bold ${Math.round(size * (text.length > 1 ? 0.52 : 0.62))}px Georgia, 'DejaVu Serif', serif`;
  g.fillText(text, size / 2, size / 2 + size * 0.04);
  // 6 and 9 look alike upside down: underline them as real dice do.
  if (text === '6' || text === '9') g.fillRect(size * 0.36, size * 0.8, size * 0.28, size * 0.05);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  cache.set(key, texture);
  return texture;
}
