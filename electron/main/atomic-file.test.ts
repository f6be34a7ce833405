/**
 * What a kill cannot show: a power cut loses whatever was not flushed. The file system is
 * recorded, and the order checked: the new content is flushed before it takes the save's
 * name, and the folder is flushed after the renames.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from './atomic-file';
import { nodeFileSystem, type FileSystem } from './file-system';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'atomic-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The real file system, logging each open, flush and rename by file name. */
function recording(log: string[], flushes = true): FileSystem {
  const names = new Map<number, string>();
  return {
    ...nodeFileSystem,
    openSync(path, flags, mode) {
      const fd = nodeFileSystem.openSync(path, flags, mode);
      names.set(fd, path === dir ? 'folder' : basename(path));
      return fd;
    },
    fsyncSync(fd) {
      if (!flushes) return;
      log.push(`fsync ${names.get(fd)}`);
      nodeFileSystem.fsyncSync(fd);
    },
    renameSync(from, to) {
      log.push(`rename ${basename(from)} -> ${basename(to)}`);
      nodeFileSystem.renameSync(from, to);
    },
  };
}

/** Why the logged writes could lose the save in a power cut, or null if they could not. */
function powerCutRisk(log: readonly string[]): string | null {
  const last = log.findLastIndex((l) => l.endsWith('-> save.json'));
  if (last < 0) return 'the save was never renamed into place';
  const temporary = log[last]!.split(' ')[1]!;
  const flushed = log.indexOf(`fsync ${temporary}`);
  if (flushed < 0 || flushed > last) return 'the new content was not flushed before the rename';
  // Windows cannot flush a folder; there the rename is as durable as it gets.
  if (process.platform !== 'win32' && !log.slice(last + 1).includes('fsync folder'))
    return 'the folder was not flushed after';
  return null;
}

describe('atomic file writes', () => {
  it('flushes the new content before it takes the name, and the folder after the rename', () => {
    const log: string[] = [];
    writeFileAtomic(join(dir, 'save.json'), 'first', true, recording(log));
    writeFileAtomic(join(dir, 'save.json'), 'second', true, recording(log));
    expect(powerCutRisk(log)).toBeNull();
  });

  it('the order check sees a writer that never flushes', () => {
    const log: string[] = [];
    writeFileAtomic(join(dir, 'save.json'), 'first', true, recording(log, false));
    expect(powerCutRisk(log)).toBe('the new content was not flushed before the rename');
  });
});
