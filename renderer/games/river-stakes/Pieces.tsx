import { useFrame } from '@react-three/fiber';
import { useMemo, useRef } from 'react';
import {
  BoxGeometry,
  ConeGeometry,
  CylinderGeometry,
  Matrix4,
  OctahedronGeometry,
  Quaternion,
  Vector3,
  type BufferGeometry,
  type Group,
  type InstancedMesh,
} from 'three';
import { dampVector } from '../../table/damp';
import { DRAW_ORDER } from '../../table/draw-order';
import { bankPosition, leaderPoolPosition, stonePosition, type Point } from './layout';

/** What the board shows, derived from the engine state; the board knows nothing else of the rules. */
export interface StakesPicture {
  readonly colours: readonly string[];
  readonly members: readonly {
    readonly seat: number;
    readonly path: number;
    readonly position: number;
  }[];
  readonly leaders: readonly { readonly path: number; readonly position: number }[];
  /** Team members still waiting on the near bank, per seat. */
  readonly waiting: readonly number[];
}

/**
 * Each seat's team has its own shape as well as its own colour, so players who cannot
 * tell the colours apart can still tell the teams apart.
 */
const SHAPES: readonly (() => BufferGeometry)[] = [
  () => new CylinderGeometry(0.24, 0.28, 0.42, 16),
  () => new BoxGeometry(0.4, 0.4, 0.4),
  () => new ConeGeometry(0.28, 0.5, 16),
  () => new OctahedronGeometry(0.3),
];
export const SHAPE_NAMES = ['disc', 'cube', 'cone', 'diamond'] as const;

const MAX_PER_SEAT = 11;
const up = new Quaternion();
const unit = new Vector3(1, 1, 1);
/** Reused each frame for where a piece is heading, so gliding allocates nothing per frame. */
const goal = new Vector3();

function targetsOf(picture: StakesPicture, seat: number): Point[] {
  const onPaths = picture.members
    .filter((m) => m.seat === seat)
    .map((m) => {
      const [x, y, z] = stonePosition(m.path, m.position);
      return [x, y + 0.42, z] as const;
    });
  const [bx, , bz] = bankPosition(seat, picture.colours.length);
  const waiting = Array.from(
    { length: picture.waiting[seat] ?? 0 },
    (_, i) => [bx + (i % 4) * 0.5 - 0.75, 0.33, bz + Math.floor(i / 4) * 0.5 - 0.4] as const,
  );
  return [...onPaths, ...waiting];
}

/** One seat's team as one instanced mesh; pieces glide to new places instead of jumping. */
function Team({
  picture,
  seat,
  speed,
}: {
  readonly picture: StakesPicture;
  readonly seat: number;
  readonly speed: number;
}) {
  const mesh = useRef<InstancedMesh>(null);
  const geometry = useMemo(() => SHAPES[seat % SHAPES.length]!(), [seat]);
  const current = useRef<Vector3[]>([]);
  const targets = targetsOf(picture, seat);
  const matrix = useMemo(() => new Matrix4(), []);

  useFrame((_, delta) => {
    const m = mesh.current;
    if (!m) return;
    const cur = current.current;
    let moved = cur.length !== targets.length;
    while (cur.length < targets.length) cur.push(new Vector3(...targets[cur.length]!));
    cur.length = targets.length;
    targets.forEach((t, i) => {
      const v = cur[i]!;
      goal.set(...t);
      if (v.distanceToSquared(goal) > 1e-6) {
        dampVector(v, goal, 6 * speed, delta);
        moved = true;
      }
    });
    if (!moved && m.count === targets.length) return;
    cur.forEach((v, i) => m.setMatrixAt(i, matrix.compose(v, up, unit)));
    m.count = targets.length;
    m.instanceMatrix.needsUpdate = true;
  });

  return (
    <instancedMesh
      ref={mesh}
      args={[geometry, undefined, MAX_PER_SEAT]}
      castShadow
      frustumCulled={false}
      renderOrder={DRAW_ORDER.pieces}
    >
      <meshStandardMaterial
        color={picture.colours[seat] ?? '#cccccc'}
        roughness={0.45}
        metalness={0.05}
      />
    </instancedMesh>
  );
}

/** A leader; a newly placed one walks out from the pool at `start`. */
function Leader({
  target,
  start,
  speed,
}: {
  readonly target: Point;
  readonly start: Point;
  readonly speed: number;
}) {
  const group = useRef<Group>(null);
  useFrame((_, delta) => {
    const g = group.current;
    if (!g) return;
    goal.set(...target);
    const distance = g.position.distanceTo(goal);
    if (distance < 1e-3) return;
    dampVector(g.position, goal, 5 * speed, delta);
    // A small hop while travelling, so a move is easy to follow.
    g.position.y = target[1] + Math.min(0.5, distance * 0.4);
  });
  return (
    <group ref={group} position={[...start]}>
      <mesh castShadow position={[0, 0.45, 0]} renderOrder={DRAW_ORDER.pieces}>
        <cylinderGeometry args={[0.16, 0.3, 0.9, 20]} />
        <meshStandardMaterial color="#f5f1e8" roughness={0.3} />
      </mesh>
      <mesh castShadow position={[0, 1.0, 0]} renderOrder={DRAW_ORDER.pieces}>
        <sphereGeometry args={[0.2, 20, 12]} />
        <meshStandardMaterial color="#f5f1e8" roughness={0.3} />
      </mesh>
      <mesh position={[0, 0.62, 0]} renderOrder={DRAW_ORDER.pieces}>
        <torusGeometry args={[0.2, 0.05, 8, 24]} />
        <meshStandardMaterial color="#d8a93b" metalness={0.7} roughness={0.3} />
      </mesh>
    </group>
  );
}

/** Team members of every seat and the three leaders. */
export function Pieces({
  picture,
  speed,
}: {
  readonly picture: StakesPicture;
  readonly speed: number;
}) {
  const onBoard = picture.leaders.map((leader, i) => {
    const [x, y, z] = stonePosition(leader.path, leader.position);
    return {
      key: `path-${leader.path}`,
      target: [x, y + 0.2, z] as const,
      start: leaderPoolPosition(i),
    };
  });
  const inPool = Array.from({ length: 3 - onBoard.length }, (_, i) => {
    const spot = leaderPoolPosition(onBoard.length + i);
    return { key: `pool-${i}`, target: spot, start: spot };
  });
  return (
    <group>
      {picture.colours.map((_, seat) => (
        <Team key={seat} picture={picture} seat={seat} speed={speed} />
      ))}
      {[...onBoard, ...inPool].map((l) => (
        <Leader key={l.key} target={l.target} start={l.start} speed={speed} />
      ))}
    </group>
  );
}
