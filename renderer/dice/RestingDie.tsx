/**
 * A die lying still with a known face up, gliding when its place changes: dice a table shows
 * without a throw behind them. Only dice whose faces the viewer may see are ever drawn.
 * Inside a DiceBatch the die only moves its group and the batch draws it.
 */
import { useFrame } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Quaternion, Vector3, type Group } from 'three';
import { restingPose } from '../../shared/dice/rest';
import type { DieKind } from '../../shared/engine/dice-kinds';
import { dampVector } from '../table/damp';
import type { Point } from '../contract/game-table';
import { useDiceBatch } from './DiceBatch';
import { DieMeshes } from './DieMeshes';

export interface RestingDieProps {
  readonly kind: DieKind;
  readonly value: number;
  readonly at: Point;
  readonly scale?: number;
  /** How far above its resting place it floats (a die on offer is held up). */
  readonly lift?: number;
  /** Glides at this rate (per second); Infinity snaps. */
  readonly pace?: number;
  /** Named so a test can list the faces the scene shows. */
  readonly name?: string;
}

export function RestingDie({
  kind,
  value,
  at,
  scale = 1,
  lift = 0,
  pace = 6,
  name,
}: RestingDieProps) {
  const group = useRef<Group>(null);
  const pose = useMemo(() => restingPose(kind, value), [kind, value]);
  const goal = useMemo(
    () => new Vector3(at[0], at[1] + pose.height * scale + lift, at[2]),
    [at, pose, scale, lift],
  );
  const turn = useMemo(() => new Quaternion(...pose.quaternion), [pose]);
  const batch = useDiceBatch();
  const placed = useRef(false);
  // A new die lies at its place before anything draws it; later changes of place glide.
  useLayoutEffect(() => {
    if (placed.current || !group.current) return;
    group.current.position.copy(goal);
    group.current.quaternion.copy(turn);
    placed.current = true;
  }, [goal, turn]);
  useLayoutEffect(() => {
    if (batch && group.current) return batch.join(kind, group.current);
  }, [batch, kind]);
  useFrame((_, delta) => {
    const g = group.current;
    if (!g) return;
    if (!Number.isFinite(pace)) {
      g.position.copy(goal);
      g.quaternion.copy(turn);
      return;
    }
    dampVector(g.position, goal, pace, delta);
    g.quaternion.slerp(turn, Math.min(1, delta * pace));
  });
  return (
    <group ref={group} scale={scale} name={name}>
      {!batch && <DieMeshes kind={kind} />}
    </group>
  );
}
