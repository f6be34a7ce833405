/**
 * Crash-safe file replacement: the new content goes to a temporary file in the same
 * folder, is flushed to disk, and is renamed over the old file; the folder is flushed
 * too, so the rename itself survives a power cut. The previous generation is kept as
 * `<name>.bak` (copied and flushed before the rename), so at every instant at least one
 * complete copy exists.
 */
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  openSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';

function fsyncPath(path: string, flags: string): void {
  const fd = openSync(path, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

function fsyncFolder(folder: string): void {
  // Windows cannot open a folder for fsync; there the rename is as durable as it gets.
  if (process.platform !== 'win32') fsyncPath(folder, 'r');
}

export function backupPathOf(path: string): string {
  return path.replace(/\.json$/, '') + '.bak.json';
}

/** A temporary name beside `path`, starting with a dot so listings skip it. */
function temporaryBeside(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomBytes(4).toString('hex')}.tmp`);
}

function writeFlushed(path: string, content: string): void {
  const fd = openSync(path, 'w', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Replaces `path` with `content`; with `keepBackup`, the old content becomes `<name>.bak.json`. */
export function writeFileAtomic(path: string, content: string, keepBackup: boolean): void {
  const folder = dirname(path);
  if (keepBackup && existsSync(path)) {
    const backupTemporary = temporaryBeside(backupPathOf(path));
    copyFileSync(path, backupTemporary);
    fsyncPath(backupTemporary, 'r+');
    renameSync(backupTemporary, backupPathOf(path));
  }
  const temporary = temporaryBeside(path);
  writeFlushed(temporary, content);
  renameSync(temporary, path);
  fsyncFolder(folder);
}
