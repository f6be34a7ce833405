/** Issue 16 item 14: `npm start` says in one line why Electron cannot start. */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { displayProblem, electronBinaryProblem, type PreflightWorld } from './preflight';

const dir = join('/project', 'node_modules', 'electron');

function world(files: Record<string, string>, env: Record<string, string> = {}): PreflightWorld {
  return {
    electronDir: dir,
    env,
    exists: (path) => path in files,
    readText: (path) => files[path] ?? '',
  };
}

describe('npm start preflight', () => {
  it('says in one line that the Electron binary is missing, why, and what to do', () => {
    for (const files of [{}, { [join(dir, 'path.txt')]: 'electron' }]) {
      const problem = electronBinaryProblem(world(files));
      expect(problem).not.toBeNull();
      expect(problem!.split('\n')).toHaveLength(1);
      expect(problem).toMatch(/Electron binary is missing/);
      expect(problem).toMatch(/no network access to fetch Electron/);
      expect(problem).toMatch(/install\.js.*npm start/);
    }
  });

  it('lets the app start when the binary is where the electron package puts it', () => {
    const files = { [join(dir, 'path.txt')]: 'electron', [join(dir, 'dist', 'electron')]: '' };
    expect(electronBinaryProblem(world(files))).toBeNull();
  });

  it('follows ELECTRON_OVERRIDE_DIST_PATH as the electron package does', () => {
    const env = { ELECTRON_OVERRIDE_DIST_PATH: '/opt/electron' };
    expect(electronBinaryProblem(world({ '/opt/electron/electron': '' }, env))).toBeNull();
    expect(electronBinaryProblem(world({}, env))).toMatch(/no Electron binary at \/opt\/electron/);
  });

  it('says to run npm install when the electron package itself is missing', () => {
    expect(electronBinaryProblem({ ...world({}), electronDir: null })).toMatch(
      /electron package is not installed.*npm install/,
    );
  });
});

describe('npm start on a machine with no display', () => {
  it('says in one line that Linux without DISPLAY or WAYLAND_DISPLAY has nowhere to open a window', () => {
    const problem = displayProblem('linux', {});
    expect(problem).toMatch(/no display/);
    expect(problem!.split('\n')).toHaveLength(1);
    expect(displayProblem('linux', { DISPLAY: ':0' })).toBeNull();
    expect(displayProblem('linux', { WAYLAND_DISPLAY: 'wayland-0' })).toBeNull();
  });

  it('leaves macOS and Windows alone: they always have a desktop', () => {
    expect(displayProblem('darwin', {})).toBeNull();
    expect(displayProblem('win32', {})).toBeNull();
  });
});
