/**
 * Opens the web host in the person's default browser where there is one; says what to do
 * where there is none, and never fails for it. Any local user can read every process's
 * command line (`ps`), so the browser is opened at a file only this user can read, which
 * leads it to a one-use entry of the host (WebHost.oneTimeEntry): the token is on no
 * command line, and the entry is spent once the browser has used it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How long the file waits for the browser before it is removed. */
const PAGE_MS = 2 * 60_000;

type Env = Readonly<Record<string, string | undefined>>;

/** With no display, xdg-open would run a text browser inside this very terminal. */
export const hasBrowser = (platform: NodeJS.Platform, env: Env): boolean =>
  platform === 'darwin' || platform === 'win32' || Boolean(env.DISPLAY || env.WAYLAND_DISPLAY);

export function browserCommand(
  platform: NodeJS.Platform,
  env: Env,
  target: string,
): readonly [string, readonly string[]] | null {
  if (!hasBrowser(platform, env)) return null;
  if (platform === 'darwin') return ['open', [target]];
  if (platform === 'win32') return ['cmd', ['/c', 'start', '""', target]];
  return ['xdg-open', [target]];
}

/**
 * A page in a new private folder (only this user may enter it; the file only this user may
 * read) that sends the browser on to `entry`. It is removed after two minutes, or by `remove`.
 */
export function entryPage(entry: string): { readonly file: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'river-table-'));
  const file = join(folder, 'open.html');
  writeFileSync(
    file,
    `<!doctype html><meta charset="utf-8"><title>River Table</title>` +
      `<meta http-equiv="refresh" content="0;url=${entry}">` +
      `<p>Opening River Table… <a href="${entry}">Open it</a>.</p>\n`,
    { mode: 0o600 },
  );
  const remove = (): void => {
    clearTimeout(timer);
    rmSync(folder, { recursive: true, force: true });
  };
  const timer = setTimeout(remove, PAGE_MS);
  timer.unref();
  return { file, remove };
}

export function openBrowser(command: readonly [string, readonly string[]] | null): void {
  const advice = 'Open the address above in your browser.';
  if (!command) return console.log(advice);
  const [program, args] = command;
  try {
    const child = spawn(program, args, { detached: true, stdio: 'ignore' });
    child.on('error', () => console.log(`No browser could be opened here (${program}). ${advice}`));
    child.unref();
  } catch {
    console.log(advice);
  }
}
