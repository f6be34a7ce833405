// @vitest-environment happy-dom
/**
 * The River Crossing table says why, in place: the Why panel beside the turn panel gives the
 * reason of each collection, release and exit as the table moves from one position to the
 * next, and the turn panel says why a key did nothing until the next pick or keystroke.
 * Positions are set up by hand; the sentences are written from docs/rules/river-crossing.md.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Pending } from '../../../shared/engine/contract';
import {
  BLACK,
  COLLECTOR,
  RED,
  game,
  parseAction,
  seatToMove,
  type CrossingState,
} from '../../../shared/games/river-crossing';
import { position } from '../../../shared/games/river-crossing/test-positions';
import { useKeymap } from '../../input/keymap';
import type { CrossingProps } from './props';
import { CrossingHud } from './Hud';
import { usePicking } from './picking';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let host: HTMLElement;
beforeEach(() => {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
});
afterEach(() => {
  act(() => root.unmount());
  host.remove();
  usePicking.getState().choose(null);
});

/** The HUD with the app's one key listener, as the app mounts it. */
function WithKeys(props: CrossingProps) {
  useKeymap();
  return <CrossingHud {...props} />;
}

/** The HUD as `viewer` sees the game at `s`. */
function show(s: CrossingState, viewer: number): void {
  const legal = seatToMove(s) === viewer ? game.legalActions(s, viewer) : [];
  act(() =>
    root.render(
      <WithKeys
        view={s}
        viewer={viewer}
        pending={game.next(s) as Pending}
        legal={legal}
        act={() => true}
        seats={['Red', 'Black', 'Collector'].map((name) => ({
          name,
          colour: '#888',
          kind: 'human' as const,
        }))}
        replaying={false}
        motion={{ speed: 1, quality: 'high', reduced: false }}
      />,
    ),
  );
}

/** The Why panel's lines, newest first. */
const whyLines = (): string[] =>
  [...host.querySelectorAll('[aria-label="Why"] li')].map((li) =>
    (li.textContent ?? '').replace(/\s+/g, ' ').trim(),
  );
const said = (): string | null =>
  host.querySelector('.rc-turn [role="alert"]')?.textContent ?? null;
const press = (key: string): void =>
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });

/** Shows `s`, then the position after `move`, as the table would. */
function played(s: CrossingState, move: string, viewer: number): CrossingState {
  show(s, viewer);
  const after = game.apply(s, parseAction(move, seatToMove(s)));
  show(after, viewer);
  return after;
}

describe('River Crossing: the Why panel', () => {
  it('says why a collector landing on a stack takes its top piece', () => {
    const s = position(
      'Collector to move after Red',
      'home 11, far 0, collected 0',
      'home 11, far 0, collected 0',
      ['d3: C', 'e4: r b'],
    );
    show(s, RED);
    expect(whyLines()).toEqual([]);
    played(s, 'C d3-e4', RED);
    expect(whyLines()).toEqual([
      'Move 1, Collector: The collector from d3 landed on the stack on e4: a collector landing' +
        ' on a stack collects its top piece, so it takes a black piece and stands in its place.',
    ]);
  });

  it('says why a step from row 7 into row 8 frees a piece, and keeps the collection before it', () => {
    const s = position(
      'Collector to move after Red',
      'home 9, far 0, collected 1',
      'home 12, far 0, collected 0',
      ['b2: C', 'c7: r', 'b3: r'],
    );
    // The collector takes the red piece on b3; Black enters; the next collector steps to an
    // empty square; then Red steps c7-c8 and frees one of its 2 collected pieces.
    let now = played(s, 'C b2-b3', RED);
    now = played(now, 'enter a8', BLACK);
    now = played(now, 'C h5-g5', RED);
    played(now, 'c7-c8', RED);
    const [newest, older, ...rest] = whyLines();
    expect(newest).toBe(
      'Move 4, Red: Red’s piece stepped from row 7 (c7) into row 8 (c8) without being collected,' +
        ' so one of the 2 collected red pieces goes back to Red’s home bank to try again.',
    );
    expect(older).toBe(
      'Move 1, Collector: The collector from b2 landed on the stack on b3: a collector landing' +
        ' on a stack collects its top piece, so it takes a red piece and stands in its place.',
    );
    expect(rest).toEqual([]);
  });

  it('says why a piece may exit, and forgets a move that is taken back', () => {
    const s = position(
      'Black to move',
      'home 12, far 0, collected 0',
      'home 8, far 3, collected 0',
      ['e1: b'],
    );
    played(s, 'exit e1', COLLECTOR);
    expect(whyLines()).toEqual([
      'Move 1, Black: Black’s piece on e1 stood on Black’s row 8 with nothing riding on it,' +
        ' so it steps off onto the far bank, where it is safe: 4 black pieces across, of 12 to win.',
    ]);
    show(s, COLLECTOR);
    expect(whyLines()).toEqual([]);
  });
});

describe('River Crossing: the turn panel says why a key did nothing', () => {
  const s = position('Red to move', 'home 11, far 0, collected 0', 'home 12, far 0, collected 0', [
    'd4: r',
  ]);

  it('Enter with nothing picked, and P while Red must move; the next pick clears it', () => {
    expect(seatToMove(s)).toBe(RED);
    show(s, RED);
    press('Enter');
    expect(said()).toBe('Pick a piece first: N picks the next one that can move.');
    press('p');
    expect(said()).toBe('Red must move while pieces remain on the home bank or in the river.');
    press('n');
    expect(said()).toBeNull();
    expect(host.querySelector('.rc-turn h2')?.textContent).toBe(
      'Moving a piece from the home bank to',
    );
  });
});
