import { CameraControls } from '@react-three/drei';
import { useEffect, useRef, type ComponentRef } from 'react';
import { poseFor, useCamera } from '../stores/camera';

/**
 * Orbit, zoom and pan within the room, and fly to a preset when one is asked for.
 * drei's CameraControls does the flight with frame-rate-independent smoothing, so a slow
 * software-rendered frame never makes the camera jump or stall.
 */
export function CameraRig({ reducedMotion }: { readonly reducedMotion: boolean }) {
  const controls = useRef<ComponentRef<typeof CameraControls>>(null);
  const { preset, seatPose, request } = useCamera();

  useEffect(() => {
    const pose = poseFor(preset, seatPose);
    void controls.current?.setLookAt(
      ...pose.position,
      ...pose.target,
      !reducedMotion && request > 0,
    );
  }, [preset, seatPose, request, reducedMotion]);

  return (
    <CameraControls
      ref={controls}
      makeDefault
      smoothTime={0.3}
      minDistance={6}
      maxDistance={32}
      maxPolarAngle={Math.PI / 2.15}
    />
  );
}
