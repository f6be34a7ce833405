import { useEffect, useMemo } from 'react';
import { CanvasTexture, SRGBColorSpace } from 'three';
import type { Point } from '../contract/game-table';

const WIDTH = 512;
const FONT_PX = 40;
/** Room left at each end of the label, in pixels. */
const PADDING = 16;

/**
 * The font size that fits a text `measured` pixels wide at the full size: a long name
 * ("Very Long-Named Tavern Keeper: 95 gold") is painted smaller rather than cut off.
 */
export function labelFontPx(measured: number): number {
  const room = WIDTH - 2 * PADDING;
  return measured <= room ? FONT_PX : Math.floor((FONT_PX * room) / measured);
}

function labelPicture(text: string): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = 64;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#f4e7cf';
  g.font = `bold ${FONT_PX}px sans-serif`;
  g.font = `bold ${labelFontPx(g.measureText(text).width)}px sans-serif`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, WIDTH / 2, 34);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

/** How much of the felt a label covers: its width along x and its depth along z. */
export const LABEL_SIZE = [3, 0.375] as const;

/** A name painted on the felt beside a place ("Red's home bank"), readable from above. */
export function Label({
  text,
  at,
  turned = 0,
}: {
  readonly text: string;
  readonly at: Point;
  readonly turned?: number;
}) {
  const picture = useMemo(() => labelPicture(text), [text]);
  useEffect(() => () => picture.dispose(), [picture]);
  return (
    <mesh position={at} rotation={[-Math.PI / 2, 0, turned]}>
      <planeGeometry args={LABEL_SIZE} />
      <meshBasicMaterial map={picture} transparent depthWrite={false} />
    </mesh>
  );
}
