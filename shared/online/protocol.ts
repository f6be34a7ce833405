/**
 * The messages between an online table (a Colyseus room running our engines) and the
 * people at it. Plain JSON both ways: a client sends what it wants to do; the room sends
 * each client only what its seat may see, never the state.
 */
import { z } from 'zod';
import type { BaseAction, IllegalActionCode, Pending, Viewer } from '../engine/contract';
import { seatInfoSchema, type MatchRecord } from '../engine/record';
import { SECRET_PATTERN, type Announcement, type Dealt, type FairEvent } from '../fair';
import type { ThrowRecord } from '../dice/record';
import type { DieKind } from '../engine/dice-kinds';

/** The room's name in matchmaking. */
export const TABLE_ROOM = 'table';

/** Client → room message types. */
export const TO_TABLE = {
  /** A decision: `{ type, seat, … }` in the game's own action shape. */
  act: 'act',
  /** The seat's own dice, thrown by hand: only where the hand let go and how fast. */
  throw: 'throw',
  /** The host hands a seat nobody is at (empty, or its person away) to a computer player. */
  computer: 'computer',
  /** Fair dice: this seat's secret for the announced random event, and its next commitment. */
  entropy: 'entropy',
  /** Fair dice: this client found a random event that does not check out. */
  mismatch: 'mismatch',
} as const;

/** Room → client message types. */
export const FROM_TABLE = {
  table: 'table',
  throw: 'throw',
  refused: 'refused',
  invites: 'invites',
  history: 'history',
  /** Fair dice: the table's deal, and at the game's end everything needed to check it. */
  deal: 'deal',
  /** Fair dice: a client's report that a random event did not check out, for everyone. */
  mismatch: 'mismatch',
} as const;

const vector = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]);

/** A hand throw: the room runs the physics from this, with its own seed. */
export const gestureSchema = z.strictObject({ position: vector, velocity: vector });
export type GestureMessage = z.infer<typeof gestureSchema>;

export const computerMessageSchema = z.strictObject({
  seat: z.number().int().min(0).max(7),
  level: z.string().min(1).max(20).optional(),
});

const hex64 = z.string().regex(SECRET_PATTERN, 'a secret or commitment is 64 hex digits');

/** A seat's part in fair dice: its secret for the event announced (when it takes part) and its next commitment. */
export const entropySchema = z.union([
  z.strictObject({ event: z.string().max(20), secret: hex64, next: hex64 }),
  z.strictObject({ next: hex64 }),
]);

/** A client's report of a random event that does not check out. */
export const mismatchSchema = z.strictObject({
  event: z.string().regex(/^(throw:\d{1,6}|deal)$/),
  why: z.string().min(1).max(300),
});
export type MismatchMessage = z.infer<typeof mismatchSchema>;

/** How the room throws dice: the physics simulation, or faces from its seeded generator. */
export const DICE_MODES = ['physical', 'quick'] as const;
export type DiceMode = (typeof DICE_MODES)[number];

/**
 * The host's claim: a secret only the table's creator knows, sent with the table it asks
 * for (or handed over by the desktop app that made the table). Whoever sits down with it
 * first, once, takes the host's seat; nobody without it ever does.
 */
export const claimSchema = z.string().regex(/^[0-9a-f]{32,64}$/, 'a claim is 32 to 64 hex digits');

/** A new host's claim, from the platform's cryptographic generator (browser or Node). */
export function newClaim(): string {
  const bytes = new Uint8Array(24);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What the client that creates a table asks for; it sits in `hostSeat`. */
export const createTableSchema = z.strictObject({
  create: z.literal(true),
  claim: claimSchema,
  gameId: z.string().min(1).max(40),
  config: z.record(z.string(), z.union([z.string().max(40), z.number(), z.boolean()])).optional(),
  seats: z.array(seatInfoSchema).min(1).max(8),
  hostSeat: z.number().int().min(0).max(7).default(0),
  dice: z.enum(DICE_MODES).default('physical'),
});
export type CreateTable = z.input<typeof createTableSchema>;

/** The name a person gives when they take their seat: it replaces the seat's name at the table. */
export const personNameSchema = z.string().trim().min(1).max(24);

/** Everything a table is made from, without the claim that makes its creator the host. */
export type TableRequest = Omit<CreateTable, 'create' | 'claim'>;

/**
 * Joining an existing table (always by its code): with a seat's invite (and the person's
 * name), to watch, or as its creator with the host's claim.
 */
export const joinTableSchema = z.union([
  z.strictObject({ claim: claimSchema }),
  z.strictObject({ invite: z.string().min(1).max(64), name: personNameSchema.optional() }),
  z.strictObject({ watch: z.literal(true) }),
]);
export type JoinTable = z.infer<typeof joinTableSchema>;

export interface SeatStatus {
  readonly name: string;
  readonly colour: string;
  /** Who plays it now: a person (present or away) or a computer player. */
  readonly player: 'person' | 'computer' | 'empty';
  /** A person is connected to this seat now. */
  readonly present: boolean;
  readonly level?: string;
  /**
   * The person dropped (or is not back since the server restarted) and the seat waits this
   * many more milliseconds for them, counted when the message left; then the computer plays it.
   */
  readonly awayMs?: number;
  /** A computer plays the seat for the person who sat there, until they come back to it. */
  readonly forPerson?: true;
}

/** What one client sees after every change: its own view, never the state. */
export interface TableMessage {
  readonly code: string;
  readonly gameId: string;
  readonly viewer: Viewer;
  readonly view: unknown;
  readonly pending: Pending;
  /** The viewer's legal actions now (empty for the public and between turns). */
  readonly legal: readonly BaseAction[];
  readonly seats: readonly SeatStatus[];
  readonly hostSeat: number;
  /** How many actions the match has had: a client can tell a fresh message from an old one. */
  readonly moves: number;
  /** The log line of the last action, when there was one. */
  readonly last: string | null;
  /** Fair dice: the random event announced now, whose secrets are being gathered. */
  readonly fair?: Announcement | null;
  /**
   * The table deals from everyone's secrets once every person's seat is taken: until then
   * there is no game to show (`view` is null) and these seats are still awaited.
   */
  readonly awaitingDeal?: readonly number[];
  /** How long a seat waits for a person who drops, in milliseconds: their page keeps trying as long. */
  readonly seatWaitMs: number;
  /** How long the table had waited on `pending` when this message left, in milliseconds. */
  readonly waitedMs: number;
}

/**
 * Sent on sitting down (or starting to watch), after the first table: the log line of every
 * move so far, so someone who comes back finds the story of the game as it was.
 */
export interface HistoryMessage {
  readonly moves: number;
  readonly lines: readonly string[];
}

/** A throw to play back: every client that may see it gets the same record. */
export interface ThrowMessage {
  /** The index of the throw action in the match. */
  readonly move: number;
  readonly seat: number | null;
  readonly purpose: string;
  readonly hidden: boolean;
  readonly dice: readonly DieKind[];
  readonly faces: readonly number[];
  /** The physics to play back; null when the table throws quick dice (faces only). */
  readonly record: ThrowRecord | null;
  /** Fair dice: the secrets the faces come from (the table's own held back while the throw is hidden). */
  readonly fair?: FairEvent;
}

/** The deal of a table that deals (see `awaitingDeal`): at once, and again with everything at the end. */
export interface DealMessage {
  readonly event: FairEvent;
  /** The match's seed and options: at once for an open deal, at the end for a hidden one. */
  readonly dealt: Dealt | null;
  /** At the end of a hidden deal: the whole match, to replay and compare with every view seen. */
  readonly record: MatchRecord | null;
}

/** Someone's client found a random event that does not check out: shown to everyone at once. */
export interface MismatchReport {
  readonly seat: number | null;
  readonly event: string;
  readonly why: string;
}

export interface RefusedMessage {
  readonly code: IllegalActionCode | 'not-seated' | 'too-big' | 'unknown-message';
  readonly reason: string;
}

/** Sent to the host only: the codes to hand to each person invited. */
export interface InvitesMessage {
  readonly code: string;
  readonly invites: readonly { readonly seat: number; readonly invite: string }[];
}

/** The table's code, typed alone (to watch) or as the first part of an invite. */
export function tableCodeOf(typed: string): string | null {
  const match = /^([0-9A-Z]{10})(?:-[0-9A-Z]{10})?$/.exec(typed.trim().toUpperCase());
  return match ? match[1]! : null;
}

/** An invite is the table's code and the seat's key: `ROOMCODE-SEATKEY`. */
export function splitInvite(invite: string): { code: string; key: string } | null {
  const match = /^([0-9A-Z]{10})-([0-9A-Z]{10})$/.exec(invite.trim().toUpperCase());
  return match ? { code: match[1]!, key: match[2]! } : null;
}
