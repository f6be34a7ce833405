/**
 * What the audience page and the commentator page receive. Everything here is plain JSON,
 * sent as server-sent events; the pages rebuild the table from these frames and never
 * see a game state.
 */
import type { BaseAction, DieKind, Pending, Seat } from '../engine/contract';
import type { SeatInfo } from '../engine/record';
import type { ThrowRecord } from '../dice/record';

/** A throw the viewer may see: its faces and, when the table sent one, the physics to replay. */
export interface ShownThrow {
  /** The throw action's index in the match record. */
  readonly index: number;
  /** Who threw; null when the table threw for itself (River's banker). */
  readonly seat: Seat | null;
  /** The game's word for it: 'hole', 'banker', 'turn'… */
  readonly purpose: string;
  readonly dice: readonly DieKind[];
  readonly faces: readonly number[];
  /** The simulated throw, to play back; null when the faces came from quick play. */
  readonly record: ThrowRecord | null;
  /** Thrown hidden (under a cup) and shown only now, when the game revealed it. */
  readonly revealed: boolean;
}

/** One line of a broadcast scoreboard, in the game's own words: "Seat 2: 42 gold". */
export interface Standing {
  /** null for a line about the whole table (a cooperative game's shared Debt). */
  readonly seat: Seat | null;
  readonly text: string;
}

/** The action this frame follows, without its fields: only what the log line says. */
export interface LastAction {
  readonly index: number;
  readonly seat: Seat | null;
  readonly type: string;
  readonly line: string;
}

export interface AudienceFrame {
  /** 'snapshot': start over from this frame (first frame, a new match, a take-back); 'action': one more action. */
  readonly kind: 'snapshot' | 'action';
  readonly gameId: string;
  readonly gameName: string;
  readonly seats: readonly SeatInfo[];
  /** How many actions the match has had; the frame shows the state after all of them. */
  readonly actions: number;
  readonly last: LastAction | null;
  /** Every log line so far in a snapshot; only the new line (also in `last`) in an action frame. */
  readonly log: readonly string[];
  /** `game.view(state, 'public')`. */
  readonly view: unknown;
  /** What the game waits for; a hidden throw says so (`hidden: true`) and names no faces. */
  readonly pending: Pending;
  readonly standings: readonly Standing[];
  /** Throws that became visible with this frame (the snapshot: the last one visible). */
  readonly throws: readonly ShownThrow[];
}

/** A throw as the commentator sees it: every throw, hidden or not, when it happened. */
export interface CommentatorThrow extends Omit<ShownThrow, 'revealed'> {
  readonly hidden: boolean;
}

export interface CommentatorFrame {
  readonly kind: 'snapshot' | 'action';
  readonly gameId: string;
  readonly gameName: string;
  readonly seats: readonly SeatInfo[];
  readonly actions: number;
  /** The full action, hidden fields and all. */
  readonly last: (LastAction & { readonly action: BaseAction }) | null;
  readonly log: readonly string[];
  /** The public view and every seat's own view, by seat. */
  readonly views: { readonly public: unknown; readonly seats: readonly unknown[] };
  readonly pending: Pending;
  readonly standings: readonly Standing[];
  readonly throws: readonly CommentatorThrow[];
}
