// @vitest-environment happy-dom
/**
 * Keys at a mounted table. A table key pressed while a button has the focus: a lesson's
 * ringed control (issue #41) keeps the focus so Enter still presses it, and Space's release
 * does not press it as well; any other button lets go, so the next Enter goes to the table.
 * And a panel's keys work from the moment it shows: a key pressed as soon as its button is
 * on screen (as a person does right after a game is brought back) is not lost.
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

function Table() {
  useKeymap();
  useKeys('game', { h: () => pressed.push('hint') });
  useKeys('host', { space: () => pressed.push('throw') });
  return (
    <>
      <button type="button" data-lesson-target="" onClick={() => pressed.push('ringed')}>
        Play 6♠
      </button>
      <button type="button" onClick={() => pressed.push('camera')}>
        Top
      </button>
    </>
  );
}

function keyOn(target: Element, type: 'keydown' | 'keyup', key: string): KeyboardEvent {
  const event = new KeyboardEvent(type, { key, bubbles: true, cancelable: true });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

it('a table key leaves the focus on the lesson’s ringed button it was pressed over', () => {
  act(() => root.render(<Table />));
  const button = host.querySelector('button')!;
  button.focus();
  keyOn(button, 'keydown', 'h');
  keyOn(button, 'keyup', 'h');
  expect(pressed).toEqual(['hint']);
  expect(document.activeElement).toBe(button);
});

it('Space goes to the table, and its release is kept from pressing the ringed button', () => {
  act(() => root.render(<Table />));
  const button = host.querySelector('button')!;
  button.focus();
  expect(keyOn(button, 'keydown', ' ').defaultPrevented).toBe(true);
  expect(keyOn(button, 'keyup', ' ').defaultPrevented).toBe(true);
  expect(pressed).toEqual(['throw']);
  expect(document.activeElement).toBe(button);
  // Only that one release: the next Space released on the button is the button's again.
  expect(keyOn(button, 'keyup', ' ').defaultPrevented).toBe(false);
});

it('a table key takes the focus from any other button, so Enter then goes to the table', () => {
  act(() => root.render(<Table />));
  const top = host.querySelectorAll('button')[1]!;
  top.focus();
  keyOn(top, 'keydown', 'h');
  expect(pressed).toEqual(['hint']);
  expect(document.activeElement).not.toBe(top);
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

function Auction({ open }: { open: boolean }) {
  useKeymap();
  return open ? (
    <>
      <AuctionPanel />
      <PressesOnShow />
    </>
  ) : null;
}

it('a key pressed the moment a panel shows its button reaches the panel', () => {
  act(() => root.render(<Auction open={false} />));
  act(() => root.render(<Auction open />));
  expect(host.textContent).toBe('Pass (P)');
  expect(pressed).toEqual(['pass']);
});
