import { useFrame } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Matrix4, Vector3, type InstancedMesh } from 'three';
import { PIECE_COLOURS } from '../../../shared/games/river-crossing/colours';
import { dampVector } from '../../table/damp';
import type { Motion } from '../../contract/game-table';
import { PIECE_HEIGHT, PIECE_RADIUS, type Point3, type PieceSpot } from './layout';

const KINDS = [
  { letter: 'r', colour: PIECE_COLOURS.red, count: 12 },
  { letter: 'b', colour: PIECE_COLOURS.black, count: 12 },
  { letter: 'C', colour: PIECE_COLOURS.collector, count: 6 },
] as const;

/**
 * Matches each piece's spot now with the spots of the last position, nearest first, so a
 * piece that did not move stays put and the one that moved travels (pieces of a colour are
 * interchangeable: the rules never tell them apart).
 */
export function matchSpots(previous: readonly Point3[], next: readonly Point3[]): Point3[] {
  const distance = (a: Point3, b: Point3) =>
    (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;
  const out: (Point3 | null)[] = previous.map(() => null);
  const pairs = previous
    .flatMap((p, i) => next.map((n, j) => ({ i, j, d: distance(p, n) })))
    .sort((a, b) => a.d - b.d);
  const usedNext = new Set<number>();
  for (const { i, j } of pairs) {
    if (out[i] || usedNext.has(j)) continue;
    out[i] = next[j]!;
    usedNext.add(j);
  }
  const left = next.filter((_, j) => !usedNext.has(j));
  return [...out.filter((p): p is Point3 => p !== null), ...left];
}

function PieceKind({
  spots,
  colour,
  count,
  collector,
  motion,
  lifted,
}: {
  readonly spots: readonly PieceSpot[];
  readonly colour: string;
  readonly count: number;
  readonly collector: boolean;
  readonly motion: Motion;
  readonly lifted: (spot: PieceSpot) => boolean;
}) {
  const mesh = useRef<InstancedMesh>(null);
  const goals = useRef<Vector3[]>([]);
  const now = useRef<Vector3[]>([]);
  const placed = useRef<Point3[]>([]);

  useLayoutEffect(() => {
    const targets = spots.map((s) =>
      lifted(s) ? ([s.at[0], s.at[1] + 0.35, s.at[2]] as Point3) : s.at,
    );
    const matched = placed.current.length ? matchSpots(placed.current, targets) : targets;
    placed.current = matched;
    goals.current = matched.map((p) => new Vector3(...p));
    if (now.current.length !== goals.current.length || motion.reduced)
      now.current = goals.current.map((g) => g.clone());
  }, [spots, lifted, motion.reduced]);

  const matrix = useMemo(() => new Matrix4(), []);
  const lifted3 = useMemo(() => new Vector3(), []);
  useFrame((_, delta) => {
    const instances = mesh.current;
    if (!instances) return;
    instances.count = now.current.length;
    now.current.forEach((v, i) => {
      const goal = goals.current[i]!;
      dampVector(v, goal, 9 * motion.speed, delta);
      // A piece on its way hops: the further it still has to go, the higher it is.
      const away = Math.hypot(goal.x - v.x, goal.z - v.z);
      lifted3.set(v.x, v.y + Math.min(0.6, away * 0.35), v.z);
      instances.setMatrixAt(i, matrix.makeTranslation(lifted3));
    });
    instances.instanceMatrix.needsUpdate = true;
  });

  return (
    <instancedMesh
      ref={mesh}
      args={[undefined, undefined, count]}
      castShadow
      receiveShadow
      frustumCulled={false}
    >
      {collector ? (
        <cylinderGeometry args={[PIECE_RADIUS * 0.8, PIECE_RADIUS, PIECE_HEIGHT * 0.98, 6]} />
      ) : (
        <cylinderGeometry args={[PIECE_RADIUS, PIECE_RADIUS, PIECE_HEIGHT * 0.96, 28]} />
      )}
      <meshStandardMaterial
        color={colour}
        roughness={collector ? 0.35 : 0.55}
        metalness={collector ? 0.5 : 0.05}
      />
    </instancedMesh>
  );
}

/** All 30 pieces in three instanced meshes: red and black discs, and the six-sided collectors. */
export function Pieces({
  spots,
  motion,
  lifted,
}: {
  readonly spots: readonly PieceSpot[];
  readonly motion: Motion;
  readonly lifted: (spot: PieceSpot) => boolean;
}) {
  const byKind = useMemo(
    () => KINDS.map((k) => spots.filter((s) => s.letter === k.letter)),
    [spots],
  );
  return (
    <>
      {KINDS.map((k, i) => (
        <PieceKind
          key={k.letter}
          spots={byKind[i]!}
          colour={k.colour}
          count={k.count}
          collector={k.letter === 'C'}
          motion={motion}
          lifted={lifted}
        />
      ))}
    </>
  );
}
