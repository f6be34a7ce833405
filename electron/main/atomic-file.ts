/**
 * Crash-safe file replacement: the new content goes to a temporary file in the same
 * folder and is written in full and flushed to disk before anything else changes; only
 * then does the old file become `<name>.bak.json` and the new one take its name, and the
 * folder is flushed so the renames survive a power cut. A write that fails or comes back
 * short (a full disk) removes its temporary file and leaves the old files as they were,
 * so at every instant a complete copy of the last acknowledged content exists.
 */
import { randomBytes } from 'node:crypto';
import { basename, dirname, join } from 'node:path';
import { fileError, nodeFileSystem, type FileSystem } from './file-system';

export function backupPathOf(path: string): string {
  return path.replace(/\.json$/, '') + '.bak.json';
}

/** A temporary name beside `path`, starting with a dot so listings skip it. */
function temporaryBeside(path: string): string {
  return join(dirname(path), `.${basename(path)}.${randomBytes(4).toString('hex')}.tmp`);
}

const TEMPORARY = /^\..+\.[0-9a-f]{8}\.tmp$/;

function fsyncFolder(fs: FileSystem, folder: string): void {
  // Windows cannot open a folder for fsync; there the rename is as durable as it gets.
  if (process.platform === 'win32') return;
  const fd = fs.openSync(folder, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes every byte or throws: a write that makes no progress means the disk is full. */
function writeFully(fs: FileSystem, fd: number, bytes: Uint8Array): void {
  for (let offset = 0; offset < bytes.length;) {
    const written = fs.writeSync(fd, bytes, offset, bytes.length - offset);
    if (written <= 0) throw fileError('ENOSPC', 'no space left on device, write');
    offset += written;
  }
}

function writeFlushed(fs: FileSystem, path: string, bytes: Uint8Array): void {
  const fd = fs.openSync(path, 'w', 0o600);
  try {
    writeFully(fs, fd, bytes);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Replaces `path` with `content`; with `keepBackup`, the old content becomes `<name>.bak.json`. */
export function writeFileAtomic(
  path: string,
  content: string | Uint8Array,
  keepBackup: boolean,
  fs: FileSystem = nodeFileSystem,
): void {
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  const temporary = temporaryBeside(path);
  try {
    writeFlushed(fs, temporary, bytes);
    if (keepBackup && fs.existsSync(path)) fs.renameSync(path, backupPathOf(path));
    fs.renameSync(temporary, path);
  } catch (error) {
    try {
      fs.rmSync(temporary, { force: true });
    } catch {
      // The write's own error is the one to report; a leftover is removed at the next start.
    }
    throw error;
  }
  fsyncFolder(fs, dirname(path));
}

/** Deletes the temporary files a crash left in `folder`; returns how many. */
export function removeStrayTemporaries(folder: string, fs: FileSystem = nodeFileSystem): number {
  if (!fs.existsSync(folder)) return 0;
  let removed = 0;
  for (const file of fs.readdirSync(folder).filter((f) => TEMPORARY.test(f))) {
    fs.rmSync(join(folder, file), { force: true });
    removed++;
  }
  return removed;
}
