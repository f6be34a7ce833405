/**
 * Where the web host keeps saves and settings: the very folder Electron's
 * app.getPath('userData') gives the desktop app (its appData folder joined with the
 * product name), so a game saved in one opens in the other. RIVER_TABLE_DATA_DIR or
 * --data-dir puts it elsewhere (the tests use a fresh folder each).
 */
import { join, resolve, win32 } from 'node:path';

export const DATA_DIR_ENV = 'RIVER_TABLE_DATA_DIR';

export interface DataDirWorld {
  readonly platform: NodeJS.Platform;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly home: string;
  /** package.json's productName: Electron names the folder after it. */
  readonly productName: string;
}

/** Electron's appData: %APPDATA%, ~/Library/Application Support, or $XDG_CONFIG_HOME / ~/.config. */
function appData({ platform, env, home }: DataDirWorld): string {
  if (platform === 'win32') return env.APPDATA || win32.join(home, 'AppData', 'Roaming');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support');
  return env.XDG_CONFIG_HOME || join(home, '.config');
}

export function desktopDataDir(world: DataDirWorld): string {
  const base = appData(world);
  return world.platform === 'win32'
    ? win32.join(base, world.productName)
    : join(base, world.productName);
}

/** The folder to use: --data-dir, then RIVER_TABLE_DATA_DIR, then the desktop app's own. */
export function chooseDataDir(argv: readonly string[], world: DataDirWorld): string {
  const flag = argv.indexOf('--data-dir');
  const given = flag >= 0 ? argv[flag + 1] : undefined;
  if (given) return resolve(given);
  const fromEnv = world.env[DATA_DIR_ENV];
  if (fromEnv) return resolve(fromEnv);
  return desktopDataDir(world);
}
