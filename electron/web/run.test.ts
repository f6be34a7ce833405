/**
 * Opening the browser as a person's `npm run web` does, with a display: any local user can
 * read every process's command line (`ps`), so the token must not be on the one that opens
 * the browser. The host runs in a child process as it does for a person; the browser
 * opener on its PATH is a stand-in that writes down what it was given.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
let scratch = '';
let host: ChildProcess | null = null;

afterEach(() => {
  host?.kill('SIGKILL');
  host = null;
  rmSync(scratch, { recursive: true, force: true });
});

const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function until<T>(value: () => T | undefined, ms = 15_000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await pause(25)) {
    const found = value();
    if (found !== undefined) return found;
  }
  throw new Error(`nothing within ${ms} ms`);
}

it('opens the browser with no token on any command line, and that way in works once', async () => {
  scratch = mkdtempSync(join(tmpdir(), 'web-run-'));
  const root = join(scratch, 'root');
  mkdirSync(join(root, 'out', 'renderer'), { recursive: true });
  writeFileSync(
    join(root, 'package.json'),
    JSON.stringify({ productName: 'River Table', version: '0' }),
  );
  writeFileSync(
    join(root, 'out', 'renderer', 'index.html'),
    '<!doctype html><html><head></head></html>',
  );
  const bin = join(scratch, 'bin');
  mkdirSync(bin);
  const given = join(scratch, 'opener-args');
  writeFileSync(
    join(bin, 'xdg-open'),
    `#!/bin/sh\nprintf '%s\\n' "$@" > '${given}.tmp' && mv '${given}.tmp' '${given}'\n`,
  );
  chmodSync(join(bin, 'xdg-open'), 0o755);
  const entry = join(scratch, 'entry.mts');
  writeFileSync(
    entry,
    `import { runWebHost } from ${JSON.stringify(join(repo, 'electron', 'web', 'run.ts'))};\n` +
      `await runWebHost({ root: ${JSON.stringify(root)}, argv: ['--data-dir', ${JSON.stringify(join(scratch, 'data'))}], env: process.env });\n`,
  );
  let printed = '';
  // Node itself with tsx's loader, not the tsx command: that command runs Node as a child,
  // which would outlive the kill below.
  host = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repo,
    env: {
      ...process.env,
      DISPLAY: ':99',
      PATH: `${bin}:${process.env.PATH}`,
      RIVER_TABLE_NO_BROWSER: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  host.stdout!.setEncoding('utf8').on('data', (chunk: string) => (printed += chunk));
  const url = await until(() => /River Table is at (\S+)/.exec(printed)?.[1]);
  const token = new URL(url).pathname.split('/')[1]!;
  const args = await until(() => (existsSync(given) ? readFileSync(given, 'utf8') : undefined));
  expect(args).not.toContain(token);

  // What the opener was given is a file only this user can read, leading to the app.
  const file = args.trim();
  expect(statSync(file).mode & 0o077).toBe(0);
  const entryUrl = /url=([^"]+)"/.exec(readFileSync(file, 'utf8'))![1]!;
  expect(entryUrl).not.toContain(token);
  // A page opened from a file is another site to the host: the browser says so.
  const crossSite = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' };
  const landing = await fetch(entryUrl, { headers: crossSite });
  expect(landing.status).toBe(200);
  expect(await landing.text()).toContain(`url=/${token}/`);
  // …once: the same way in a second time is nothing.
  const again = await fetch(entryUrl, { headers: crossSite });
  expect(again.status).toBeGreaterThanOrEqual(400);
  expect(await again.text()).not.toContain(token);
});
