/**
 * Where a server keeps its tables between actions. The dedicated server keeps one journal
 * per table in a folder (table-journal.ts): a save after an action appends the new actions
 * to it at once and flushes them to the disk, so a restart or a crash loses no game; anything else
 * replaces the file atomically (temporary file, flushed, renamed) with the whole table.
 * Writes of one table never overlap: a save asked for while one is under way waits for it
 * and then writes the newest table.
 */
import {
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  type FileHandle,
} from 'node:fs/promises';
import { writeSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseSavedTable, type SavedTable } from './saved-table';
import { addedLine, readJournal, wholeLine } from './table-journal';

export interface TableStore {
  save(table: SavedTable): Promise<void>;
  load(code: string): Promise<SavedTable | undefined>;
  /** Codes of every table kept. */
  list(): Promise<string[]>;
  remove(code: string): Promise<void>;
  /** The table's room has closed: what the store holds open for it may go (the file stays). */
  release(code: string): Promise<void>;
}

export class MemoryTableStore implements TableStore {
  private readonly tables = new Map<string, string>();
  async save(table: SavedTable): Promise<void> {
    this.tables.set(table.code, JSON.stringify(table));
  }
  async load(code: string): Promise<SavedTable | undefined> {
    const text = this.tables.get(code);
    return text === undefined ? undefined : parseSavedTable(JSON.parse(text));
  }
  async list(): Promise<string[]> {
    return [...this.tables.keys()];
  }
  async remove(code: string): Promise<void> {
    this.tables.delete(code);
  }
  async release(): Promise<void> {}
}

const CODE = /^[0-9A-Z]{10}$/;
/** Tables kept by earlier versions, one whole JSON file each: still read, replaced on save. */
const OLD_FILE = '.json';
const JOURNAL = '.jsonl';
/**
 * How long a journal's new lines wait to be flushed to the disk with the lines after them.
 * A flush of every busy table was the largest single cost of a loaded server (its disk
 * waits, thread hand-offs and wake-ups); once a second is the same bound Redis keeps by
 * default (appendfsync everysec), and a killed server still loses nothing.
 */
const FLUSH_AFTER_MS = 1000;
/**
 * A journal with no table in it younger than this may be another server's new table (two
 * servers may share a folder) whose first line is on its way: it is left alone.
 */
const STUB_KEPT_MS = 60_000;

/** The journal a table's saves append to, and the table as it stands written there. */
interface Open {
  readonly file: FileHandle;
  written: SavedTable;
  /** Lines were written since the newest flush began. */
  unflushed: boolean;
  /** The flush the lines not yet flushed wait for, and the newest flush (done or not). */
  flushing: Promise<void> | null;
  flushed: Promise<void>;
}

export class FolderTableStore implements TableStore {
  private readonly writing = new Map<string, Promise<void>>();
  private readonly newest = new Map<string, SavedTable>();
  private readonly journals = new Map<string, Open>();
  /** Codes whose file may be in the folder already: loaded or written here. */
  private readonly known = new Set<string>();

  /** `flushAfterMs`: how long new lines wait for their flush (tests make it short). */
  constructor(
    private readonly folder: string,
    private readonly flushAfterMs = FLUSH_AFTER_MS,
  ) {}

  private pathOf(code: string, ending = JOURNAL): string {
    if (!CODE.test(code)) throw new Error(`"${code}" is not a table code.`);
    return join(this.folder, `${code}${ending}`);
  }

  save(table: SavedTable): Promise<void> {
    // The usual save, an action added to an open journal with nothing else being written,
    // lands at once: in the file (the system's cache) before the room sends anyone the move.
    const journal = this.writing.has(table.code) ? undefined : this.journals.get(table.code);
    if (journal && this.append(journal, table)) return this.flush(journal);
    const already = this.newest.has(table.code);
    this.newest.set(table.code, table);
    if (already) return this.writing.get(table.code)!;
    return this.after(table.code, async () => {
      const latest = this.newest.get(table.code)!;
      this.newest.delete(table.code);
      await this.write(latest);
    });
  }

  /** Runs `work` on the table once its writes so far have landed. */
  private after(code: string, work: () => Promise<void>): Promise<void> {
    const previous = this.writing.get(code) ?? Promise.resolve();
    const tracked = previous.then(work).finally(() => {
      if (this.writing.get(code) === tracked) this.writing.delete(code);
    });
    this.writing.set(code, tracked);
    return tracked;
  }

  private async write(table: SavedTable): Promise<void> {
    const journal = this.journals.get(table.code);
    if (journal && this.append(journal, table)) return this.flush(journal);
    await this.writeWhole(table);
  }

  /**
   * Appends what `table` adds to the journal, with one small synchronous write (cheaper
   * than a round trip through the thread pool); false when only the whole table will do.
   */
  private append(journal: Open, table: SavedTable): boolean {
    const line = addedLine(journal.written, table);
    if (line === null) return false;
    if (line === '') {
      journal.written = table;
      return true;
    }
    try {
      writeSync(journal.file.fd, line);
    } catch {
      // What reached the file is unknown: the whole table is written again instead.
      this.journals.delete(table.code);
      void this.closed(journal);
      return false;
    }
    journal.written = table;
    journal.unflushed = true;
    return true;
  }

  /**
   * Flushes the journal to the disk a moment after its first line not yet flushed, for
   * every line written meanwhile: a busy table asks the disk once a second instead of after
   * every action. Each line is in the file before the room answers, so a server that stops
   * or is killed loses nothing; only the machine itself failing could lose the last
   * second's actions.
   */
  private flush(journal: Open): Promise<void> {
    if (journal.flushing) return journal.flushing;
    if (!journal.unflushed) return journal.flushed;
    const flushing = journal.flushed
      .catch(() => undefined)
      .then(() => new Promise((resolve) => setTimeout(resolve, this.flushAfterMs)))
      .then(() => {
        journal.flushing = null;
        journal.unflushed = false;
        return journal.file.datasync();
      });
    journal.flushing = flushing;
    journal.flushed = flushing;
    return flushing;
  }

  private async writeWhole(table: SavedTable): Promise<void> {
    await this.closeJournal(table.code);
    if (!this.known.has(table.code) && (await this.writeFirst(table))) return;
    await mkdir(this.folder, { recursive: true });
    const path = this.pathOf(table.code);
    const temporary = join(this.folder, `.${table.code}.${randomBytes(4).toString('hex')}.tmp`);
    const file = await open(temporary, 'w', 0o600);
    try {
      await file.writeFile(wholeLine(table));
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
    await rm(this.pathOf(table.code, OLD_FILE), { force: true });
    this.journals.set(table.code, {
      file: await open(path, 'a'),
      written: table,
      unflushed: false,
      flushing: null,
      flushed: Promise.resolve(),
    });
  }

  /**
   * A new table's first save: its journal is made with the whole table as its first line.
   * With nothing older in the file to keep whole, it needs no temporary file, rename or
   * flush of its own: the line is flushed with the lines after it, and a line cut short
   * leaves no table (its file is cleared away when next loaded). False when a file has the code after all,
   * or the folder is not there yet (the whole write makes it).
   */
  private async writeFirst(table: SavedTable): Promise<boolean> {
    let file: FileHandle;
    try {
      file = await open(this.pathOf(table.code), 'wx', 0o600);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST' || code === 'ENOENT') return false;
      throw error;
    }
    this.known.add(table.code);
    try {
      await file.write(wholeLine(table));
    } catch (error) {
      await file.close();
      throw error;
    }
    const journal: Open = {
      file,
      written: table,
      unflushed: true,
      flushing: null,
      flushed: Promise.resolve(),
    };
    this.journals.set(table.code, journal);
    // A save's flush is reported by that save; this one's, if it fails, by the table's next.
    this.flush(journal).catch(() => undefined);
    return true;
  }

  private async closeJournal(code: string): Promise<void> {
    const journal = this.journals.get(code);
    this.journals.delete(code);
    if (journal) await this.closed(journal);
  }

  /** Closes the journal once its flushes are done (their failures are the saves' to report). */
  private async closed(journal: Open): Promise<void> {
    await journal.flushed.catch(() => undefined);
    await journal.file.close();
  }

  async load(code: string): Promise<SavedTable | undefined> {
    this.known.add(code);
    await this.writing.get(code);
    for (const [ending, read] of [
      [JOURNAL, readJournal],
      [OLD_FILE, JSON.parse],
    ] as const) {
      let text: string;
      try {
        text = await readFile(this.pathOf(code, ending), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      const kept = read(text);
      // A journal with no whole table in it was cut off making its first line: the table
      // never reached the disk, so nobody can come back to it, and its file only misleads.
      if (kept === null && ending === JOURNAL) {
        const path = this.pathOf(code);
        const made = await stat(path).then(
          (s) => s.mtimeMs,
          () => Date.now(),
        );
        if (Date.now() - made > STUB_KEPT_MS) await rm(path, { force: true });
        continue;
      }
      return parseSavedTable(kept);
    }
    return undefined;
  }

  async list(): Promise<string[]> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    const codes = names
      .filter((n) => /^[0-9A-Z]{10}\.jsonl?$/.test(n))
      .map((n) => n.slice(0, n.indexOf('.')));
    return [...new Set(codes)];
  }

  async remove(code: string): Promise<void> {
    await this.release(code);
    await rm(this.pathOf(code), { force: true });
    await rm(this.pathOf(code, OLD_FILE), { force: true });
  }

  release(code: string): Promise<void> {
    return this.after(code, () => this.closeJournal(code));
  }
}
