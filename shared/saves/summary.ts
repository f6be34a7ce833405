/**
 * What the saves list shows of a save, read from the file without replaying its match:
 * listing stays as fast for a 10,000-move game as for a new one. Loading checks the rest.
 */
import { z } from 'zod';
import type { AnyGame } from '../engine/contract';
import { saveFileSchema, type SaveSummary } from './format';
import { notASaveProblem, tooNewProblem, unknownGameProblem } from './validate';

const fields = saveFileSchema.shape;
const summarySchema = z.object({
  format: fields.format,
  formatVersion: fields.formatVersion,
  name: fields.name,
  savedAt: fields.savedAt,
  record: z.object({
    gameId: z.string(),
    seats: z
      .array(z.object({ name: z.string() }))
      .min(1)
      .max(8),
  }),
  snapshot: z.object({ turnLabel: fields.snapshot.shape.turnLabel }),
});

export type SummaryCheck =
  | { readonly ok: true; readonly summary: Omit<SaveSummary, 'id' | 'autosave'> }
  | { readonly ok: false; readonly problem: string; readonly tooNew?: boolean };

export function summariseSave(
  input: unknown,
  findGame: (id: string) => AnyGame | undefined,
): SummaryCheck {
  const tooNew = tooNewProblem(input);
  if (tooNew) return { ok: false, tooNew: true, problem: tooNew };
  const parsed = summarySchema.safeParse(input);
  if (!parsed.success) return { ok: false, problem: notASaveProblem(parsed.error) };
  const { name, savedAt, record, snapshot } = parsed.data;
  if (!findGame(record.gameId)) return { ok: false, problem: unknownGameProblem(record.gameId) };
  return {
    ok: true,
    summary: {
      name,
      gameId: record.gameId,
      players: record.seats.map((s) => s.name),
      savedAt,
      turnLabel: snapshot.turnLabel,
    },
  };
}
