import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { CylinderGeometry, MeshStandardMaterial, type Mesh } from 'three';
import { flipPiece, steerFlip } from '../../../shared/dice/piece-flip';
import type { Motion } from '../../contract/game-table';
import { riverFace, stoneFace } from './piece-faces';

/**
 * The piece flipped to choose who starts, played back from its seed beside the board and
 * left lying with the deciding face up until the first action: the stone face when Circle
 * starts, the river face when Square does (online, fair dice chose it and the flip is
 * turned onto it).
 */
export function FirstFlip({
  seed,
  face,
  at,
  colour,
  motion,
}: {
  readonly seed: string;
  readonly face: 'stone' | 'river';
  readonly at: readonly [number, number, number];
  readonly colour: string;
  readonly motion: Motion;
}) {
  const flip = useMemo(() => steerFlip(flipPiece(seed), face), [seed, face]);
  const mesh = useRef<Mesh>(null);
  const clock = useRef(0);
  const parts = useMemo(() => {
    const geometry = new CylinderGeometry(0.34, 0.34, 0.14, 40);
    const materials = [
      new MeshStandardMaterial({ color: colour, roughness: 0.5 }),
      new MeshStandardMaterial({ map: stoneFace(0, colour), roughness: 0.55 }),
      new MeshStandardMaterial({ map: riverFace(0, colour), roughness: 0.35 }),
    ];
    return { geometry, materials };
  }, [colour]);
  useEffect(
    () => () => {
      parts.geometry.dispose();
      for (const m of parts.materials) {
        m.map?.dispose();
        m.dispose();
      }
    },
    [parts],
  );
  useFrame((_, delta) => {
    const m = mesh.current;
    if (!m) return;
    const last = flip.frames - 1;
    clock.current = motion.reduced
      ? last
      : Math.min(last, clock.current + delta * motion.speed * flip.hz);
    const o = Math.round(clock.current) * 7;
    const t = flip.track;
    m.position.set(at[0] + t[o]!, at[1] + t[o + 1]!, at[2] + t[o + 2]!);
    m.quaternion.set(t[o + 3]!, t[o + 4]!, t[o + 5]!, t[o + 6]!);
  });
  return <mesh ref={mesh} geometry={parts.geometry} material={parts.materials} castShadow />;
}
