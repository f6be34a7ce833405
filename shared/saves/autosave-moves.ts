/** What an autosave of only the new moves carries (see autosave-sender.ts), and its schema. */
import { z } from 'zod';
import { MAX_MATCH_ACTIONS } from '../engine/record';
import { saveArgumentSchema, type SaveFile } from './format';

export interface AutosaveMoves {
  /** How many moves main already holds for this match. */
  readonly from: number;
  /** The save, whose record holds only the moves after `from`. */
  readonly save: SaveFile;
}

export const autosaveMovesSchema = z.object({
  from: z.number().int().min(0).max(MAX_MATCH_ACTIONS),
  save: saveArgumentSchema,
});
