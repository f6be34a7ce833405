/**
 * Where a server keeps its tables between actions. The dedicated server keeps one JSON file
 * per table in a folder, replaced atomically (temporary file, flushed, renamed), so a
 * restart or a crash mid-write loses no game. Writes of one table never overlap: a save
 * asked for while one is under way waits for it and then writes the newest table.
 */
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseSavedTable, type SavedTable } from './saved-table';

export interface TableStore {
  save(table: SavedTable): Promise<void>;
  load(code: string): Promise<SavedTable | undefined>;
  /** Codes of every table kept. */
  list(): Promise<string[]>;
  remove(code: string): Promise<void>;
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
}

const CODE = /^[0-9A-Z]{10}$/;

export class FolderTableStore implements TableStore {
  private readonly writing = new Map<string, Promise<void>>();
  private readonly newest = new Map<string, SavedTable>();

  constructor(private readonly folder: string) {}

  private pathOf(code: string): string {
    if (!CODE.test(code)) throw new Error(`"${code}" is not a table code.`);
    return join(this.folder, `${code}.json`);
  }

  save(table: SavedTable): Promise<void> {
    const already = this.newest.has(table.code);
    this.newest.set(table.code, table);
    if (already) return this.writing.get(table.code)!;
    const previous = this.writing.get(table.code) ?? Promise.resolve();
    const write = previous.then(async () => {
      const latest = this.newest.get(table.code)!;
      this.newest.delete(table.code);
      await this.write(latest);
    });
    const tracked = write.finally(() => {
      if (this.writing.get(table.code) === tracked) this.writing.delete(table.code);
    });
    this.writing.set(table.code, tracked);
    return tracked;
  }

  private async write(table: SavedTable): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const path = this.pathOf(table.code);
    const temporary = join(this.folder, `.${table.code}.${randomBytes(4).toString('hex')}.tmp`);
    const file = await open(temporary, 'w', 0o600);
    try {
      await file.writeFile(JSON.stringify(table));
      await file.sync();
    } finally {
      await file.close();
    }
    await rename(temporary, path);
  }

  async load(code: string): Promise<SavedTable | undefined> {
    await this.writing.get(code);
    let text: string;
    try {
      text = await readFile(this.pathOf(code), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
    return parseSavedTable(JSON.parse(text));
  }

  async list(): Promise<string[]> {
    const names = await readdir(this.folder).catch(() => [] as string[]);
    return names.filter((n) => /^[0-9A-Z]{10}\.json$/.test(n)).map((n) => n.slice(0, -5));
  }

  async remove(code: string): Promise<void> {
    await this.writing.get(code);
    await rm(this.pathOf(code), { force: true });
  }
}
