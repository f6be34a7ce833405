/**
 * The app's one keyboard layer. Every key anything listens for is bound here, by layer:
 * an open dialog first, then the game's table, then the host (camera, throw, menu), then
 * the app (going back). One window listener decides, with one rule for "the user is typing".
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { create } from 'zustand';
import type { KeyUse } from '../contract/game-table';

export type KeyLayer = 'dialog' | 'game' | 'host' | 'app';
const ORDER: readonly KeyLayer[] = ['dialog', 'game', 'host', 'app'];

/**
 * Keys the host and app keep for themselves, with what they do (the table menu lists them
 * beside the game's own): a game's table may not take them.
 */
export const HOST_KEY_USES: readonly KeyUse[] = [
  { key: 'i', does: 'read the table: whose turn, the score and your own hand' },
  { key: 'v', does: 'change the camera view' },
  { key: 'space', does: 'throw the dice' },
  { key: 'escape', does: 'open or close the table menu' },
  { key: 'ctrl+z', does: 'take back your last move' },
  { key: 'arrowleft', does: 'in a replay: one step back' },
  { key: 'arrowright', does: 'in a replay: one step on' },
  { key: 'home', does: 'in a replay: the start' },
  { key: 'end', does: 'in a replay: the end' },
];

export const HOST_KEYS: readonly string[] = HOST_KEY_USES.map((use) => use.key);

/** A key event as the keymap writes keys: 'c', '1', 'space', 'enter', 'ctrl+z'. */
export function keyName(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): string {
  const key = event.key === ' ' ? 'space' : event.key.toLowerCase();
  const mods = `${event.ctrlKey || event.metaKey ? 'ctrl+' : ''}${event.altKey ? 'alt+' : ''}`;
  return mods + key;
}

const TICKED = ['checkbox', 'radio'];

/**
 * Typing in a field keeps its keys, except Escape. A focused button keeps Enter (that is
 * how it is pressed from the keyboard); Space goes to the table when the table uses it, so
 * Space still throws after clicking "One more d6" (the button is let go, see below).
 */
export function belongsToFocus(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  // A tick box or a radio button has no use for Enter: it goes to the table ("Show this
  // hand" right after ticking a die), while Space still ticks and arrows still choose.
  if (target.tagName === 'INPUT' && TICKED.includes((target as HTMLInputElement).type))
    return key === 'space' || key.startsWith('arrow');
  if (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName))
    return key !== 'escape';
  if (target.tagName === 'BUTTON' || target.getAttribute('role') === 'button')
    return key === 'enter';
  return false;
}

type Bindings = Readonly<Record<string, () => void>>;
interface Entry {
  readonly layer: KeyLayer;
  readonly bindings: { current: Bindings };
}

const useKeymapStore = create<{ entries: readonly Entry[] }>(() => ({ entries: [] }));

/** The handler a key runs now: the newest binding of the highest layer that has one. */
export function resolveKey(entries: readonly Entry[], key: string): (() => void) | null {
  for (const layer of ORDER) {
    for (let i = entries.length - 1; i >= 0; i--) {
      const entry = entries[i]!;
      const run = entry.layer === layer ? entry.bindings.current[key] : undefined;
      if (run) return run;
    }
  }
  return null;
}

/**
 * Binds keys for as long as the component is mounted (and `enabled`), from before it is
 * first painted: a key pressed the moment a panel shows its button does what the button says.
 */
export function useKeys(layer: KeyLayer, bindings: Bindings, enabled = true): void {
  const latest = useRef(bindings);
  useLayoutEffect(() => {
    latest.current = bindings;
  });
  useLayoutEffect(() => {
    if (!enabled) return;
    if (layer === 'game') {
      const taken = Object.keys(latest.current).filter((k) =>
        (HOST_KEYS as readonly string[]).includes(k),
      );
      if (taken.length > 0)
        throw new Error(`A game's table may not take the host's keys: ${taken.join(', ')}`);
    }
    const entry: Entry = { layer, bindings: latest };
    useKeymapStore.setState((s) => ({ entries: [...s.entries, entry] }));
    return () =>
      useKeymapStore.setState((s) => ({ entries: s.entries.filter((e) => e !== entry) }));
  }, [layer, enabled]);
}

/** How a lesson marks the control its step names (useLessonPointer). */
export const LESSON_MARK = 'data-lesson-target';

/** Stops the next release of Space from pressing whatever button has the focus. */
function keepReleaseFromButton(): void {
  const swallow = (up: KeyboardEvent): void => {
    if (up.key !== ' ') return;
    up.preventDefault();
    window.removeEventListener('keyup', swallow, true);
  };
  window.addEventListener('keyup', swallow, true);
}

/** The one window listener; mounted once by the app. */
export function useKeymap(): void {
  useEffect(() => {
    function onKey(event: KeyboardEvent): void {
      if (event.defaultPrevented || event.repeat) return;
      const key = keyName(event);
      if (belongsToFocus(event.target, key)) return;
      const run = resolveKey(useKeymapStore.getState().entries, key);
      if (!run) return;
      event.preventDefault();
      // The key went to the app. A lesson's ringed control keeps the focus, ready for Enter,
      // and Space's release (which presses a focused button) is kept from it; any other
      // button lets go, so the next Enter goes to the table (N, M, Enter after a click on Top).
      if (event.target instanceof HTMLButtonElement) {
        if (!event.target.hasAttribute(LESSON_MARK)) event.target.blur();
        else if (key === 'space') keepReleaseFromButton();
      }
      run();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
