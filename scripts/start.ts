/**
 * `npm start` runs this first: when there is no Electron binary it says so in one line
 * (what is missing, why, what to do) and stops, instead of a download attempt and a stack
 * trace from deep inside electron-vite.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { electronBinaryProblem } from './start/preflight';

function electronDir(): string | null {
  try {
    return dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return null;
  }
}

const problem = electronBinaryProblem({
  electronDir: electronDir(),
  env: process.env,
  exists: existsSync,
  readText: (path) => readFileSync(path, 'utf8'),
});
if (problem) {
  console.error(problem);
  process.exit(1);
}
