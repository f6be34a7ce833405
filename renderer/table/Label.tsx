import { useEffect, useMemo } from 'react';
import { CanvasTexture, SRGBColorSpace } from 'three';
import type { Point } from '../contract/game-table';

function labelPicture(text: string): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = 512;
  canvas.height = 64;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#f4e7cf';
  g.font = 'bold 40px sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText(text, 256, 34);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

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
      <planeGeometry args={[3, 0.375]} />
      <meshBasicMaterial map={picture} transparent depthWrite={false} />
    </mesh>
  );
}
