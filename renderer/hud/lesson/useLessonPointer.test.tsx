// @vitest-environment happy-dom
/**
 * A lesson step made in two presses (River Crossing: pick a piece, then its place, issue
 * #41): once the piece is picked, the place's button is ringed and takes the focus, and the
 * lesson store knows the second press is pointed at (the table rings its place).
 */
import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useLesson } from '../../stores/lesson';
import { useLessonPointer } from './useLessonPointer';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  host.className = 'overlay';
  document.body.append(host);
  root = createRoot(host);
  // happy-dom lays nothing out: every element counts as drawn.
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
    { x: 0, y: 0, width: 1, height: 1 },
  ] as unknown as DOMRectList);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  vi.restoreAllMocks();
});

/** "Your move" as River Crossing draws it: the pick list, then the picked piece's places. */
function YourMove() {
  const [picked, setPicked] = useState(false);
  useLessonPointer('a piece from the home bank', 'to a1', 4, null);
  return picked ? (
    <div>
      <button type="button">to a1</button>
      <button type="button">to b1</button>
    </div>
  ) : (
    <button type="button" onClick={() => setPicked(true)}>
      a piece from the home bank
    </button>
  );
}

const ringed = (): string[] =>
  [...host.querySelectorAll('[data-lesson-target]')].map((e) => e.textContent ?? '');

it('rings the piece to pick, then the place to play it to, focusing each', async () => {
  act(() => root.render(<YourMove />));
  expect(ringed()).toEqual(['a piece from the home bank']);
  expect(document.activeElement?.textContent).toBe('a piece from the home bank');
  expect(useLesson.getState().second).toBeNull();

  act(() => (host.querySelector('button') as HTMLButtonElement).click());
  await vi.waitFor(() => expect(ringed()).toEqual(['to a1']));
  expect(document.activeElement?.textContent).toBe('to a1');
  expect(useLesson.getState().second).toBe(4);

  act(() => root.unmount());
  expect(useLesson.getState().second).toBeNull();
  root = createRoot(host);
});

it('brings each ringed control into sight once, however its panel was scrolled', async () => {
  const shown: string[] = [];
  vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
    this: HTMLElement,
  ) {
    shown.push(this.textContent ?? '');
  });
  act(() => root.render(<YourMove />));
  expect(shown).toEqual(['a piece from the home bank']);
  act(() => (host.querySelector('button') as HTMLButtonElement).click());
  await vi.waitFor(() => expect(shown).toEqual(['a piece from the home bank', 'to a1']));
});
