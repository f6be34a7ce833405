/**
 * A key held down for as long as it is held: the keymap starts the hold on the key's press,
 * and this lets go on its release, or when the window loses the keyboard (a key released
 * in another window never reaches this one).
 */
import { useEffect } from 'react';

/** Calls `release` on the key's release or the window's blur; returns the unsubscribe. */
export function releaseOn(target: EventTarget, key: string, release: () => void): () => void {
  const onKeyUp = (event: Event): void => {
    if ((event as KeyboardEvent).key?.toLowerCase() === key) release();
  };
  target.addEventListener('keyup', onKeyUp);
  target.addEventListener('blur', release);
  return () => {
    target.removeEventListener('keyup', onKeyUp);
    target.removeEventListener('blur', release);
  };
}

/** Lets go of a held key's hold on its release or the window's blur, while mounted. */
export function useKeyRelease(key: string, release: () => void): void {
  useEffect(() => releaseOn(window, key, release), [key, release]);
}
