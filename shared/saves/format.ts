/**
 * A save file is a match record plus what makes loading fast and playback faithful:
 * a snapshot of the state (which must agree with replaying the record) and the physical
 * throw records behind the dice actions, keyed by action index.
 */
import { z } from 'zod';
import {
  MAX_MATCH_ACTIONS,
  matchRecordSchema,
  type MatchRecord,
  type SeatInfo,
} from '../engine/record';

export const SAVE_FORMAT = 'river-table/save';
export const SAVE_FORMAT_VERSION = 1;
/** Larger files are refused before parsing: no real match comes near it. */
export const MAX_SAVE_BYTES = 16 * 1024 * 1024;

export const saveFileSchema = z.object({
  format: z.literal(SAVE_FORMAT, { error: 'not a River Table save' }),
  formatVersion: z.number().int().min(1),
  name: z.string().min(1).max(80),
  savedAt: z.iso.datetime(),
  record: matchRecordSchema,
  /** Action index → the physical throw that produced that throw action's faces. */
  throws: z.record(z.string().regex(/^\d+$/), z.unknown()),
  snapshot: z.object({
    actionCount: z.number().int().min(0),
    /** A short human label for the save list: "Turn 7", "Round 3 of 10". */
    turnLabel: z.string().max(60),
    state: z.unknown(),
  }),
});

/**
 * A save as an IPC argument: its shape, with its moves only counted. The save store checks
 * the moves as a load would, each only once per match, so an autosave late in a long match
 * does not check thousands of moves again.
 */
export const saveArgumentSchema = saveFileSchema.extend({
  record: matchRecordSchema.extend({
    actions: z.custom<unknown[]>(
      (v) => Array.isArray(v) && v.length <= MAX_MATCH_ACTIONS,
      `a list of at most ${MAX_MATCH_ACTIONS} moves`,
    ),
  }),
});

export interface SaveFile {
  readonly format: typeof SAVE_FORMAT;
  readonly formatVersion: number;
  readonly name: string;
  readonly savedAt: string;
  readonly record: MatchRecord;
  readonly throws: Readonly<Record<string, unknown>>;
  readonly snapshot: {
    readonly actionCount: number;
    readonly turnLabel: string;
    readonly state: unknown;
  };
}

/** What the saves list shows, read without replaying the match. */
export interface SaveSummary {
  /** The file's stem; stable id for read, rename and delete. */
  readonly id: string;
  readonly name: string;
  readonly gameId: string;
  readonly players: readonly string[];
  readonly savedAt: string;
  readonly turnLabel: string;
  readonly autosave: boolean;
  /** The match has ended (the game's `next` is 'end'): offered to watch again, never to continue. */
  readonly finished: boolean;
  /** Who sat where, so a computer seat can be named as one. */
  readonly seats: readonly Pick<SeatInfo, 'name' | 'kind'>[];
}

/** A file in the saves folder that could not be read; it was moved aside, never deleted. */
export interface DamagedSave {
  readonly file: string;
  readonly problem: string;
}
