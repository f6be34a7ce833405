import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Mesh } from 'three';
import type { Point } from '../contract/game-table';

/** A slowly turning ring over the seat whose computer player is thinking. */
export function ThinkingSign({
  at,
  height = 0.9,
}: {
  readonly at: Point;
  readonly height?: number;
}) {
  const mesh = useRef<Mesh>(null);
  useFrame((_, delta) => {
    if (mesh.current) mesh.current.rotation.z += delta * 3;
  });
  return (
    <mesh ref={mesh} position={[at[0], height, at[2]]} rotation={[Math.PI / 2, 0, 0]}>
      <torusGeometry args={[0.35, 0.08, 8, 24, Math.PI * 1.5]} />
      <meshBasicMaterial color="#ffe066" />
    </mesh>
  );
}
