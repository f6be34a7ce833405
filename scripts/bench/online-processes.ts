/**
 * The processes the online bench runs its tables on: bench servers (online-server.ts,
 * answering questions over stdin and stdout) and a redis-server for the scale-out, each on a
 * free loopback port and each stopped by the bench when it is done.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startRedis, stop } from '../../electron/online/test-support/processes';
import { freePort } from '../../electron/online/test-support/free-port';
import type { Pace } from './online-limits';

const here = dirname(fileURLToPath(import.meta.url));

/** Every process the bench started and has not stopped: none may outlive a bench that fails. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});
function keep(child: ChildProcess): ChildProcess {
  running.add(child);
  child.once('exit', () => running.delete(child));
  return child;
}

export interface BenchServer {
  readonly port: number;
  ask<T>(question: 'memory' | 'cpu' | 'rooms'): Promise<T>;
  stop(): Promise<void>;
}

export interface ServerOptions {
  readonly keptIn: 'folder' | 'nowhere';
  readonly pace: Pace;
  readonly redisUrl?: string;
  /** Another checkout of the project whose server runs instead (ONLINE_BEFORE). */
  readonly checkout?: string;
}

/**
 * The Node flags a checkout's `npm run serve` gives its server (as `node <flags> --import
 * tsx scripts/serve.ts`), so each bench server runs as that checkout's dedicated server does.
 */
function serveNodeFlags(checkout: string): string[] {
  const manifest = JSON.parse(readFileSync(join(checkout, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const serve = /^node ((?:--\S+ )*)--import tsx /.exec(manifest.scripts?.serve ?? '');
  return serve ? serve[1]!.trim().split(' ').filter(Boolean) : [];
}

export async function startServer(options: ServerOptions): Promise<BenchServer> {
  const port = await freePort();
  // ONLINE_CPU_PROFILE=<folder>: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.ONLINE_CPU_PROFILE;
  const child = keep(
    spawn(
      process.execPath,
      [
        '--expose-gc',
        ...serveNodeFlags(options.checkout ?? join(here, '../..')),
        '--import',
        'tsx',
        ...(profile ? ['--cpu-prof', '--cpu-prof-dir', profile] : []),
        options.checkout
          ? join(options.checkout, 'scripts/bench/online-server.ts')
          : join(here, 'online-server.ts'),
        String(port),
        options.keptIn,
        options.pace,
        ...(options.redisUrl ? [options.redisUrl] : []),
      ],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
        ...(options.checkout ? { cwd: options.checkout } : {}),
      },
    ),
  );
  const answers = new EventEmitter();
  createInterface({ input: child.stdout! }).on('line', (line) => {
    // Anything else the server prints (a library's notice) is not an answer.
    if (!line.startsWith('{')) return;
    const message = JSON.parse(line) as Record<string, unknown>;
    for (const key of Object.keys(message)) answers.emit(key, message[key]);
  });
  const ask = <T>(question: string): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const done = (): void => {
        clearTimeout(timer);
        answers.off(question, answered);
        child.off('exit', exited);
      };
      const answered = (value: T): void => {
        done();
        resolve(value);
      };
      const exited = (code: number | null): void => {
        done();
        reject(new Error(`the bench server exited (${code}) before answering "${question}"`));
      };
      // A server too busy to answer within a minute has no figures worth having.
      const timer = setTimeout(() => {
        done();
        reject(new Error(`the bench server did not answer "${question}" within 60 s`));
      }, 60_000);
      answers.once(question, answered);
      child.once('exit', exited);
      if (question !== 'ready') child.stdin!.write(`${question}\n`);
    });
  await ask('ready');
  return {
    port,
    ask,
    stop: () => stopServer(child),
  };
}

/** Asks the server to close its tables; one that has not gone within 10 s is killed. */
async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.stdin!.write('stop\n');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

export interface BenchRedis {
  readonly url: string;
  /** CPU seconds the redis-server has used so far (from /proc). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** A redis-server on a free loopback port that keeps nothing on disk. */
export async function startBenchRedis(): Promise<BenchRedis> {
  const port = await freePort();
  const child = keep(await startRedis(port));
  return {
    url: `redis://127.0.0.1:${port}`,
    cpuSeconds: () => processCpuSeconds(child.pid!),
    stop: () => stop(child),
  };
}

/** Linux counts a process's CPU in clock ticks of 1/100 s (USER_HZ) in /proc/<pid>/stat. */
function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: state is the first, utime the 12th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
