/**
 * The saves folder. Every file is written atomically with its previous generation kept,
 * carries a SHA-256 of its content so edits made outside the app are caught, and is
 * checked by replaying its moves before it is trusted. A file that fails any check is
 * moved into `damaged/` with a note saying why: never deleted, never overwritten.
 * This module does not import Electron, so it runs in tests and in the e2e host bridge.
 */
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { AnyGame } from '../../shared/engine/contract';
import { stableStringify } from '../../shared/engine/stable-json';
import { findGame as registeredGame } from '../../shared/games/registry';
import { fail, ok, type IpcResult } from '../../shared/ipc/result';
import type { SavesListing } from '../../shared/ipc/api';
import {
  MAX_SAVE_BYTES,
  type DamagedSave,
  type SaveFile,
  type SaveSummary,
} from '../../shared/saves/format';
import { validateSave } from '../../shared/saves/validate';
import { backupPathOf, writeFileAtomic } from './atomic-file';

export interface SaveStoreOptions {
  readonly dir: string;
  readonly now?: () => Date;
  /** Which games can be replayed; the registry of real games unless a test says otherwise. */
  readonly findGame?: (id: string) => AnyGame | undefined;
}

export type SaveStore = ReturnType<typeof createSaveStore>;

const ENVELOPE = 'river-table/save-file';
const AUTOSAVE_PREFIX = 'autosave-';

interface Envelope {
  readonly envelope: typeof ENVELOPE;
  readonly sha256: string;
  readonly save: unknown;
}

function digest(save: unknown): string {
  return createHash('sha256').update(stableStringify(save)).digest('hex');
}

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

function autosaveStem(save: SaveFile): string {
  return `${AUTOSAVE_PREFIX}${save.record.gameId}-${save.record.startedAt.replace(/[^0-9]/g, '')}`.slice(
    0,
    100,
  );
}

function summaryOf(id: string, save: SaveFile): SaveSummary {
  return {
    id,
    name: save.name,
    gameId: save.record.gameId,
    players: save.record.seats.map((s) => s.name),
    savedAt: save.savedAt,
    turnLabel: save.snapshot.turnLabel,
    autosave: id.startsWith(AUTOSAVE_PREFIX),
  };
}

type Loaded =
  | { readonly ok: true; readonly save: SaveFile }
  | { readonly ok: false; readonly problem: string; readonly tooNew: boolean };

export function createSaveStore(options: SaveStoreOptions) {
  const { dir } = options;
  const now = options.now ?? (() => new Date());
  const findGame = options.findGame ?? registeredGame;
  const damagedDir = join(dir, 'damaged');
  const pathOf = (id: string): string => join(dir, `${id}.json`);

  function ensureFolder(): void {
    mkdirSync(dir, { recursive: true });
  }

  function loadFile(path: string): Loaded {
    const size = statSync(path).size;
    if (size > MAX_SAVE_BYTES) {
      return {
        ok: false,
        tooNew: false,
        problem: `it is ${(size / 1024 / 1024).toFixed(1)} MB, larger than any real save (${MAX_SAVE_BYTES / 1024 / 1024} MB at most).`,
      };
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(path, 'utf8'));
    } catch {
      return {
        ok: false,
        tooNew: false,
        problem:
          size === 0
            ? 'the file is empty.'
            : 'it is not valid JSON: the file was cut short or damaged.',
      };
    }
    const envelope = parsed as Partial<Envelope>;
    if (
      typeof envelope !== 'object' ||
      envelope === null ||
      envelope.envelope !== ENVELOPE ||
      typeof envelope.sha256 !== 'string'
    ) {
      return { ok: false, tooNew: false, problem: 'it is not a River Table save file.' };
    }
    if (digest(envelope.save) !== envelope.sha256) {
      return {
        ok: false,
        tooNew: false,
        problem: 'its content was changed outside River Table (its checksum does not match).',
      };
    }
    const check = validateSave(envelope.save, findGame);
    return check.ok
      ? { ok: true, save: check.save }
      : { ok: false, problem: check.problem, tooNew: check.tooNew ?? false };
  }

  /** Moves a file that failed its checks into damaged/, with a note of why beside it. */
  function setAside(path: string, file: string, problem: string): void {
    mkdirSync(damagedDir, { recursive: true });
    const stamp = now()
      .toISOString()
      .replace(/[^0-9]/g, '')
      .slice(0, 14);
    let target = join(damagedDir, `${file.replace(/\.json$/, '')}-${stamp}.json`);
    for (let n = 2; existsSync(target); n++)
      target = join(damagedDir, `${file.replace(/\.json$/, '')}-${stamp}-${n}.json`);
    renameSync(path, target);
    writeFileSync(`${target}.why.txt`, problem);
  }

  /**
   * Loads a save by id. If the latest generation is damaged but its backup is good, the
   * damaged file is set aside, the backup takes its place, and the note says so.
   */
  function load(id: string): Loaded | null {
    const path = pathOf(id);
    const backup = backupPathOf(path);
    if (!existsSync(path)) {
      if (!existsSync(backup)) return null;
      // A crash between the backup and the rename can leave only the backup.
      renameSync(backup, path);
    }
    const latest = loadFile(path);
    if (latest.ok || latest.tooNew) return latest;
    if (existsSync(backup)) {
      const previous = loadFile(backup);
      if (previous.ok) {
        setAside(
          path,
          `${id}.json`,
          `${latest.problem} The previous version was restored in its place.`,
        );
        renameSync(backup, path);
        return previous;
      }
    }
    setAside(path, `${id}.json`, latest.problem);
    return latest;
  }

  function write(id: string, save: SaveFile): void {
    ensureFolder();
    const envelope: Envelope = { envelope: ENVELOPE, sha256: digest(save), save };
    writeFileAtomic(pathOf(id), JSON.stringify(envelope), true);
  }

  function ids(): string[] {
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json') && !f.endsWith('.bak.json') && !f.startsWith('.'))
      .map((f) => f.slice(0, -'.json'.length));
  }

  function damagedList(): DamagedSave[] {
    if (!existsSync(damagedDir)) return [];
    return readdirSync(damagedDir)
      .filter((f) => f.endsWith('.json'))
      .map((file) => {
        const note = join(damagedDir, `${file}.why.txt`);
        return {
          file: `damaged/${file}`,
          problem: existsSync(note) ? readFileSync(note, 'utf8') : 'it could not be read.',
        };
      });
  }

  function freeStem(base: string): string {
    let stem = base;
    for (let n = 2; existsSync(pathOf(stem)) || existsSync(backupPathOf(pathOf(stem))); n++)
      stem = `${base}-${n}`;
    return stem;
  }

  function refused(id: string, result: Loaded & { ok: false }): IpcResult<never> {
    return result.tooNew
      ? fail('too-new', `“${id}” cannot be opened: ${result.problem}`)
      : fail(
          'damaged',
          `“${id}” could not be loaded: ${result.problem} The file was kept in the saves folder under damaged/.`,
        );
  }

  return {
    list(): IpcResult<SavesListing> {
      const saves: SaveSummary[] = [];
      for (const id of ids()) {
        const loaded = load(id);
        if (loaded?.ok) saves.push(summaryOf(id, loaded.save));
      }
      saves.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
      return ok({ saves, damaged: damagedList() });
    },

    read(id: string): IpcResult<SaveFile> {
      const loaded = load(id);
      if (!loaded) return fail('not-found', `There is no save “${id}”.`);
      return loaded.ok ? ok(loaded.save) : refused(id, loaded);
    },

    saveAs(name: string, save: SaveFile): IpcResult<SaveSummary> {
      const named: SaveFile = { ...save, name: name.trim(), savedAt: now().toISOString() };
      const id = freeStem(stemFromName(name));
      write(id, named);
      return ok(summaryOf(id, named));
    },

    autosave(save: SaveFile): IpcResult<SaveSummary> {
      const id = autosaveStem(save);
      if (existsSync(pathOf(id))) {
        const current = loadFile(pathOf(id));
        // Never write over a file that failed its checks: set it aside first.
        if (!current.ok) setAside(pathOf(id), `${id}.json`, current.problem);
      }
      const stamped: SaveFile = { ...save, savedAt: now().toISOString() };
      write(id, stamped);
      return ok(summaryOf(id, stamped));
    },

    rename(id: string, name: string): IpcResult<SaveSummary> {
      const loaded = load(id);
      if (!loaded) return fail('not-found', `There is no save “${id}”.`);
      if (!loaded.ok) return refused(id, loaded);
      const renamed: SaveFile = { ...loaded.save, name: name.trim() };
      write(id, renamed);
      return ok(summaryOf(id, renamed));
    },

    remove(id: string): IpcResult<null> {
      const path = pathOf(id);
      if (!existsSync(path) && !existsSync(backupPathOf(path)))
        return fail('not-found', `There is no save “${id}”.`);
      rmSync(path, { force: true });
      rmSync(backupPathOf(path), { force: true });
      return ok(null);
    },

    latestAutosave(): IpcResult<SaveFile | null> {
      let latest: SaveFile | null = null;
      for (const id of ids().filter((i) => i.startsWith(AUTOSAVE_PREFIX))) {
        const loaded = load(id);
        if (loaded?.ok && (!latest || loaded.save.savedAt > latest.savedAt)) latest = loaded.save;
      }
      return ok(latest);
    },
  };
}
