/** Child processes for the multi-process tests: `npm run serve` servers and a real Redis. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const REDIS_SERVER = '/usr/bin/redis-server';
export const redisAvailable = existsSync(REDIS_SERVER);

/** Starts a process and resolves once a line of its output matches `ready`. */
function startUntil(
  command: string,
  args: readonly string[],
  ready: RegExp,
  env: Record<string, string> = {},
  timeoutMs = 30_000,
): Promise<ChildProcess> {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const listen = (chunk: Buffer): void => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout!.on('data', listen);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code}) before it was ready:\n${output}`));
    });
  });
}

export function startServe(
  port: number,
  tables: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  return startUntil(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/serve.ts',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--tables',
      tables,
    ],
    /serving online tables/,
    env,
  );
}

export function startRedis(port: number): Promise<ChildProcess> {
  return startUntil(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    /Ready to accept connections/,
  );
}

/** Stops a process this test started, and waits until it has gone. */
export function stop(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
