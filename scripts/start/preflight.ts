/**
 * Before `npm start` builds anything: is there an Electron binary to launch, and a display
 * for its window? Worked out
 * the way the electron package finds it (path.txt, dist/, ELECTRON_OVERRIDE_DIST_PATH)
 * without `require('electron')`, which would try to download it and fail with a stack
 * trace where there is no network. Answers one line for a person, or null when all is well;
 * start.ts then runs River Table in the browser instead.
 */
import { join } from 'node:path';

export interface PreflightWorld {
  /** The electron package's folder, or null when it is not installed at all. */
  readonly electronDir: string | null;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly exists: (path: string) => boolean;
  readonly readText: (path: string) => string;
}

const WHAT_TO_DO =
  'On a computer that can reach the internet run `node node_modules/electron/install.js` (or `npm ci`), or set ELECTRON_OVERRIDE_DIST_PATH to a folder holding the Electron binary; then run `npm start` again.';

export function electronBinaryProblem(world: PreflightWorld): string | null {
  if (!world.electronDir)
    return 'The desktop app cannot start: the electron package is not installed (node_modules/electron is missing). Run `npm install`, then `npm start` again.';
  const pathFile = join(world.electronDir, 'path.txt');
  const executable = world.exists(pathFile) ? world.readText(pathFile).trim() : null;
  const override = world.env.ELECTRON_OVERRIDE_DIST_PATH;
  if (override) {
    const binary = join(override, executable || 'electron');
    return world.exists(binary)
      ? null
      : `The desktop app cannot start: there is no Electron binary at ${binary} (ELECTRON_OVERRIDE_DIST_PATH points there). Put the Electron binary there, or unset ELECTRON_OVERRIDE_DIST_PATH, then run \`npm start\` again.`;
  }
  const binary = executable ? join(world.electronDir, 'dist', executable) : null;
  if (binary && world.exists(binary)) return null;
  return `The desktop app cannot start: the Electron binary is missing (${binary ?? join(world.electronDir, 'dist')}), most likely because it could not be downloaded when the packages were installed (no network access to fetch Electron). ${WHAT_TO_DO}`;
}

/** Electron on Linux opens its window on an X or Wayland display; without one it cannot. */
export function displayProblem(
  platform: NodeJS.Platform,
  env: Readonly<Record<string, string | undefined>>,
): string | null {
  if (platform !== 'linux' || env.DISPLAY || env.WAYLAND_DISPLAY) return null;
  return 'The desktop app cannot open a window: there is no display (neither DISPLAY nor WAYLAND_DISPLAY is set).';
}
