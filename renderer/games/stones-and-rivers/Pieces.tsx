import { useFrame } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import {
  CylinderGeometry,
  Euler,
  InstancedMesh,
  Matrix4,
  MeshStandardMaterial,
  Quaternion,
  Vector3,
} from 'three';
import type { SRState } from '../../../shared/games/stones-and-rivers';
import type { Motion } from '../../contract/game-table';
import { DRAW_ORDER } from '../../table/draw-order';
import { pointPosition, type BoardLayout } from './layout';
import { riverFace, stoneFace } from './piece-faces';
import { tracksBetween, type Track } from './tracks';

/** Seconds an action takes at speed 1: a flip or a step, plus a little per point travelled. */
const BASE_SECONDS = 0.45;
const PER_POINT_SECONDS = 0.1;

const position = new Vector3();
const next = new Vector3();
const rotation = new Quaternion();
const euler = new Euler(0, 0, 0, 'YXZ');
const unit = new Vector3(1, 1, 1);
const matrix = new Matrix4();

function duration(tracks: readonly Track[]): number {
  let points = 1;
  for (const t of tracks) points = Math.max(points, t.path.length);
  return BASE_SECONDS + PER_POINT_SECONDS * (points - 1);
}

/** Where a track's piece is, `u` (0..1) of the way along, written into `out`. */
function pose(l: BoardLayout, t: Track, u: number, height: number): Matrix4 {
  const n = t.path.length - 1;
  const along = u * n;
  const i = Math.min(n - 1, Math.floor(along));
  const [x0, y0, z0] = pointPosition(l, t.path[Math.max(0, i)]!);
  position.set(x0, y0, z0);
  if (n > 0) {
    next.set(...pointPosition(l, t.path[i + 1]!));
    position.lerp(next, along - i);
  }
  const turning = t.face[0] !== t.face[1];
  const lift = Math.sin(Math.PI * u) * (turning ? l.spacing * 0.55 : n > 0 ? 0.12 : 0);
  position.y += height / 2 + lift;
  const face = t.face[0] + (t.face[1] - t.face[0]) * u;
  const turn = t.turn[0] + (t.turn[1] - t.turn[0]) * u;
  // the painted channel runs along z on the cap, so a quarter turn lays an H river along x
  euler.set(face * Math.PI, (turn + 1) * (Math.PI / 2), 0);
  rotation.setFromEuler(euler);
  return matrix.compose(position, rotation, unit);
}

/**
 * Every piece as one disc in one instanced mesh per side (three materials: rim, stone face,
 * river face), so 32 pieces cost six draw calls. Pieces move along their tracks from the
 * last position shown to the new one.
 */
export function Pieces({
  view,
  layout,
  colours,
  motion,
}: {
  readonly view: SRState;
  readonly layout: BoardLayout;
  readonly colours: readonly string[];
  readonly motion: Motion;
}) {
  const radius = layout.spacing * 0.38;
  const height = layout.spacing * 0.16;
  const max = layout.g.size;
  const meshes = useMemo(() => {
    const geometry = new CylinderGeometry(radius, radius, height, 24);
    return [0, 1].map((owner) => {
      const colour = colours[owner] ?? '#888888';
      const materials = [
        new MeshStandardMaterial({ color: colour, roughness: 0.5 }),
        new MeshStandardMaterial({ map: stoneFace(owner, colour), roughness: 0.55 }),
        new MeshStandardMaterial({ map: riverFace(owner, colour), roughness: 0.35 }),
      ];
      const mesh = new InstancedMesh(geometry, materials, max);
      mesh.count = 0;
      mesh.frustumCulled = false;
      mesh.castShadow = true;
      mesh.renderOrder = DRAW_ORDER.pieces;
      return mesh;
    });
  }, [radius, height, max, colours]);
  useEffect(
    () => () => {
      meshes[0]!.geometry.dispose();
      for (const m of meshes)
        for (const material of m.material as MeshStandardMaterial[]) {
          material.map?.dispose();
          material.dispose();
        }
    },
    [meshes],
  );

  // The tracks from the position shown last to this one; worked out once per new position.
  const shown = useRef<{ view: SRState | null; tracks: Track[]; clock: number; meshes: unknown }>({
    view: null,
    tracks: [],
    clock: 0,
    meshes: null,
  });
  if (shown.current.view !== view) {
    shown.current = {
      view,
      tracks: tracksBetween(shown.current.view, view),
      clock: 0,
      meshes: null,
    };
  }

  useFrame((_, delta) => {
    const s = shown.current;
    const seconds = duration(s.tracks);
    const done = motion.reduced || s.clock >= seconds;
    if (done && s.meshes === meshes) return;
    s.clock = motion.reduced ? seconds : Math.min(seconds, s.clock + delta * motion.speed);
    const counts = [0, 0];
    for (const t of s.tracks) {
      const start = t.after * seconds;
      const u = Math.max(0, Math.min(1, (s.clock - start) / (seconds - start)));
      meshes[t.owner]!.setMatrixAt(counts[t.owner]!++, pose(layout, t, u, height));
    }
    meshes.forEach((m, owner) => {
      m.count = counts[owner]!;
      m.instanceMatrix.needsUpdate = true;
    });
    if (s.clock >= seconds) s.meshes = meshes;
  });

  return (
    <>
      {meshes.map((m, owner) => (
        <primitive key={owner} object={m} />
      ))}
    </>
  );
}
