/**
 * Textures drawn at start-up on a 2D canvas, so the app ships no image files and loads
 * nothing remote: wood grain for the table's rim and a woven felt for its playing surface.
 */
import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';
import { Random } from '../../shared/engine/random';

function canvas(size: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const element = document.createElement('canvas');
  element.width = size;
  element.height = size;
  const context = element.getContext('2d');
  if (!context) throw new Error('This display cannot draw 2D textures.');
  return [element, context];
}

function toTexture(element: HTMLCanvasElement, repeat: number): CanvasTexture {
  const texture = new CanvasTexture(element);
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.repeat.set(repeat, repeat);
  texture.anisotropy = 4;
  return texture;
}

export function woodTexture(): CanvasTexture {
  const size = 512;
  const [element, g] = canvas(size);
  const rng = Random.fromSeed('wood');
  g.fillStyle = '#6b4226';
  g.fillRect(0, 0, size, size);
  // Long grain lines that wander a little, darker and lighter by turns.
  for (let i = 0; i < 140; i++) {
    const y = rng.float() * size;
    const shade = rng.float();
    g.strokeStyle =
      shade < 0.5
        ? `rgba(50, 28, 14, ${0.15 + shade * 0.3})`
        : `rgba(160, 110, 70, ${(shade - 0.5) * 0.35})`;
    g.lineWidth = 0.5 + rng.float() * 2.5;
    g.beginPath();
    g.moveTo(0, y);
    for (let x = 0; x <= size; x += 32)
      g.lineTo(x, y + Math.sin(x / 60 + i) * 3 + (rng.float() - 0.5) * 2);
    g.stroke();
  }
  return toTexture(element, 1);
}

export function feltTexture(colour: string): CanvasTexture {
  const size = 256;
  const [element, g] = canvas(size);
  const rng = Random.fromSeed('felt');
  g.fillStyle = colour;
  g.fillRect(0, 0, size, size);
  const image = g.getImageData(0, 0, size, size);
  for (let p = 0; p < image.data.length; p += 4) {
    const grain = (rng.float() - 0.5) * 18;
    image.data[p] = Math.max(0, Math.min(255, image.data[p]! + grain));
    image.data[p + 1] = Math.max(0, Math.min(255, image.data[p + 1]! + grain));
    image.data[p + 2] = Math.max(0, Math.min(255, image.data[p + 2]! + grain));
  }
  g.putImageData(image, 0, 0);
  return toTexture(element, 6);
}
