/**
 * What the server keeps of an online table, written after every action: the match record
 * (our own format, so saves and replays read it), the table's secret, the seat keys and
 * the hand gestures of the throws (a throw record is recomputed from its seed and gesture
 * when it is needed again, instead of keeping every keyframe).
 */
import { z } from 'zod';
import { matchRecordSchema, type MatchRecord } from '../../shared/engine/record';
import {
  DICE_MODES,
  gestureSchema,
  type DiceMode,
  type GestureMessage,
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
});

export function parseSavedTable(input: unknown): SavedTable {
  return savedTableSchema.parse(input) as unknown as SavedTable;
}
