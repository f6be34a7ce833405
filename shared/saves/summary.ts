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
      .array(z.object({ name: z.string(), kind: z.enum(['human', 'computer']) }))
      .min(1)
      .max(8),
  }),
  snapshot: z.object({ turnLabel: fields.snapshot.shape.turnLabel, state: z.unknown() }),
});

/**
 * Whether the saved game has ended, in the engine's words. The state is not yet checked
 * against its moves here (loading does that), so a state the engine cannot read counts as
 * a game in progress: the worst it can do is offer Continue for a save that will not load.
 */
export function savedGameIsOver(game: AnyGame, state: unknown): boolean {
  try {
    return game.next(state).kind === 'end';
  } catch {
    return false;
  }
}

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
  const game = findGame(record.gameId);
  if (!game) return { ok: false, problem: unknownGameProblem(record.gameId) };
  return {
    ok: true,
    summary: {
      name,
      gameId: record.gameId,
      players: record.seats.map((s) => s.name),
      seats: record.seats.map(({ name: seatName, kind }) => ({ name: seatName, kind })),
      savedAt,
      turnLabel: snapshot.turnLabel,
      finished: savedGameIsOver(game, snapshot.state),
    },
  };
}
