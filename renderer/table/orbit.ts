import type { RootState } from '@react-three/fiber';

/** Orbiting the camera pauses while a hand holds something, so a drag moves the thing, not the view. */
export function setOrbit(three: () => RootState, enabled: boolean): void {
  const controls = three().controls as { enabled: boolean } | null;
  if (controls) controls.enabled = enabled;
}
