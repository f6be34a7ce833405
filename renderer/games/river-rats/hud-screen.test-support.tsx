/**
 * River Rats' HUD on a page of its own (happy-dom), with the keys: the tests show it a state
 * as Ada (seat 0) or a watcher sees it, press keys, and read what it says and which moves it
 * played.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';
import type { Pending, Viewer } from '../../../shared/engine/contract';
import { game, type RatsAction, type RatsState } from '../../../shared/games/river-rats';
import { useKeymap } from '../../input/keymap';
import { useChoice } from './choice-store';
import { RatsHud } from './Hud';
import type { RatsProps } from './props';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function WithKeys(props: RatsProps) {
  useKeymap();
  return <RatsHud {...props} />;
}

const seats = ['Ada', 'Bo'].map((name) => ({ name, colour: '#888', kind: 'human' as const }));

export interface RatsHudScreen {
  /** The page the HUD is on now. */
  readonly host: () => HTMLElement;
  /** Ada's moves the HUD played, in order. */
  readonly played: RatsAction[];
  /**
   * The HUD as Ada (or `viewer`) sees `s`, motion as the settings say (reduced: every step
   * at once).
   */
  show(s: RatsState, options?: { readonly reduced?: boolean; readonly viewer?: Viewer }): void;
  press(key: string): void;
}

/** Registers a fresh page around each test of the file that calls it. */
export function ratsHudScreen(): RatsHudScreen {
  let root: Root;
  let host: HTMLElement;
  const played: RatsAction[] = [];
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    played.length = 0;
  });
  afterEach(() => {
    act(() => root.unmount());
    host.remove();
    useChoice.getState().clear();
  });
  return {
    host: () => host,
    played,
    show(s, { reduced = true, viewer = 0 } = {}) {
      act(() =>
        root.render(
          <WithKeys
            view={game.view(s, viewer)}
            viewer={viewer}
            pending={game.next(s) as Pending}
            legal={viewer === 'public' ? [] : game.legalActions(s, viewer)}
            act={(a) => {
              played.push(a);
              return true;
            }}
            seats={seats}
            replaying={false}
            motion={{ speed: 1, quality: 'high', reduced }}
          />,
        ),
      );
    },
    press(key) {
      act(() => {
        window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      });
    },
  };
}
