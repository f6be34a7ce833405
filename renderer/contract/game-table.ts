/**
 * How a game's table plugs into the host. A table is a function of its props: the host
 * owns the match, who is looking and the timing, and hands each table only what its viewer
 * may see (the engine's `view`), never the state itself.
 */
import type { ComponentType } from 'react';
import type { Tray } from '../../shared/dice';
import type { AnyGame, BaseAction, Outcome, Pending, Viewer } from '../../shared/engine/contract';
import type { GameFacts } from '../../shared/engine/facts';
import type { Tutorial, TutorialGesture } from '../../shared/engine/tutorial';
import type { Settings } from '../../shared/ipc';

export type Point = readonly [number, number, number];

/** A seat as the table shows it: who sits there, in what colour, person or computer. */
export interface SeatAtTable {
  readonly name: string;
  readonly colour: string;
  readonly kind: 'human' | 'computer';
  readonly level?: string;
}

/** How fast and how finely things move, from the settings. */
export interface Motion {
  /** 1 is normal; higher plays animations faster. */
  readonly speed: number;
  readonly quality: Settings['graphicsQuality'];
  /** Moves snap instead of gliding. */
  readonly reduced: boolean;
}

export interface TableProps<V = unknown, A extends BaseAction = BaseAction> {
  /** `view(state, viewer)`: all the table may know of the game. */
  readonly view: V;
  readonly viewer: Viewer;
  /** What the game waits for (public: who acts, which dice, the outcome). */
  readonly pending: Pending;
  /** The viewer's legal actions now; empty when it is not their decision or while replaying. */
  readonly legal: readonly A[];
  /**
   * Plays an action of the viewer's; false (and a notice) when the engine refuses it.
   * `thenThrow`: when the game then waits for the same seat's dice, they are thrown at once
   * ("Continue" in one key).
   */
  act(action: A, options?: { readonly thenThrow?: boolean }): boolean;
  readonly seats: readonly SeatAtTable[];
  readonly replaying: boolean;
  readonly motion: Motion;
  /**
   * When the game began waiting on `pending`, on this page's clock: an online table counts
   * from the server's moment, so every screen at it shows the same wait. Absent: from when
   * this screen showed it.
   */
  readonly waitingSince?: number;
  /** Tells the host the viewer did something on the table that is not a move (lifted their cup to peek): a lesson may wait for it. */
  readonly gesture?: (gesture: TutorialGesture) => void;
}

/** Where one seat's things sit, and the camera of a person sitting there. */
export interface SeatPose {
  /** The middle of the seat's own area on the table top. */
  readonly position: Point;
  /** Radians around the vertical axis: 0 faces the far side (−z). */
  readonly facing: number;
  /** Where a person in this seat looks from; none when every seat shares the table's one view. */
  readonly camera?: { readonly position: Point; readonly target: Point };
}

/** A key a table wants, with what it does in words (for the help and the collision check). */
export interface KeyUse {
  /** A key as the keymap writes it: 'c', '1', 'enter', 'space', 'arrowleft', 'ctrl+z'. */
  readonly key: string;
  readonly does: string;
}

/** Where the host puts the dice tray for a game that throws dice. */
export interface TrayPlace {
  readonly tray: Tray;
  readonly position: Point;
  /**
   * The table lays thrown dice out itself (at a seat, under a seat's cup): once a throw's
   * faces are in the game the tray is emptied, so no die lies in two places and no hidden
   * die stays in the middle.
   */
  readonly handOff?: boolean;
}

export interface GameTable<V = unknown, A extends BaseAction = BaseAction> {
  readonly game: AnyGame;
  readonly facts: GameFacts;
  /** Inside the 3D canvas. */
  readonly Board: ComponentType<TableProps<V, A>>;
  /** Over the canvas: the game's own panels for the viewer. */
  readonly Hud: ComponentType<TableProps<V, A>>;
  /** The end of the game in the game's words, with its numbers. */
  readonly Result: ComponentType<TableProps<V, A> & { readonly outcome: Outcome }>;
  seatPoses(players: number): readonly SeatPose[];
  /** The whole game in one view, for a game that fills only part of the table; else the table's. */
  readonly overview?: { readonly position: Point; readonly target: Point };
  /**
   * A moment on the table everyone at the screen should see before it passes to the next
   * person (River's showdown): a key naming that moment, or null. The host then shows the
   * public table, and covers it for the handover only once someone says it has been seen.
   */
  handoverMoment?(view: V): string | null;
  /**
   * Seconds a computer waits before acting, beyond its usual thinking time, while the
   * table shows something everyone must see first (Stones & Rivers' first-player flip);
   * `speed` is the animation speed.
   */
  computerPause?(view: V, speed: number): number;
  /**
   * Where a place a lesson talks about lies on the table, named in the game's words as the
   * game's tutorial names it ('c4', 'path 7', 'cup', 'market'): the lesson rings it there.
   * Null for a name the table does not know.
   */
  spotOf?(view: V, spot: string, viewer: Viewer): Point | null;
  /**
   * The table read aloud from the view (the viewer's own hand or hole dice, nobody else's),
   * in the game's words, for the "Read the table" key. Whose turn it is comes from the host.
   */
  summary?(view: V, seats: readonly SeatAtTable[]): string;
  readonly keys: readonly KeyUse[];
  readonly tray?: TrayPlace;
  /** The game's guided first game ("Learn to play"), from its rules folder. */
  readonly tutorial?: Tutorial;
}

/** Any game's table, as the host holds it: each table is typed by its own view and actions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables of unrelated view types, like AnyGame
export type AnyGameTable = GameTable<any, any>;
