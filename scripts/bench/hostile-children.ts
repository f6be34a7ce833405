/**
 * The hostile bench's other processes (a socket holder, the garbage clients): each runs a
 * script of this folder under tsx with its own descriptors, prints one JSON line a second
 * about itself, and is stopped by the bench, never left running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface Child<Report> {
  /** The newest line the child printed, once it has printed one. */
  latest(): Report | undefined;
  /** Asks the child to stop; resolves with its last report once it has exited. */
  stop(): Promise<Report | undefined>;
}

export function startChild<Report>(
  script: string,
  args: readonly (string | number)[],
): Child<Report> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(here, script), ...args.map(String)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  let latest: Report | undefined;
  createInterface({ input: child.stdout! }).on('line', (line) => {
    latest = JSON.parse(line) as Report;
  });
  return {
    latest: () => latest,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      return latest;
    },
  };
}

/** Resolves once `check` holds, or after `ms` regardless; says which. */
export async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end;) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}
