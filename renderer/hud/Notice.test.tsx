// @vitest-environment happy-dom
/**
 * A refusal fades after a few seconds or at the next key (issue #41: River's take back
 * refusal had stayed ~45 s, through the menu and peeks); a problem such as a failed
 * autosave stays until the next action.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useMatch } from '../stores/match';
import { Notice, REFUSAL_FADES_MS } from './Notice';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers();
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(<Notice />));
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  useMatch.getState().close();
  vi.useRealTimers();
});

const shown = (): string | null => host.querySelector('[role="alert"]')?.textContent ?? null;
const TAKE_BACK_REFUSED =
  "Basil has played since, and with hidden dice or cards at the table another player's move stands.";

it('lets a refusal fade a few seconds after it was said', () => {
  act(() => useMatch.getState().tell(TAKE_BACK_REFUSED));
  expect(shown()).toBe(TAKE_BACK_REFUSED);
  act(() => vi.advanceTimersByTime(2000));
  expect(shown()).toBe(TAKE_BACK_REFUSED);
  act(() => vi.advanceTimersByTime(REFUSAL_FADES_MS));
  expect(shown()).toBeNull();
  expect(REFUSAL_FADES_MS).toBeLessThanOrEqual(8000);
});

it('takes a refusal away at the next key, and shows the same refusal again when it is said again', () => {
  act(() => useMatch.getState().tell(TAKE_BACK_REFUSED));
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  });
  expect(shown()).toBeNull();
  act(() => useMatch.getState().tell(TAKE_BACK_REFUSED));
  expect(shown()).toBe(TAKE_BACK_REFUSED);
  act(() => vi.advanceTimersByTime(REFUSAL_FADES_MS - 1000));
  // Said once more: it stays its full time from now.
  act(() => useMatch.getState().tell(TAKE_BACK_REFUSED));
  act(() => vi.advanceTimersByTime(REFUSAL_FADES_MS - 1000));
  expect(shown()).toBe(TAKE_BACK_REFUSED);
});

it('keeps a problem (a failed autosave) through keys and time', () => {
  act(() => useMatch.getState().tell('Autosave failed: disk full', 'problem'));
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'h' }));
    vi.advanceTimersByTime(60_000);
  });
  expect(shown()).toBe('Autosave failed: disk full');
});
