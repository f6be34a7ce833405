import { useEffect } from 'react';
import { CAMERA_KEYS } from '../hud/CameraButtons';
import { useCamera } from '../stores/camera';
import { useNavigation } from '../stores/navigation';

function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))
  );
}

/** Keys that work on every screen: Escape goes back, 1–3 move the camera on the table. */
export function useGlobalKeys(): void {
  useEffect(() => {
    function onKey(event: KeyboardEvent): void {
      if (
        event.defaultPrevented ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        typing(event.target)
      )
        return;
      const { screen, back } = useNavigation.getState();
      if (event.key === 'Escape' && screen.name !== 'home' && screen.name !== 'table') {
        back();
        event.preventDefault();
      }
      const preset = CAMERA_KEYS[event.key];
      if (preset && screen.name === 'table') {
        useCamera.getState().goTo(preset);
        event.preventDefault();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
