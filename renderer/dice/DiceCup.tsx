/**
 * The leather dice cup for hidden throws: it comes down over the dice, tips up towards its
 * owner for a peek, and lifts off when the dice are shown.
 */
import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import { DoubleSide, type Group } from 'three';
import { CUP, CUP_SEGMENTS } from '../../shared/dice';
import type { CupPosition } from './throw-store';

// Sized in shared/dice/cup.ts to cover every die a hidden throw can leave on the felt.
const { height: HEIGHT, mouth: MOUTH, top: TOP, rim: RIM } = CUP;

/** Height, tilt about the far rim (radians; negative lifts the near side) and sideways shift. */
const POSES: Readonly<Record<CupPosition, readonly [number, number, number]>> = {
  down: [0, 0, 0],
  peek: [0.3, -0.75, 0],
  up: [4.5, 0, 3.2],
};

export function DiceCup({ position }: { readonly position: CupPosition }) {
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
    <group ref={cup} position={[0, 6, -MOUTH]}>
      <group>
        <mesh position={[0, HEIGHT / 2, MOUTH]} castShadow>
          <cylinderGeometry args={[TOP, MOUTH, HEIGHT, CUP_SEGMENTS, 1, true]} />
          <meshStandardMaterial color="#5b3a24" roughness={0.8} side={DoubleSide} />
        </mesh>
        <mesh position={[0, HEIGHT, MOUTH]} rotation={[-Math.PI / 2, 0, 0]} castShadow>
          <circleGeometry args={[TOP, CUP_SEGMENTS]} />
          <meshStandardMaterial color="#4a2e1c" roughness={0.8} side={DoubleSide} />
        </mesh>
        <mesh position={[0, RIM, MOUTH]} rotation={[Math.PI / 2, 0, 0]}>
          <torusGeometry args={[MOUTH, RIM, 8, CUP_SEGMENTS]} />
          <meshStandardMaterial color="#c9a227" roughness={0.4} metalness={0.6} />
        </mesh>
      </group>
    </group>
  );
}
