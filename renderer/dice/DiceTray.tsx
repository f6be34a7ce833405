import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Group, Quaternion } from 'three';
import { duration, poseAt, type Tray } from '../../shared/dice';
import type { DieKind } from '../../shared/engine/dice-kinds';
import { playImpact } from '../audio/clatter';
import { useSettings } from '../stores/settings';
import { DiceCup } from './DiceCup';
import { DRAW_ORDER } from '../table/draw-order';
import { DieMeshes } from './DieMeshes';
import { HandThrow } from './HandThrow';
import { useThrow } from './throw-store';

function Die({ kind, index }: { readonly kind: DieKind; readonly index: number }) {
  const group = useRef<Group>(null);
  const lastSpeed = useRef(0);
  const quaternion = useMemo(() => new Quaternion(), []);

  useFrame(() => {
    const active = useThrow.getState().active;
    const g = group.current;
    if (!active || !g) return;
    const t = Math.min(
      duration(active.record),
      ((performance.now() - active.startedAt) / 1000) * active.speed,
    );
    const pose = poseAt(active.record, index, t);
    const before = g.position.clone();
    g.position.set(...pose.position);
    g.quaternion.copy(quaternion.set(...pose.quaternion));
    // A sudden drop in speed is an impact: louder for harder hits.
    const speedNow = before.distanceTo(g.position) * 60;
    const drop = lastSpeed.current - speedNow;
    lastSpeed.current = speedNow;
    const { volume, muted } = useSettings.getState().settings;
    if (drop > 2 && !muted && Number.isFinite(active.startedAt))
      playImpact(Math.min(1, drop / 25), volume);
  });

  return (
    <group ref={group} position={[0, -5, 0]}>
      <DieMeshes kind={kind} />
    </group>
  );
}

/** The dice tray: a wooden frame at `position` on the table, and the dice of the current throw inside it. */
export function DiceTray({
  tray,
  position,
  rotation = 0,
}: {
  readonly tray: Tray;
  readonly position: readonly [number, number, number];
  readonly rotation?: number;
}) {
  const active = useThrow((s) => s.active);
  const [holding, setHolding] = useState(false);
  // Dice thrown into another tray (another game, the free tray) do not belong in this one;
  // the same tray drawn again (a new graphics quality) keeps its dice where they lie.
  useEffect(() => {
    if (useThrow.getState().tray !== tray) useThrow.getState().setTray(tray);
  }, [tray]);
  const rim = 0.35;
  const height = 0.6;
  const sides: [number, number, number, number, number][] = [
    [0, (tray.depth + rim) / 2, tray.width + rim * 2, rim, 0],
    [0, -(tray.depth + rim) / 2, tray.width + rim * 2, rim, 0],
    [(tray.width + rim) / 2, 0, rim, tray.depth, 0],
    [-(tray.width + rim) / 2, 0, rim, tray.depth, 0],
  ];
  return (
    <group position={[...position]} rotation={[0, rotation, 0]}>
      <mesh
        position={[0, 0.02, 0]}
        rotation={[-Math.PI / 2, 0, 0]}
        receiveShadow
        renderOrder={DRAW_ORDER.fixtures}
      >
        <planeGeometry args={[tray.width, tray.depth]} />
        <meshStandardMaterial color="#5a2230" roughness={1} />
      </mesh>
      {sides.map(([x, z, w, d], i) => (
        <mesh
          key={i}
          position={[x, height / 2, z]}
          castShadow
          receiveShadow
          renderOrder={DRAW_ORDER.fixtures}
        >
          <boxGeometry args={[w, height, d]} />
          <meshStandardMaterial color="#6b4226" roughness={0.6} />
        </mesh>
      ))}
      {!holding &&
        active?.dice.map((kind, i) => (
          <Die key={`${active.record.seed}:${i}`} kind={kind} index={i} />
        ))}
      {!holding && active?.cup && <DiceCup position={active.cup} />}
      <HandThrow tray={tray} holding={holding} onHolding={setHolding} />
    </group>
  );
}
