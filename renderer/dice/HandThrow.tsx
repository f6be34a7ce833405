/**
 * Throwing by hand: press on the tray to pick the dice up, move to shake them, let go to
 * throw them with the hand's speed and direction. The hand is kept above the tray, so the
 * dice can only ever be thrown into it.
 */
import { Html } from '@react-three/drei';
import { useFrame, useThree, type RootState, type ThreeEvent } from '@react-three/fiber';
import { useEffect, useMemo, useRef } from 'react';
import { Plane, Raycaster, Vector2, Vector3, type Group } from 'three';
import type { Tray } from '../../shared/dice';
import { useKeys } from '../input/keymap';
import { useThrowControl } from '../stores/throw-control';
import { dieBodyGeometry } from './die-geometry';
import { DIE_COLOURS } from './die-colours';
import { releaseVelocity, type HandSample } from './release';
import { setOrbit } from '../table/orbit';

/** How high above the felt the hand carries the dice (tray units). */
const HAND_HEIGHT = 2.4;
/** The last stretch of movement that sets the throw's speed. */
const RELEASE_WINDOW_MS = 120;

type ThreeState = () => RootState;

function setCursor(three: ThreeState, cursor: string): void {
  three().gl.domElement.style.cursor = cursor;
}

interface HandThrowProps {
  readonly tray: Tray;
  readonly holding: boolean;
  onHolding(holding: boolean): void;
}

export function HandThrow({ tray, holding, onHolding }: HandThrowProps) {
  const handDice = useThrowControl((s) => s.handDice);
  const roll = useThrowControl((s) => s.roll);
  const three = useThree((s) => s.get);
  const zone = useRef<Group>(null);
  const hand = useRef<Group>(null);
  const samples = useRef<HandSample[]>([]);
  /** Escape while holding the dice puts them down unthrown. */
  const dropDice = useRef<(() => void) | null>(null);
  useKeys('dialog', { escape: () => dropDice.current?.() }, holding);
  const tools = useMemo(
    () => ({
      raycaster: new Raycaster(),
      pointer: new Vector2(),
      plane: new Plane(),
      hit: new Vector3(),
    }),
    [],
  );

  /** Where the pointer's ray meets the hand's plane, in tray coordinates, kept above the tray. */
  function handAt(clientX: number, clientY: number): HandSample | null {
    const group = zone.current;
    if (!group) return null;
    const { camera, gl } = three();
    const rect = gl.domElement.getBoundingClientRect();
    tools.pointer.set(
      ((clientX - rect.left) / rect.width) * 2 - 1,
      -((clientY - rect.top) / rect.height) * 2 + 1,
    );
    tools.raycaster.setFromCamera(tools.pointer, camera);
    const height = group.localToWorld(new Vector3(0, HAND_HEIGHT, 0)).y;
    tools.plane.set(new Vector3(0, 1, 0), -height);
    if (!tools.raycaster.ray.intersectPlane(tools.plane, tools.hit)) return null;
    const local = group.worldToLocal(tools.hit.clone());
    const x = Math.max(-tray.width / 2 + 0.8, Math.min(tray.width / 2 - 0.8, local.x));
    const z = Math.max(-tray.depth / 2 + 0.8, Math.min(tray.depth / 2 - 0.8, local.z));
    return { x, z, t: performance.now() };
  }

  useEffect(() => {
    if (!holding) return;
    const move = (event: PointerEvent): void => {
      const sample = handAt(event.clientX, event.clientY);
      if (!sample) return;
      samples.current.push(sample);
      if (samples.current.length > 60) samples.current.shift();
    };
    const finish = (thrown: boolean): void => {
      setOrbit(three, true);
      onHolding(false);
      const last = samples.current.at(-1);
      if (!thrown || !last) return;
      const [vx, vz] = releaseVelocity(samples.current, RELEASE_WINDOW_MS);
      roll?.({ position: [last.x, HAND_HEIGHT, last.z], velocity: [vx, 1.5, vz] });
    };
    const up = (): void => finish(true);
    const cancel = (): void => finish(false);
    dropDice.current = cancel;
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      dropDice.current = null;
    };
    // handAt reads refs and stable tools only; re-binding on every render would drop samples.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [holding, roll, three, onHolding]);

  // The held dice follow the hand and rattle as it moves.
  useFrame((_, delta) => {
    const group = hand.current;
    const last = samples.current.at(-1);
    if (!group || !last) return;
    group.position.set(last.x, HAND_HEIGHT, last.z);
    const [vx, vz] = releaseVelocity(samples.current, RELEASE_WINDOW_MS);
    const spin = (1 + Math.hypot(vx, vz)) * delta;
    group.children.forEach((die, i) => {
      die.rotation.x += spin * (1.3 + (i % 3) * 0.4);
      die.rotation.y += spin * (0.7 + (i % 2) * 0.9);
    });
  });

  const pickUp = (event: ThreeEvent<PointerEvent>): void => {
    if (!handDice || event.button !== 0) return;
    event.stopPropagation();
    const first = handAt(event.nativeEvent.clientX, event.nativeEvent.clientY);
    samples.current = first ? [first] : [];
    setOrbit(three, false);
    onHolding(true);
  };

  return (
    <group ref={zone}>
      {handDice && !holding && (
        <mesh
          position={[0, 0.05, 0]}
          rotation={[-Math.PI / 2, 0, 0]}
          onPointerDown={pickUp}
          onPointerOver={() => setCursor(three, 'grab')}
          onPointerOut={() => setCursor(three, '')}
        >
          <planeGeometry args={[tray.width, tray.depth]} />
          <meshBasicMaterial color="#ffe08a" transparent opacity={0.12} depthWrite={false} />
          <Html center className="hand-hint" pointerEvents="none" zIndexRange={[5, 0]}>
            Drag to throw
          </Html>
        </mesh>
      )}
      {holding && handDice && (
        <group ref={hand}>
          {handDice.map((kind, i) => (
            <mesh
              key={i}
              geometry={dieBodyGeometry(kind)}
              position={[((i % 4) - 1.5) * 0.5, Math.floor(i / 4) * 0.5, ((i * 7) % 3) * 0.3 - 0.3]}
              scale={0.8}
              castShadow
            >
              <meshStandardMaterial color={DIE_COLOURS[kind]} roughness={0.35} flatShading />
            </mesh>
          ))}
        </group>
      )}
    </group>
  );
}
