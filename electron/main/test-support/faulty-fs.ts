/**
 * The real file system with faults switched on and off by a test: a disk with only so many
 * bytes left (writes come back short, then fail with ENOSPC), files that cannot be read,
 * and a folder where nothing may be renamed.
 */
import { fileError, nodeFileSystem, type FileSystem } from '../file-system';

export interface Faults {
  /** Bytes that may still be written; undefined for plenty. */
  spaceLeft?: number;
  /** The error code reading this path fails with, if it does. */
  unreadable?: (path: string) => string | undefined;
  /** Renames fail with EACCES, as in a read-only folder. */
  readOnly?: boolean;
}

export function faultyFileSystem(faults: Faults): FileSystem {
  return {
    ...nodeFileSystem,
    readFileSync(path) {
      const code = faults.unreadable?.(path);
      if (code) throw fileError(code, `cannot read '${path}'`);
      return nodeFileSystem.readFileSync(path);
    },
    renameSync(from, to) {
      if (faults.readOnly) throw fileError('EACCES', `permission denied, rename '${from}'`);
      nodeFileSystem.renameSync(from, to);
    },
    writeSync(fd, buffer, offset, length) {
      if (faults.spaceLeft === undefined)
        return nodeFileSystem.writeSync(fd, buffer, offset, length);
      if (faults.spaceLeft === 0) throw fileError('ENOSPC', 'no space left on device, write');
      const fits = Math.min(length, faults.spaceLeft);
      faults.spaceLeft -= fits;
      return nodeFileSystem.writeSync(fd, buffer, offset, fits);
    },
  };
}
