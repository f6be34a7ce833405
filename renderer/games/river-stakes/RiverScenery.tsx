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
import { numeralTexture } from '../../table/numeral-texture';
import { farShore, NEAR_BANK_Z, PATH_LENGTHS, PATHS, stonePosition } from './layout';

/**
 * The river and banks cover most of the felt: drawn before it, they hide it from the depth
 * test, so the felt beneath is not shaded for nothing (software WebGL pays for every pixel).
 */
const BOARD_FIRST = -1;

const STONE_COUNT = PATHS.reduce((n, p) => n + PATH_LENGTHS[p]! - 1, 0);

/** The river between the banks, with a slow shimmer (still when motion is reduced). */
function Water({ still }: { readonly still: boolean }) {
  const material = useRef<MeshStandardMaterial>(null);
  useFrame(({ clock }) => {
    if (still || !material.current) return;
    material.current.emissiveIntensity = 0.18 + Math.sin(clock.elapsedTime * 0.8) * 0.04;
  });
  return (
    <mesh
      position={[0, 0.02, -0.6]}
      rotation={[-Math.PI / 2, 0, 0]}
      receiveShadow
      renderOrder={BOARD_FIRST}
    >
      <planeGeometry args={[21.6, 12]} />
      <meshStandardMaterial
        ref={material}
        color="#2b6f8f"
        emissive="#1b4c66"
        emissiveIntensity={0.18}
        roughness={0.25}
        metalness={0.1}
      />
    </mesh>
  );
}

/** The near bank, a straight sandy strip where the players' teams wait. */
function NearBank() {
  return (
    <mesh position={[0, 0.06, NEAR_BANK_Z + 0.95]} receiveShadow renderOrder={BOARD_FIRST}>
      <boxGeometry args={[21.6, 0.12, 2.9]} />
      <meshStandardMaterial color="#b89a6a" roughness={0.95} />
    </mesh>
  );
}

/** The far bank: its shore follows the ends of the paths, so longer paths reach further. */
function FarBank() {
  const shape = useMemo(() => {
    const shore = farShore();
    const s = new Shape();
    s.moveTo(-10.8, 7.2);
    s.lineTo(-10.8, -shore[0]![2]);
    for (const [x, , z] of shore) s.lineTo(x, -z);
    s.lineTo(10.8, -shore[shore.length - 1]![2]);
    s.lineTo(10.8, 7.2);
    s.closePath();
    return s;
  }, []);
  return (
    <mesh
      rotation={[-Math.PI / 2, 0, 0]}
      position={[0, 0.07, 0]}
      receiveShadow
      renderOrder={BOARD_FIRST}
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
    <instancedMesh ref={mesh} args={[undefined, undefined, STONE_COUNT]} castShadow receiveShadow>
      <cylinderGeometry args={[0.34, 0.38, 0.2, 9]} />
      <meshStandardMaterial roughness={0.85} />
    </instancedMesh>
  );
}

/** The numbered stepping stone at the far end of each path. */
function SteppingStones() {
  return (
    <>
      {PATHS.map((path) => {
        const [x, , z] = stonePosition(path, PATH_LENGTHS[path]!);
        return (
          <group key={path} position={[x, 0, z]}>
            <mesh position={[0, 0.13, 0]} castShadow receiveShadow>
              <cylinderGeometry args={[0.5, 0.55, 0.26, 16]} />
              <meshStandardMaterial color="#d9cfb8" roughness={0.7} />
            </mesh>
            <mesh position={[0, 0.265, 0]} rotation={[-Math.PI / 2, 0, 0]}>
              <planeGeometry args={[0.8, 0.8]} />
              <meshBasicMaterial map={numeralTexture(String(path), '#3a2a1a')} transparent />
            </mesh>
          </group>
        );
      })}
    </>
  );
}

/** The fixed part of the River Stakes board: river, banks and stones. */
export function RiverScenery({ still }: { readonly still: boolean }) {
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
