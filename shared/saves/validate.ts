/**
 * Whether a save file's content can be trusted: the right shape, a format this version
 * reads, a game it knows, moves that replay legally, and a snapshot that agrees with the
 * replay. Pure, so main, tests and tools share one definition of a good save.
 */
import type { z } from 'zod';
import type { AnyGame } from '../engine/contract';
import {
  MAX_MATCH_ACTIONS,
  replay,
  RecordError,
  parseMatchRecord,
  upgradeRecord,
  type MatchRecord,
  type ReplayStart,
} from '../engine/record';
import { readableError } from '../engine/schema-errors';
import { stableStringify } from '../engine/stable-json';
import { SAVE_FORMAT_VERSION, saveFileSchema, type SaveFile } from './format';

export type SaveCheck =
  | {
      readonly ok: true;
      readonly save: SaveFile;
      /** The state its moves lead to (equal in content to its snapshot). */
      readonly state: unknown;
    }
  | { readonly ok: false; readonly problem: string; readonly tooNew?: boolean };

/** Why a save from a newer version cannot be read, or null if its version is one we read. */
export function tooNewProblem(input: unknown): string | null {
  if (
    typeof input === 'object' &&
    input !== null &&
    typeof (input as { formatVersion?: unknown }).formatVersion === 'number'
  ) {
    const version = (input as { formatVersion: number }).formatVersion;
    if (version > SAVE_FORMAT_VERSION)
      return `it was saved by a newer River Table (save format ${version}; this version reads up to ${SAVE_FORMAT_VERSION}). Update the app to open it.`;
  }
  return null;
}

export const notASaveProblem = (error: z.ZodError): string =>
  `it is not a valid River Table save (${readableError(error)}).`;

export const unknownGameProblem = (gameId: string): string =>
  `it is a game this version does not know ("${gameId}").`;

function withMoves(save: SaveFile, actions: MatchRecord['actions']): SaveFile {
  return { ...save, record: { ...save.record, actions } };
}

/**
 * `resume` may name a state already checked for the record's first moves (see
 * save-checker.ts); the verdict is the same, only the newer moves are replayed.
 */
export function validateSave(
  input: unknown,
  findGame: (id: string) => AnyGame | undefined,
  resume?: (input: unknown) => ReplayStart | undefined,
): SaveCheck {
  const tooNew = tooNewProblem(input);
  if (tooNew) return { ok: false, tooNew: true, problem: tooNew };
  const start = resume?.(input);
  // Moves already checked in an accepted save of this match are not checked again.
  const moves = start ? (input as SaveFile).record.actions : [];
  const checked = start ? withMoves(input as SaveFile, moves.slice(start.index)) : input;
  const parsed = saveFileSchema.safeParse(checked);
  if (!parsed.success) return { ok: false, problem: notASaveProblem(parsed.error) };
  try {
    parseMatchRecord(parsed.data.record);
  } catch (error) {
    return { ok: false, problem: `${(error as Error).message}` };
  }
  if (moves.length > MAX_MATCH_ACTIONS)
    return { ok: false, problem: `it has more than ${MAX_MATCH_ACTIONS} moves.` };
  const save = (
    start ? withMoves(parsed.data as unknown as SaveFile, moves) : parsed.data
  ) as SaveFile;
  const game = findGame(save.record.gameId);
  if (!game) return { ok: false, problem: unknownGameProblem(save.record.gameId) };
  let record: MatchRecord;
  let state: unknown;
  try {
    record = upgradeRecord(game, save.record);
    state = replay(game, record, start);
  } catch (error) {
    if (error instanceof RecordError)
      return { ok: false, problem: `its moves do not replay: ${error.message}` };
    return { ok: false, problem: `replaying it failed: ${String(error)}` };
  }
  if (save.snapshot.actionCount !== save.record.actions.length) {
    return {
      ok: false,
      problem: `its snapshot is of move ${save.snapshot.actionCount} but the record has ${save.record.actions.length} moves.`,
    };
  }
  // A record from older rules was snapshotted by older code, in a shape today's cannot
  // compare: its snapshot is rebuilt from the replay, which is what the record means.
  if (record !== save.record)
    return { ok: true, save: { ...save, record, snapshot: { ...save.snapshot, state } }, state };
  if (stableStringify(state) !== stableStringify(save.snapshot.state)) {
    return {
      ok: false,
      problem:
        'its snapshot does not match what its moves lead to: it was changed outside River Table.',
    };
  }
  return { ok: true, save, state };
}
