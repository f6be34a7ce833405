/**
 * The few synchronous file operations the saves and settings stores use, as one object
 * they are given: the real `node:fs` in the app, a faulty one in tests (a full disk, short
 * writes, unreadable files, a read-only folder).
 */
import * as fs from 'node:fs';

export interface FileStat {
  readonly size: number;
  readonly mtimeMs: number;
  readonly ino: number;
}

export interface FileSystem {
  existsSync(path: string): boolean;
  statSync(path: string): FileStat;
  realpathSync(path: string): string;
  readdirSync(path: string): string[];
  readFileSync(path: string): Buffer;
  mkdirSync(path: string, options: { recursive: true }): unknown;
  renameSync(from: string, to: string): void;
  rmSync(path: string, options: { force: true }): void;
  openSync(path: string, flags: string, mode?: number): number;
  /** Like `fs.writeSync`: may write fewer bytes than asked, and says how many it wrote. */
  writeSync(fd: number, buffer: Uint8Array, offset: number, length: number): number;
  fsyncSync(fd: number): void;
  closeSync(fd: number): void;
}

export const nodeFileSystem: FileSystem = {
  existsSync: (path) => fs.existsSync(path),
  statSync: (path) => fs.statSync(path),
  realpathSync: (path) => fs.realpathSync(path),
  readdirSync: (path) => fs.readdirSync(path),
  readFileSync: (path) => fs.readFileSync(path),
  mkdirSync: (path, options) => fs.mkdirSync(path, options),
  renameSync: (from, to) => fs.renameSync(from, to),
  rmSync: (path, options) => fs.rmSync(path, options),
  openSync: (path, flags, mode) => fs.openSync(path, flags, mode),
  writeSync: (fd, buffer, offset, length) => fs.writeSync(fd, buffer, offset, length),
  fsyncSync: (fd) => fs.fsyncSync(fd),
  closeSync: (fd) => fs.closeSync(fd),
};

/** An error shaped like the ones `node:fs` throws, with its `code`. */
export function fileError(code: string, message: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${message}`), { code });
}

/** Whether a write failed because the disk (or the person's quota) is full. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
