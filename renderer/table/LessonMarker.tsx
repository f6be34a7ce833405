import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Group } from 'three';
import type { Point } from '../contract/game-table';

/**
 * Where a lesson step points on the table: a ring lying round the spot and an arrow
 * bobbing above it, drawn over everything so no piece hides it. Still when motion is reduced.
 */
export function LessonMarker({ at, still }: { readonly at: Point; readonly still: boolean }) {
  const arrow = useRef<Group>(null);
  useFrame(({ clock }) => {
    if (arrow.current && !still)
      arrow.current.position.y = 1.1 + Math.sin(clock.elapsedTime * 3) * 0.15;
  });
  return (
    <group position={[at[0], at[1], at[2]]}>
      <mesh position={[0, 0.03, 0]} rotation={[-Math.PI / 2, 0, 0]} renderOrder={10}>
        <ringGeometry args={[0.42, 0.55, 40]} />
        <meshBasicMaterial color="#7cc4ff" depthTest={false} transparent opacity={0.9} />
      </mesh>
      <group ref={arrow} position={[0, 1.1, 0]}>
        <mesh rotation={[Math.PI, 0, 0]} renderOrder={10}>
          <coneGeometry args={[0.22, 0.5, 16]} />
          <meshBasicMaterial color="#7cc4ff" depthTest={false} transparent opacity={0.95} />
        </mesh>
      </group>
    </group>
  );
}
