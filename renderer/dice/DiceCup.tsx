/**
 * The leather dice cup for hidden throws: it comes down over the dice, tips up towards its
 * owner for a peek, and lifts off when the dice are shown.
 */
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { DoubleSide, type Group } from 'three';
import { CUP, CUP_SEGMENTS } from '../../shared/dice';
import { DRAW_ORDER } from '../table/draw-order';
import { cupGeometry } from './cup-geometry';
import type { CupPosition } from './throw-store';

// Sized in shared/dice/cup.ts to cover every die a hidden throw can leave on the felt.
const { mouth: MOUTH } = CUP;

/**
 * How high over the felt a cup appears before it comes down over the dice: just clear of a
 * tray's rim, so it is slammed down in place rather than swooping in from above the
 * players' eye line (from the chairs a cup falling from high passed before the camera).
 */
export const CUP_APPEARS_AT = 0.7;

/** Height, tilt about the far rim (radians; negative lifts the near side) and sideways shift. */
const POSES: Readonly<Record<CupPosition, readonly [number, number, number]>> = {
  down: [0, 0, 0],
  peek: [0.3, -0.75, 0],
  up: [4.5, 0, 3.2],
};

export function DiceCup({
  position,
  segments = CUP_SEGMENTS,
}: {
  readonly position: CupPosition;
  /** Sides drawn around the cup: a small cup at a seat needs fewer to look round. */
  readonly segments?: number;
}) {
  const cup = useRef<Group>(null);
  useFrame((_, delta) => {
    const g = cup.current;
    if (!g) return;
    const [lift, tilt, aside] = POSES[position];
    const k = Math.min(1, delta * 8);
    g.position.y += (lift - g.position.y) * k;
    g.position.x += (aside - g.position.x) * k;
    g.rotation.x += (tilt - g.rotation.x) * k;
  });
  return (
    // The hinge is the far rim, so a peek opens the cup towards the person in front of it.
    <group ref={cup} position={[0, CUP_APPEARS_AT, -MOUTH]}>
      <mesh geometry={cupGeometry(segments)} castShadow renderOrder={DRAW_ORDER.pieces}>
        <meshLambertMaterial vertexColors side={DoubleSide} />
      </mesh>
    </group>
  );
}
