/**
 * Whether a save file's content can be trusted: the right shape, a format this version
 * reads, a game it knows, moves that replay legally, and a snapshot that agrees with the
 * replay. Pure, so main, tests and tools share one definition of a good save.
 */
import type { AnyGame } from '../engine/contract';
import {
  replay,
  RecordError,
  parseMatchRecord,
  upgradeRecord,
  type MatchRecord,
} from '../engine/record';
import { readableError } from '../engine/schema-errors';
import { stableStringify } from '../engine/stable-json';
import { SAVE_FORMAT_VERSION, saveFileSchema, type SaveFile } from './format';

export type SaveCheck =
  | { readonly ok: true; readonly save: SaveFile }
  | { readonly ok: false; readonly problem: string; readonly tooNew?: boolean };

export function validateSave(
  input: unknown,
  findGame: (id: string) => AnyGame | undefined,
): SaveCheck {
  if (
    typeof input === 'object' &&
    input !== null &&
    typeof (input as { formatVersion?: unknown }).formatVersion === 'number'
  ) {
    const version = (input as { formatVersion: number }).formatVersion;
    if (version > SAVE_FORMAT_VERSION) {
      return {
        ok: false,
        tooNew: true,
        problem: `it was saved by a newer River Table (save format ${version}; this version reads up to ${SAVE_FORMAT_VERSION}). Update the app to open it.`,
      };
    }
  }
  const parsed = saveFileSchema.safeParse(input);
  if (!parsed.success)
    return {
      ok: false,
      problem: `it is not a valid River Table save (${readableError(parsed.error)}).`,
    };
  const save = parsed.data as unknown as SaveFile;
  try {
    parseMatchRecord(save.record);
  } catch (error) {
    return { ok: false, problem: `${(error as Error).message}` };
  }
  const game = findGame(save.record.gameId);
  if (!game)
    return {
      ok: false,
      problem: `it is a game this version does not know ("${save.record.gameId}").`,
    };
  let record: MatchRecord;
  let state: unknown;
  try {
    record = upgradeRecord(game, save.record);
    state = replay(game, record);
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
    return { ok: true, save: { ...save, record, snapshot: { ...save.snapshot, state } } };
  if (stableStringify(state) !== stableStringify(save.snapshot.state)) {
    return {
      ok: false,
      problem:
        'its snapshot does not match what its moves lead to: it was changed outside River Table.',
    };
  }
  return { ok: true, save };
}
