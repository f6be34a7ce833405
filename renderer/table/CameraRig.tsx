import { OrbitControls } from '@react-three/drei';
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef, type ComponentRef } from 'react';
import { Vector3 } from 'three';
import { CAMERA_PRESETS, useCamera } from '../stores/camera';

/** Orbit, zoom and pan within the room, and glide to a preset when one is asked for. */
export function CameraRig({ reducedMotion }: { readonly reducedMotion: boolean }) {
  const controls = useRef<ComponentRef<typeof OrbitControls>>(null);
  const camera = useThree((s) => s.camera);
  const { preset, request } = useCamera();
  const flight = useRef<{
    from: Vector3;
    to: Vector3;
    fromTarget: Vector3;
    toTarget: Vector3;
    t: number;
  } | null>(null);

  useEffect(() => {
    const pose = CAMERA_PRESETS[preset];
    const to = new Vector3(...pose.position);
    const toTarget = new Vector3(...pose.target);
    const target = controls.current?.target ?? new Vector3();
    if (reducedMotion || request === 0) {
      camera.position.copy(to);
      target.copy(toTarget);
      controls.current?.update();
      flight.current = null;
    } else {
      flight.current = {
        from: camera.position.clone(),
        to,
        fromTarget: target.clone(),
        toTarget,
        t: 0,
      };
    }
  }, [preset, request, reducedMotion, camera]);

  useFrame((_, delta) => {
    const f = flight.current;
    if (!f || !controls.current) return;
    f.t = Math.min(1, f.t + delta / 0.7);
    const ease = f.t < 0.5 ? 2 * f.t * f.t : 1 - (-2 * f.t + 2) ** 2 / 2;
    camera.position.lerpVectors(f.from, f.to, ease);
    controls.current.target.lerpVectors(f.fromTarget, f.toTarget, ease);
    controls.current.update();
    if (f.t >= 1) flight.current = null;
  });

  return (
    <OrbitControls
      ref={controls}
      makeDefault
      enableDamping
      minDistance={6}
      maxDistance={32}
      maxPolarAngle={Math.PI / 2.15}
      onStart={() => {
        flight.current = null;
      }}
    />
  );
}
