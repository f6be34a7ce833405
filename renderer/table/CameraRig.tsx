import { CameraControls } from '@react-three/drei';
import { useEffect, useState, type ComponentRef } from 'react';
import { poseFor, useCamera } from '../stores/camera';

/**
 * Orbit, zoom and pan within the room, and fly to a preset when one is asked for.
 * drei's CameraControls does the flight with frame-rate-independent smoothing, so a slow
 * software-rendered frame never makes the camera jump or stall.
 */
export function CameraRig({ reducedMotion }: { readonly reducedMotion: boolean }) {
  // Held as state, so a pose asked for before the controls exist is applied once they do.
  const [controls, setControls] = useState<ComponentRef<typeof CameraControls> | null>(null);
  const { preset, seatPose, request } = useCamera();

  useEffect(() => {
    const pose = poseFor(preset, seatPose);
    void controls?.setLookAt(...pose.position, ...pose.target, !reducedMotion && request > 0);
  }, [controls, preset, seatPose, request, reducedMotion]);

  return (
    <CameraControls
      ref={setControls}
      makeDefault
      smoothTime={0.3}
      minDistance={6}
      maxDistance={32}
      maxPolarAngle={Math.PI / 2.15}
    />
  );
}
