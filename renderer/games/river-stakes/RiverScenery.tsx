import { useFrame } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import {
  Color,
  Matrix4,
  Quaternion,
  Shape,
  Vector3,
  type InstancedMesh,
  type MeshStandardMaterial,
} from 'three';
import { DRAW_ORDER } from '../../table/draw-order';
import { useCoverFelt } from '../../table/felt-cover';
import { atlasTexture, numeralsGeometry } from '../../table/numeral-atlas';
import { TABLE } from '../../table/TableScene';
import { farShore, NEAR_BANK_Z, PATH_LENGTHS, PATHS, stonePosition } from './layout';

const STONE_COUNT = PATHS.reduce((n, p) => n + PATH_LENGTHS[p]! - 1, 0);

/**
 * River and banks tile the felt inside the rim exactly, without overlapping: the table
 * leaves the felt out under them (see felt-cover.ts), and no pixel is shaded twice.
 */
const HALF_WIDTH = TABLE.width / 2;
const HALF_DEPTH = TABLE.depth / 2;
/** The near bank's water edge, a little beyond where position 1 of every path stands. */
const NEAR_SHORE_Z = NEAR_BANK_Z - 0.5;

/**
 * An outline on the table between the far shore and `edgeZ`, as a shape to lay flat
 * (rotated −90° about x, a shape's y is the table's −z).
 */
function alongFarShore(edgeZ: number): Shape {
  const shore = farShore();
  const s = new Shape();
  s.moveTo(-HALF_WIDTH, -edgeZ);
  s.lineTo(-HALF_WIDTH, -shore[0]![2]);
  for (const [x, , z] of shore) s.lineTo(x, -z);
  s.lineTo(HALF_WIDTH, -shore[shore.length - 1]![2]);
  s.lineTo(HALF_WIDTH, -edgeZ);
  s.closePath();
  return s;
}

/** The river between the banks, with a slow shimmer (still when motion is reduced). */
function Water({ still }: { readonly still: boolean }) {
  const material = useRef<MeshStandardMaterial>(null);
  const shape = useMemo(() => alongFarShore(NEAR_SHORE_Z), []);
  useFrame(({ clock }) => {
    if (still || !material.current) return;
    material.current.emissiveIntensity = 0.18 + Math.sin(clock.elapsedTime * 0.8) * 0.04;
  });
  return (
    <mesh
      position={[0, 0.02, 0]}
      rotation={[-Math.PI / 2, 0, 0]}
      receiveShadow
      renderOrder={DRAW_ORDER.river}
    >
      <shapeGeometry args={[shape]} />
      <meshStandardMaterial
        ref={material}
        color="#2b6f8f"
        emissive="#1b4c66"
        emissiveIntensity={0.18}
        // Rough enough that the warm point light spreads into a sheen: a glossy surface
        // showed it as a white hot spot that hid the stones in it.
        roughness={0.7}
        metalness={0}
      />
    </mesh>
  );
}

/** The near bank, a straight sandy strip where the players' teams wait. */
function NearBank() {
  const depth = HALF_DEPTH - NEAR_SHORE_Z;
  return (
    <mesh
      position={[0, 0.06, NEAR_SHORE_Z + depth / 2]}
      receiveShadow
      renderOrder={DRAW_ORDER.board}
    >
      <boxGeometry args={[TABLE.width, 0.12, depth]} />
      <meshStandardMaterial color="#b89a6a" roughness={0.95} />
    </mesh>
  );
}

/** The far bank: its shore follows the ends of the paths, so longer paths reach further. */
function FarBank() {
  const shape = useMemo(() => alongFarShore(-HALF_DEPTH), []);
  return (
    <mesh
      rotation={[-Math.PI / 2, 0, 0]}
      position={[0, 0.07, 0]}
      receiveShadow
      renderOrder={DRAW_ORDER.board}
    >
      <extrudeGeometry args={[shape, { depth: 0.1, bevelEnabled: false }]} />
      <meshStandardMaterial color="#6f8f4e" roughness={0.95} />
    </mesh>
  );
}

/** Every ordinary stepping stone in one instanced draw call. */
function Stones() {
  const mesh = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const m = mesh.current;
    if (!m) return;
    const matrix = new Matrix4();
    const q = new Quaternion();
    const tint = new Color();
    let i = 0;
    for (const path of PATHS) {
      for (let position = 1; position < PATH_LENGTHS[path]!; position++) {
        const [x, , z] = stonePosition(path, position);
        const wobble = Math.sin(path * 12.9898 + position * 78.233) * 0.5 + 0.5;
        q.setFromAxisAngle(new Vector3(0, 1, 0), wobble * Math.PI);
        matrix.compose(
          new Vector3(x, 0.1, z),
          q,
          new Vector3(1 + wobble * 0.12, 1, 0.9 + wobble * 0.1),
        );
        m.setMatrixAt(i, matrix);
        m.setColorAt(i, tint.setHSL(0.08, 0.08, 0.48 + wobble * 0.12));
        i++;
      }
    }
    m.instanceMatrix.needsUpdate = true;
    if (m.instanceColor) m.instanceColor.needsUpdate = true;
  }, []);
  return (
    <instancedMesh
      ref={mesh}
      args={[undefined, undefined, STONE_COUNT]}
      castShadow
      receiveShadow
      renderOrder={DRAW_ORDER.fixtures}
    >
      <cylinderGeometry args={[0.34, 0.38, 0.2, 9]} />
      <meshStandardMaterial roughness={0.85} />
    </instancedMesh>
  );
}

const PATH_NUMERALS = PATHS.map(String);

/** The numbered stepping stone at the far end of each path: the stones instanced, their numbers one mesh. */
function SteppingStones() {
  const stones = useRef<InstancedMesh>(null);
  const numbers = useMemo(
    () =>
      numeralsGeometry(
        PATHS.map((path) => {
          const [x, , z] = stonePosition(path, PATH_LENGTHS[path]!);
          return {
            text: String(path),
            size: 0.8,
            matrix: new Matrix4().makeRotationX(-Math.PI / 2).setPosition(x, 0.265, z),
          };
        }),
        PATH_NUMERALS,
      ),
    [],
  );
  useLayoutEffect(() => {
    const m = stones.current;
    if (!m) return;
    const matrix = new Matrix4();
    PATHS.forEach((path, i) => {
      const [x, , z] = stonePosition(path, PATH_LENGTHS[path]!);
      m.setMatrixAt(i, matrix.makeTranslation(x, 0.13, z));
    });
    m.instanceMatrix.needsUpdate = true;
  }, []);
  return (
    <>
      <instancedMesh
        ref={stones}
        args={[undefined, undefined, PATHS.length]}
        castShadow
        receiveShadow
        renderOrder={DRAW_ORDER.fixtures}
      >
        <cylinderGeometry args={[0.5, 0.55, 0.26, 16]} />
        <meshStandardMaterial color="#d9cfb8" roughness={0.7} />
      </instancedMesh>
      <mesh geometry={numbers}>
        <meshBasicMaterial map={atlasTexture(PATH_NUMERALS, '#3a2a1a')} transparent />
      </mesh>
    </>
  );
}

/** The fixed part of the River Stakes board: river, banks and stones. */
export function RiverScenery({ still }: { readonly still: boolean }) {
  useCoverFelt();
  return (
    <group>
      <Water still={still} />
      <NearBank />
      <FarBank />
      <Stones />
      <SteppingStones />
    </group>
  );
}
