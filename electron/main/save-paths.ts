/**
 * Every path in the saves folder is built here, from an id that can only name a file
 * directly inside it: ids are our own stems (letters, digits, dashes, underscores), and
 * the resolved path — symbolic links followed — must lie in the folder itself.
 */
import { dirname, resolve } from 'node:path';
import { saveIdSchema } from '../../shared/ipc/api';
import { backupPathOf } from './atomic-file';
import type { FileSystem } from './file-system';

export class PathRefusedError extends Error {
  override readonly name = 'PathRefusedError';
}

const GAME_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The autosave id of a match, only for a game this version knows. */
export function autosaveIdOf(
  gameId: string,
  startedAt: string,
  knownGame: (id: string) => boolean,
): string {
  if (!GAME_ID.test(gameId) || !knownGame(gameId))
    throw new PathRefusedError(`“${gameId}” is not a game this version knows.`);
  return `autosave-${gameId}-${startedAt.replace(/[^0-9]/g, '')}`.slice(0, 100);
}

export function savePathOf(dir: string, id: string, fs: FileSystem): string {
  if (!saveIdSchema.safeParse(id).success)
    throw new PathRefusedError(`“${id}” is not the name of a save.`);
  const folder = resolve(dir);
  const path = resolve(folder, `${id}.json`);
  if (dirname(path) !== folder) throw new PathRefusedError(`“${id}” is outside the saves folder.`);
  checkInside(folder, path, fs);
  checkInside(folder, backupPathOf(path), fs);
  return path;
}

/** A link in the folder that points elsewhere is refused rather than followed. */
function checkInside(folder: string, path: string, fs: FileSystem): void {
  if (fs.existsSync(path) && dirname(fs.realpathSync(path)) !== fs.realpathSync(folder))
    throw new PathRefusedError(`“${path}” leads outside the saves folder.`);
}
