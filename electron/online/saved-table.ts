/**
 * What the server keeps of an online table, written after every action: the match record
 * (our own format, so saves and replays read it), the table's secret, the seat keys and
 * the hand gestures of the throws (a throw record is recomputed from its seed and gesture
 * when it is needed again, instead of keeping every keyframe), and the commitments and
 * secrets of every random event, so anyone can check them again (`npm run verify`).
 */
import { z } from 'zod';
import { matchRecordSchema, type MatchRecord } from '../../shared/engine/record';
import { ledgerSchema, type LedgerState } from './fair-ledger';
import {
  DICE_MODES,
  gestureSchema,
  type DiceMode,
  type GestureMessage,
  type MismatchReport,
} from '../../shared/online/protocol';

export const SAVED_TABLE_FORMAT = 'river-table/online-table';

export interface SavedTable {
  readonly format: typeof SAVED_TABLE_FORMAT;
  readonly code: string;
  readonly secret: string;
  readonly record: MatchRecord;
  /** Per seat, the key of its invite. */
  readonly keys: readonly string[];
  readonly hostSeat: number;
  readonly dice: DiceMode;
  /** Per seat, the level of the computer player now playing it, or null for a person. */
  readonly computers: readonly (string | null)[];
  /** Per throw action index, the hand's gesture (null: the room threw for itself). */
  readonly gestures: Readonly<Record<string, GestureMessage | null>>;
  /** Fair dice: every random event's commitments and secrets (absent in tables saved before them). */
  readonly fair?: LedgerState;
  /** The table deals from everyone's secrets once every person has sat down, and has not yet. */
  readonly awaitingDeal?: boolean;
  /** Fair dice: what seats' clients reported as not checking out. */
  readonly mismatches?: readonly MismatchReport[];
}

export const savedTableSchema = z.object({
  format: z.literal(SAVED_TABLE_FORMAT),
  code: z.string().regex(/^[0-9A-Z]{10}$/),
  secret: z.string().regex(/^[0-9a-f]{64}$/),
  record: matchRecordSchema,
  keys: z.array(z.string()),
  hostSeat: z.number().int().min(0),
  dice: z.enum(DICE_MODES),
  computers: z.array(z.string().nullable()),
  gestures: z.record(z.string(), gestureSchema.nullable()),
  fair: ledgerSchema.optional(),
  awaitingDeal: z.boolean().optional(),
  mismatches: z
    .array(
      z.strictObject({
        seat: z.number().int().min(0).nullable(),
        event: z.string().max(20),
        why: z.string().max(300),
      }),
    )
    .optional(),
});

export function parseSavedTable(input: unknown): SavedTable {
  return savedTableSchema.parse(input) as unknown as SavedTable;
}
