/**
 * Checking a long save means replaying every move of its match, which for a 10,000-move
 * game takes long enough to stall the window. The replayer does that check in a worker
 * thread with the same verdict the save store would reach itself.
 */
import type { Worker } from 'node:worker_threads';
import { parentPort } from 'node:worker_threads';
import type { AnyGame } from '../../shared/engine/contract';
import type { SaveFile } from '../../shared/saves/format';
import { validateSave } from '../../shared/saves/validate';
import { openSave } from './save-envelope';

export type ReplayVerdict =
  | { readonly ok: true; readonly value: SaveFile }
  | { readonly ok: false; readonly problem: string; readonly tooNew?: boolean };

/** Checks a save file's bytes completely, replaying its moves; resolves to the verdict. */
export type SaveReplayer = (bytes: Uint8Array) => Promise<ReplayVerdict>;

const describeError = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** The whole check of a save file's bytes: envelope, checksum, shape and every move. */
export function checkSaveBytes(
  bytes: Uint8Array,
  findGame: (id: string) => AnyGame | undefined,
): ReplayVerdict {
  try {
    const opened = openSave(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    if (!opened.ok) return opened;
    const check = validateSave(opened.save, findGame);
    return check.ok ? { ok: true, value: check.save } : check;
  } catch (error) {
    return { ok: false, problem: `checking it failed (${describeError(error)}).` };
  }
}

/** The body of a replayer's worker thread: checks the save files it is sent, one by one. */
export function serveReplays(findGame: (id: string) => AnyGame | undefined): void {
  parentPort?.on('message', ({ id, bytes }: { id: number; bytes: Uint8Array }) => {
    parentPort?.postMessage({ id, verdict: checkSaveBytes(bytes, findGame) });
  });
}

interface Job {
  readonly resolve: (verdict: ReplayVerdict) => void;
  readonly reject: (error: Error) => void;
}

/**
 * A replayer on one worker thread, started by `startWorker` when first needed (the app
 * starts its built worker script; tests start the TypeScript one). A worker that fails
 * rejects the checks it had, so the store checks those saves itself; the next check starts
 * a new worker.
 */
export function createWorkerReplayer(
  startWorker: () => Worker,
): SaveReplayer & { close(): Promise<void> } {
  let worker: Worker | null = null;
  let nextId = 0;
  const jobs = new Map<number, Job>();

  const failAll = (error: Error): void => {
    for (const job of jobs.values()) job.reject(error);
    jobs.clear();
    worker = null;
  };

  const started = (): Worker => {
    if (worker) return worker;
    const fresh = startWorker();
    fresh.on('message', ({ id, verdict }: { id: number; verdict: ReplayVerdict }) => {
      jobs.get(id)?.resolve(verdict);
      jobs.delete(id);
      if (jobs.size === 0) fresh.unref();
    });
    fresh.on('error', (error) => failAll(error));
    fresh.on('exit', (code) => {
      if (worker === fresh) failAll(new Error(`The save checker stopped (exit code ${code}).`));
    });
    worker = fresh;
    return fresh;
  };

  const replay = (bytes: Uint8Array): Promise<ReplayVerdict> =>
    new Promise<ReplayVerdict>((resolve, reject) => {
      const id = nextId++;
      jobs.set(id, { resolve, reject });
      const thread = started();
      thread.ref();
      thread.postMessage({ id, bytes });
    });

  return Object.assign(replay, {
    async close(): Promise<void> {
      const running = worker;
      worker = null;
      if (running) await running.terminate();
    },
  });
}
