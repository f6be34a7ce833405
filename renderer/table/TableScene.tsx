import { useThree } from '@react-three/fiber';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useFeltCover } from './felt-cover';
import { redrawShadowsOnChange } from './shadow-updates';
import { feltTexture, woodTexture } from './textures';

/** The playing surface: felt inside a wooden rim, in table units (1 unit ≈ 4 cm). */
export const TABLE = { width: 22, depth: 15, rim: 1.1, rimHeight: 0.5, thickness: 0.8 } as const;

interface TableSceneProps {
  readonly shadows: boolean;
  readonly shadowMapSize: number;
  /** The room around the table (its colour, fog and floor); off for a transparent overlay. */
  readonly backdrop?: boolean;
  readonly children?: ReactNode;
}

export function TableScene({ shadows, shadowMapSize, backdrop = true, children }: TableSceneProps) {
  const wood = useMemo(() => woodTexture(), []);
  const felt = useMemo(() => feltTexture('#1f5a4e'), []);
  const feltCovered = useFeltCover((s) => s.boards > 0);
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
  useEffect(() => (shadows ? redrawShadowsOnChange(gl, scene) : undefined), [gl, scene, shadows]);
  const outerW = TABLE.width + TABLE.rim * 2;
  const outerD = TABLE.depth + TABLE.rim * 2;
  return (
    <group>
      {backdrop && <color attach="background" args={['#151a1f']} />}
      {backdrop && <fog attach="fog" args={['#151a1f', 30, 60]} />}
      <hemisphereLight args={['#fff4e0', '#28323a', 0.9]} />
      <directionalLight
        position={[6, 14, 8]}
        intensity={2.2}
        castShadow={shadows}
        shadow-mapSize={[shadowMapSize, shadowMapSize]}
        shadow-camera-left={-14}
        shadow-camera-right={14}
        shadow-camera-top={10}
        shadow-camera-bottom={-10}
        shadow-bias={-0.0004}
        shadow-normalBias={0.02}
      />
      <pointLight position={[-8, 6, -6]} intensity={30} color="#ffd8a8" distance={30} />

      {/* felt surface; its top is y = 0, where every game's pieces stand */}
      <mesh position={[0, -TABLE.thickness / 2, 0]} receiveShadow visible={!feltCovered}>
        <boxGeometry args={[TABLE.width, TABLE.thickness, TABLE.depth]} />
        <meshStandardMaterial map={felt} roughness={0.95} metalness={0} />
      </mesh>

      {/* the wooden rim, four rails */}
      {[
        {
          pos: [0, TABLE.rimHeight / 2 - 0.3, -(TABLE.depth + TABLE.rim) / 2],
          size: [outerW, TABLE.rimHeight + 0.6, TABLE.rim],
        },
        {
          pos: [0, TABLE.rimHeight / 2 - 0.3, (TABLE.depth + TABLE.rim) / 2],
          size: [outerW, TABLE.rimHeight + 0.6, TABLE.rim],
        },
        {
          pos: [-(TABLE.width + TABLE.rim) / 2, TABLE.rimHeight / 2 - 0.3, 0],
          size: [TABLE.rim, TABLE.rimHeight + 0.6, TABLE.depth],
        },
        {
          pos: [(TABLE.width + TABLE.rim) / 2, TABLE.rimHeight / 2 - 0.3, 0],
          size: [TABLE.rim, TABLE.rimHeight + 0.6, TABLE.depth],
        },
      ].map(({ pos, size }, i) => (
        <mesh key={i} position={pos as [number, number, number]} castShadow={shadows} receiveShadow>
          <boxGeometry args={size as [number, number, number]} />
          <meshStandardMaterial map={wood} roughness={0.55} metalness={0.05} />
        </mesh>
      ))}

      {/* the table body and the floor far below, so the edge reads as furniture */}
      <mesh position={[0, -TABLE.thickness - 0.6, 0]} receiveShadow>
        <boxGeometry args={[outerW, 1.2, outerD]} />
        <meshStandardMaterial map={wood} roughness={0.6} color="#8a6a50" />
      </mesh>
      <mesh position={[0, -9, 0]} rotation={[-Math.PI / 2, 0, 0]} receiveShadow visible={backdrop}>
        <planeGeometry args={[120, 120]} />
        <meshStandardMaterial color="#22262b" roughness={1} />
      </mesh>

      {children}
    </group>
  );
}
