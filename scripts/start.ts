/**
 * `npm start`: the desktop app when Electron can open a window; otherwise (no Electron
 * binary, no display) it says why in one line and runs River Table in the browser on the
 * web host instead, with the same saves and settings. `npm run web` (`--web`) asks for the
 * browser on purpose.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runWebHost } from '../electron/web/run';
import { rendererBuildNeeded } from './start/build-needed';
import { displayProblem, electronBinaryProblem } from './start/preflight';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const argv = process.argv.slice(2);

function electronDir(): string | null {
  try {
    return dirname(require.resolve('electron/package.json'));
  } catch {
    return null;
  }
}

/** Runs electron-vite with `args` in this terminal; its exit status. */
function electronVite(args: readonly string[]): number {
  const cli = join(
    dirname(require.resolve('electron-vite/package.json')),
    'bin',
    'electron-vite.js',
  );
  const run = spawnSync(process.execPath, [cli, ...args], { cwd: root, stdio: 'inherit' });
  return run.status ?? 1;
}

function whyNoDesktop(): string | null {
  return (
    electronBinaryProblem({
      electronDir: electronDir(),
      env: process.env,
      exists: existsSync,
      readText: (path) => readFileSync(path, 'utf8'),
    }) ?? displayProblem(process.platform, process.env)
  );
}

async function main(): Promise<void> {
  const web = argv.includes('--web');
  const problem = web ? null : whyNoDesktop();
  if (!web && !problem) {
    const built = electronVite(['build']);
    process.exit(built === 0 ? electronVite(['preview']) : built);
  }
  if (problem) console.error(`${problem} Starting River Table in your browser instead.`);
  if (rendererBuildNeeded(root)) {
    console.log('Building River Table…');
    const built = electronVite(['build']);
    if (built !== 0) process.exit(built);
  }
  await runWebHost({ root, argv, env: process.env });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
