/**
 * The saves folder. Every file is written atomically with its previous generation kept,
 * carries a SHA-256 of its content so edits made outside the app are caught, and is
 * checked by replaying its moves before it is loaded; a save is checked the same way
 * before it is written. A file that was read and failed its checks is moved into
 * `damaged/` with a note saying why: never deleted, never overwritten. A file that could
 * not be read is reported as such and left where it is. The list reads each file's
 * summary without replaying it, and one bad file never stops the others being listed.
 * A long save is replayed on the `replayer` (a worker thread in the app) so loading it
 * never stalls the window.
 * This module does not import Electron, so it runs in tests and in the e2e host bridge.
 */
import { join } from 'node:path';
import type { AnyGame } from '../../shared/engine/contract';
import type { SavesListing } from '../../shared/ipc/api';
import { fail, ok, type IpcResult } from '../../shared/ipc/result';
import type { MatchRecord } from '../../shared/engine/record';
import type { AutosaveMoves } from '../../shared/saves/autosave-moves';
import type { DamagedSave, SaveFile, SaveSummary } from '../../shared/saves/format';
import { createSaveChecker } from '../../shared/saves/save-checker';
import { savedGameIsOver, summariseSave } from '../../shared/saves/summary';
import { validateSave } from '../../shared/saves/validate';
import { backupPathOf, removeStrayTemporaries, writeFileAtomic } from './atomic-file';
import { isDiskFull, nodeFileSystem, type FileSystem } from './file-system';
import { openSave, tooLargeProblem } from './save-envelope';
import { autosaveIdOf, PathRefusedError, savePathOf } from './save-paths';
import type { SaveReplayer } from './save-replayer';
import { createSaveSealer } from './save-sealer';

export interface SaveStoreOptions {
  readonly dir: string;
  readonly now?: () => Date;
  /** Which games can be replayed: the registry of real games, or a test's own. */
  readonly findGame: (id: string) => AnyGame | undefined;
  readonly fs?: FileSystem;
  /** Where long saves are replayed; without one every save is replayed here. */
  readonly replayer?: SaveReplayer;
}

/** Saves from this size up are replayed on the replayer: about 1,000 moves of River Stakes. */
export const LONG_SAVE_BYTES = 128 * 1024;

export type SaveStore = ReturnType<typeof createSaveStore>;

const AUTOSAVE_PREFIX = 'autosave-';

/** A file stem from a person's name for a save: letters, digits and dashes, never a path. */
export function stemFromName(name: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return stem.length > 0 && !stem.startsWith(AUTOSAVE_PREFIX)
    ? stem
    : `save-${stem || 'game'}`.slice(0, 60);
}

function summaryOf(id: string, save: SaveFile, game: AnyGame): SaveSummary {
  return {
    id,
    name: save.name,
    gameId: save.record.gameId,
    players: save.record.seats.map((s) => s.name),
    seats: save.record.seats.map(({ name, kind }) => ({ name, kind })),
    savedAt: save.savedAt,
    turnLabel: save.snapshot.turnLabel,
    autosave: id.startsWith(AUTOSAVE_PREFIX),
    finished: savedGameIsOver(game, save.snapshot.state),
  };
}

type Check<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problem: string; readonly tooNew?: boolean };

/** What became of a file: good, read and found invalid (set aside unless `leftInPlace`), or not readable. */
type Examined<T> =
  | { readonly kind: 'good'; readonly value: T }
  | {
      readonly kind: 'invalid';
      readonly problem: string;
      readonly tooNew: boolean;
      readonly leftInPlace?: boolean;
    }
  | { readonly kind: 'unreadable'; readonly problem: string };

const describeError = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

export function createSaveStore(options: SaveStoreOptions) {
  const { dir } = options;
  const now = options.now ?? (() => new Date());
  const { findGame } = options;
  const fs = options.fs ?? nodeFileSystem;
  const damagedDir = join(dir, 'damaged');
  const checkForWrite = createSaveChecker(findGame);
  const seal = createSaveSealer();
  /** What each file looked like just after this store wrote it: unchanged since means trusted. */
  const written = new Map<string, string>();
  const pathOf = (id: string): string => savePathOf(dir, id, fs);
  const fingerprint = (path: string): string => {
    const stat = fs.statSync(path);
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  };

  removeStrayTemporaries(dir, fs);

  const fullCheck = (save: unknown): Check<SaveFile> => {
    const check = validateSave(save, findGame);
    return check.ok ? { ok: true, value: check.save } : check;
  };
  const summaryCheck =
    (id: string) =>
    (save: unknown): Check<SaveSummary> => {
      const check = summariseSave(save, findGame);
      return check.ok
        ? { ok: true, value: { ...check.summary, id, autosave: id.startsWith(AUTOSAVE_PREFIX) } }
        : check;
    };

  function examine<T>(
    path: string,
    check: (save: unknown, bytes: Buffer) => Check<T>,
  ): Examined<T> {
    let bytes: Buffer;
    try {
      const tooLarge = tooLargeProblem(fs.statSync(path).size);
      if (tooLarge) return { kind: 'invalid', problem: tooLarge, tooNew: false };
      bytes = fs.readFileSync(path);
    } catch (error) {
      return { kind: 'unreadable', problem: `it could not be read (${describeError(error)}).` };
    }
    try {
      const opened = openSave(bytes);
      if (!opened.ok) return { kind: 'invalid', problem: opened.problem, tooNew: false };
      const checked = check(opened.save, bytes);
      return checked.ok
        ? { kind: 'good', value: checked.value }
        : { kind: 'invalid', problem: checked.problem, tooNew: checked.tooNew ?? false };
    } catch (error) {
      return {
        kind: 'invalid',
        problem: `checking it failed (${describeError(error)}).`,
        tooNew: false,
      };
    }
  }

  /** Moves a file that failed its checks into damaged/, with a note of why beside it. */
  function setAside(path: string, id: string, problem: string): void {
    fs.mkdirSync(damagedDir, { recursive: true });
    const stamp = now()
      .toISOString()
      .replace(/[^0-9]/g, '')
      .slice(0, 14);
    let target = join(damagedDir, `${id}-${stamp}.json`);
    for (let n = 2; fs.existsSync(target); n++)
      target = join(damagedDir, `${id}-${stamp}-${n}.json`);
    fs.renameSync(path, target);
    try {
      writeFileAtomic(`${target}.why.txt`, problem, false, fs);
    } catch {
      // The file is safe in damaged/; without its note the list says it could not be read.
    }
  }

  /** Sets a file aside, or says why it stays where it is (a read-only folder, say). */
  function setAsideOrLeave<T>(
    path: string,
    id: string,
    problem: string,
    tooNew: boolean,
  ): Examined<T> {
    try {
      setAside(path, id, problem);
      return { kind: 'invalid', problem, tooNew };
    } catch (error) {
      return {
        kind: 'invalid',
        problem: `${problem} It could not be moved to damaged/ (${describeError(error)}), so it was left where it is.`,
        tooNew,
        leftInPlace: true,
      };
    }
  }

  /**
   * Opens a save by id with `check`. A save that exists only as its backup (a crash
   * between two renames) is opened from the backup, which takes its place. If the latest
   * generation was read and is invalid but its backup is good, the latest is set aside
   * and the backup restored. A file that could not be read is never moved.
   */
  function open<T>(
    id: string,
    check: (save: unknown, bytes: Buffer) => Check<T>,
  ): Examined<T> | null {
    const path = pathOf(id);
    const backup = backupPathOf(path);
    if (!fs.existsSync(path)) {
      if (!fs.existsSync(backup)) return null;
      const previous = examine(backup, check);
      if (previous.kind === 'good') {
        try {
          fs.renameSync(backup, path);
        } catch {
          // Read-only: the backup still serves, and the next write takes its place.
        }
      }
      return previous;
    }
    const latest = examine(path, check);
    if (latest.kind !== 'invalid' || latest.tooNew) return latest;
    if (fs.existsSync(backup)) {
      const previous = examine(backup, check);
      if (previous.kind === 'good') {
        const aside = setAsideOrLeave<T>(
          path,
          id,
          `${latest.problem} The previous version was restored in its place.`,
          false,
        );
        if (aside.kind === 'invalid' && aside.leftInPlace) return previous;
        fs.renameSync(backup, path);
        return previous;
      }
    }
    return setAsideOrLeave(path, id, latest.problem, false);
  }

  /**
   * The full check for opening `id`, with its long generations already replayed on the
   * replayer: `open` then finds their verdicts ready by their bytes (a file changed since,
   * or a replayer that failed, is checked here instead).
   */
  async function replayedCheck(
    id: string,
  ): Promise<(save: unknown, bytes: Buffer) => Check<SaveFile>> {
    const { replayer } = options;
    const verdicts: { readonly bytes: Buffer; readonly verdict: Check<SaveFile> }[] = [];
    let paths: string[] = [];
    try {
      paths = replayer ? [pathOf(id), backupPathOf(pathOf(id))] : [];
    } catch {
      // A refused id: `open` refuses it in turn.
    }
    for (const path of paths) {
      try {
        const size = fs.statSync(path).size;
        if (size < LONG_SAVE_BYTES || tooLargeProblem(size)) continue;
        const bytes = fs.readFileSync(path);
        verdicts.push({ bytes, verdict: await replayer!(bytes) });
      } catch {
        // Missing, unreadable or a failed worker: `open` reads and checks it itself.
      }
    }
    return (save, bytes) => verdicts.find((v) => v.bytes.equals(bytes))?.verdict ?? fullCheck(save);
  }

  const notSaved = (save: SaveFile, problem: string): IpcResult<never> =>
    fail('invalid-argument', `“${save.name}” was not saved: ${problem}`);

  /** Writes a save that passed the same checks a read makes, or says why it did not. */
  function write(
    id: string,
    save: SaveFile,
    check: (save: unknown) => { readonly ok: boolean; readonly problem?: string } = checkForWrite,
  ): IpcResult<null> {
    const verdict = check(save);
    if (!verdict.ok) return notSaved(save, verdict.problem ?? '');
    const bytes = seal(save);
    const tooLarge = tooLargeProblem(bytes.length);
    if (tooLarge) return notSaved(save, tooLarge);
    const path = pathOf(id);
    try {
      fs.mkdirSync(dir, { recursive: true });
      writeFileAtomic(path, bytes, true, fs);
      written.set(path, fingerprint(path));
    } catch (error) {
      if (isDiskFull(error))
        return fail(
          'disk-full',
          'The disk is full, so this game could not be saved. It is kept here and will be saved at the next move once there is room: free some space on the disk.',
        );
      return fail('io', `“${save.name}” could not be saved: ${describeError(error)}`);
    }
    return ok(null);
  }

  function ids(): string[] {
    if (!fs.existsSync(dir)) return [];
    const stems = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json') && !f.startsWith('.'))
      .map((f) => f.slice(0, -'.json'.length).replace(/\.bak$/, ''));
    return [...new Set(stems)];
  }

  function damagedList(): DamagedSave[] {
    if (!fs.existsSync(damagedDir)) return [];
    return fs
      .readdirSync(damagedDir)
      .filter((f) => f.endsWith('.json'))
      .map((file) => {
        const note = join(damagedDir, `${file}.why.txt`);
        let problem = 'it could not be read.';
        try {
          if (fs.existsSync(note)) problem = fs.readFileSync(note).toString('utf8');
        } catch {
          // Keep the general reason: the file itself is still listed.
        }
        return { file: `damaged/${file}`, problem };
      });
  }

  function freeStem(base: string): string {
    let stem = base;
    for (let n = 2; fs.existsSync(pathOf(stem)) || fs.existsSync(backupPathOf(pathOf(stem))); n++)
      stem = `${base}-${n}`;
    return stem;
  }

  function refused(
    id: string,
    result: Exclude<Examined<unknown>, { kind: 'good' }>,
  ): IpcResult<never> {
    if (result.kind === 'unreadable')
      return fail('io', `“${id}” could not be loaded: ${result.problem} Nothing was moved.`);
    if (result.tooNew) return fail('too-new', `“${id}” cannot be opened: ${result.problem}`);
    return fail(
      'damaged',
      result.leftInPlace
        ? `“${id}” could not be loaded: ${result.problem}`
        : `“${id}” could not be loaded: ${result.problem} The file was kept in the saves folder under damaged/.`,
    );
  }

  /** Runs `body`, turning a refused path into a 'forbidden' result. */
  function guarded<T>(body: () => IpcResult<T>): IpcResult<T> {
    try {
      return body();
    } catch (error) {
      if (error instanceof PathRefusedError) return fail('forbidden', error.message);
      throw error;
    }
  }

  function listing(): { saves: SaveSummary[]; problems: DamagedSave[] } {
    const saves: SaveSummary[] = [];
    const problems: DamagedSave[] = [];
    for (const id of ids()) {
      try {
        const opened = open(id, summaryCheck(id));
        if (opened?.kind === 'good') saves.push(opened.value);
        else if (opened && (opened.kind === 'unreadable' || opened.leftInPlace))
          problems.push({ file: `${id}.json`, problem: opened.problem });
      } catch (error) {
        problems.push({
          file: `${id}.json`,
          problem: `it could not be opened (${describeError(error)}).`,
        });
      }
    }
    saves.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
    return { saves, problems };
  }

  function autosave(save: SaveFile): IpcResult<SaveSummary> {
    return guarded(() => {
      const stamped: SaveFile = { ...save, savedAt: now().toISOString() };
      // Checked before its game id names a file, so an unknown game is refused as a read would.
      const verdict = checkForWrite(stamped);
      if (!verdict.ok) return notSaved(stamped, verdict.problem);
      const id = autosaveIdOf(save.record.gameId, save.record.startedAt, (g) => !!findGame(g));
      const path = pathOf(id);
      if (fs.existsSync(path) && written.get(path) !== fingerprint(path)) {
        // A file this store did not just write: never let a damaged one become the backup.
        const current = examine(path, summaryCheck(id));
        if (current.kind === 'invalid' && !current.tooNew) setAside(path, id, current.problem);
      }
      const result = write(id, stamped, () => verdict);
      return result.ok ? ok(summaryOf(id, stamped, findGame(stamped.record.gameId)!)) : result;
    });
  }

  return {
    list(): IpcResult<SavesListing> {
      const { saves, problems } = listing();
      return ok({ saves, damaged: [...problems, ...damagedList()] });
    },

    async read(id: string): Promise<IpcResult<SaveFile>> {
      const check = await replayedCheck(id);
      return guarded(() => {
        const loaded = open(id, check);
        if (!loaded) return fail('not-found', `There is no save “${id}”.`);
        return loaded.kind === 'good' ? ok(loaded.value) : refused(id, loaded);
      });
    },

    saveAs(name: string, save: SaveFile): IpcResult<SaveSummary> {
      return guarded(() => {
        const named: SaveFile = { ...save, name: name.trim(), savedAt: now().toISOString() };
        const id = freeStem(stemFromName(name));
        const result = write(id, named);
        return result.ok ? ok(summaryOf(id, named, findGame(named.record.gameId)!)) : result;
      });
    },

    autosave,

    /**
     * An autosave that brings only the moves after the first `from`: the rest are the moves
     * of the save this store accepted last, if it was of the same match; else 'stale'.
     */
    autosaveMoves({ from, save }: AutosaveMoves): IpcResult<SaveSummary> {
      const held = checkForWrite.acceptedMoves(save.record);
      if (!held || held.length !== from)
        return fail('stale', 'The saves folder does not hold the earlier moves of this game.');
      const actions = [...held, ...save.record.actions] as MatchRecord['actions'];
      return autosave({ ...save, record: { ...save.record, actions } });
    },

    async rename(id: string, name: string): Promise<IpcResult<SaveSummary>> {
      const check = await replayedCheck(id);
      return guarded(() => {
        const loaded = open(id, check);
        if (!loaded) return fail('not-found', `There is no save “${id}”.`);
        if (loaded.kind !== 'good') return refused(id, loaded);
        const renamed: SaveFile = { ...loaded.value, name: name.trim() };
        // Its moves passed the full check just now; only the new name needs checking.
        const result = write(id, renamed, summaryCheck(id));
        return result.ok ? ok(summaryOf(id, renamed, findGame(renamed.record.gameId)!)) : result;
      });
    },

    remove(id: string): IpcResult<null> {
      return guarded(() => {
        const path = pathOf(id);
        if (!fs.existsSync(path) && !fs.existsSync(backupPathOf(path)))
          return fail('not-found', `There is no save “${id}”.`);
        fs.rmSync(path, { force: true });
        fs.rmSync(backupPathOf(path), { force: true });
        return ok(null);
      });
    },

    /** The newest autosave that loads: chosen from the summaries, then only it is replayed. */
    async latestAutosave(): Promise<IpcResult<SaveFile | null>> {
      const autosaves = listing().saves.filter((s) => s.autosave);
      for (const summary of autosaves) {
        const loaded = open(summary.id, await replayedCheck(summary.id));
        if (loaded?.kind === 'good') return ok(loaded.value);
      }
      return ok(null);
    },
  };
}
