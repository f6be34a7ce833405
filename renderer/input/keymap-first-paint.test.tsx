// @vitest-environment happy-dom
/**
 * A panel's keys work from the moment it shows: a key pressed as soon as its button is on
 * screen (as a person does right after a game is brought back) is not lost because the
 * binding was still to be made after the paint.
 */
import { act, useLayoutEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { useKeymap, useKeys } from './keymap';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
const pressed: string[] = [];
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  pressed.length = 0;
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function AuctionPanel() {
  useKeys('game', { p: () => pressed.push('pass') });
  return <button type="button">Pass (P)</button>;
}

/** Presses P in the same commit that puts the panel on screen, before anything is painted. */
function PressesOnShow() {
  useLayoutEffect(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'p', cancelable: true }));
  }, []);
  return null;
}

function Table({ auction }: { auction: boolean }) {
  useKeymap();
  return auction ? (
    <>
      <AuctionPanel />
      <PressesOnShow />
    </>
  ) : null;
}

it('a key pressed the moment a panel shows its button reaches the panel', () => {
  act(() => root.render(<Table auction={false} />));
  act(() => root.render(<Table auction />));
  expect(host.textContent).toBe('Pass (P)');
  expect(pressed).toEqual(['pass']);
});
