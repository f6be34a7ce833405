/**
 * Opens an address in the person's default browser where there is one; says what to do
 * where there is none, and never fails for it.
 */
import { spawn } from 'node:child_process';

export function browserCommand(
  platform: NodeJS.Platform,
  env: Readonly<Record<string, string | undefined>>,
  url: string,
): readonly [string, readonly string[]] | null {
  if (platform === 'darwin') return ['open', [url]];
  if (platform === 'win32') return ['cmd', ['/c', 'start', '""', url]];
  // With no display, xdg-open would run a text browser inside this very terminal.
  if (!env.DISPLAY && !env.WAYLAND_DISPLAY) return null;
  return ['xdg-open', [url]];
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
