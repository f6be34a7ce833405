// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { accessibleName, findControl } from './find-control';

afterEach(() => {
  document.body.innerHTML = '';
});

/** jsdom lays nothing out: every element counts as shown unless display is none. */
function showAll(): void {
  for (const element of document.querySelectorAll<HTMLElement>('*'))
    element.getClientRects = () =>
      (element.style.display === 'none'
        ? []
        : [{ x: 0, y: 0, width: 1, height: 1 }]) as unknown as DOMRectList;
}

describe('finding a lesson step’s control by its name', () => {
  it('reads aria-label first, then a label, then the text, whatever the spacing and case', () => {
    document.body.innerHTML = `
      <button aria-label="Bid 3 gold">3</button>
      <label for="move">Type a move</label><input id="move">
      <button>  Press   on </button>`;
    const [bid, move, press] = [...document.querySelectorAll('button, input')];
    expect(accessibleName(bid!)).toBe('bid 3 gold');
    expect(accessibleName(move!)).toBe('type a move');
    expect(accessibleName(press!)).toBe('press on');
  });

  it('skips disabled and hidden controls and those in the lesson panel itself', () => {
    document.body.innerHTML = `
      <section id="lesson"><button>Stop</button></section>
      <button disabled>Stop</button>
      <button style="display:none">Stop</button>
      <button id="real">Stop</button>`;
    showAll();
    const found = findControl(document, 'stop', document.getElementById('lesson'));
    expect(found?.id).toBe('real');
    expect(findControl(document, 'Pass')).toBeNull();
  });
});
