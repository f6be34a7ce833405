/**
 * Physical throws for a dedicated server, on worker threads. A throw is milliseconds of
 * cannon-es; on the thread that also reads every table's messages, each table would wait
 * for every other table's dice. The pool sends each throw to its least busy thread, so
 * the network thread stays free and the physics uses the machine's other cores. The same
 * seed gives the same record on any thread. The desktop app's own table throws in place.
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ThrowRecord, ThrowRequest } from '../../shared/dice';

/** Where a room's physical throws are run when not on its own thread. */
export interface DiceThrower {
  throw(request: ThrowRequest): Promise<ThrowRecord>;
  close(): Promise<void>;
}

interface Job {
  readonly resolve: (record: ThrowRecord) => void;
  readonly reject: (error: Error) => void;
}

interface Thread {
  readonly worker: Worker;
  readonly jobs: Map<number, Job>;
}

type Answer =
  | { readonly id: number; readonly record: ThrowRecord }
  | { readonly id: number; readonly error: string };

/**
 * The worker's file beside this one. Run from TypeScript (the dedicated server runs through
 * tsx, as do the tests), the thread compiles it as it loads, as tsx does for the server.
 */
function startThrowWorker(): Worker {
  const file = fileURLToPath(new URL('./throw-worker', import.meta.url));
  const typeScript = import.meta.url.endsWith('.ts');
  return typeScript
    ? new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(`${file}.ts`)});`, {
        eval: true,
      })
    : new Worker(`${file}.js`);
}

/** Threads beside the network thread: one fewer than the cores, at least one. */
export function defaultThrowThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

export function createThrowPool(
  size = defaultThrowThreads(),
  startWorker: () => Worker = startThrowWorker,
): DiceThrower {
  let nextId = 0;
  let closing = false;
  const threads: (Thread | null)[] = Array.from({ length: Math.max(1, size) }, () => null);

  const started = (slot: number): Thread => {
    const running = threads[slot];
    if (running) return running;
    const thread: Thread = { worker: startWorker(), jobs: new Map() };
    const fail = (error: Error): void => {
      if (threads[slot] === thread) threads[slot] = null;
      for (const job of thread.jobs.values()) job.reject(error);
      thread.jobs.clear();
    };
    thread.worker.on('message', (answer: Answer) => {
      const job = thread.jobs.get(answer.id);
      thread.jobs.delete(answer.id);
      if ('record' in answer) job?.resolve(answer.record);
      else job?.reject(new Error(answer.error));
    });
    thread.worker.on('error', fail);
    thread.worker.on('exit', (code) => {
      if (!closing) fail(new Error(`A dice thread stopped (exit code ${code}).`));
    });
    threads[slot] = thread;
    return thread;
  };

  const leastBusy = (): number => {
    let best = 0;
    for (let slot = 1; slot < threads.length; slot++)
      if ((threads[slot]?.jobs.size ?? 0) < (threads[best]?.jobs.size ?? 0)) best = slot;
    return best;
  };

  return {
    throw: (request) =>
      new Promise<ThrowRecord>((resolve, reject) => {
        if (closing) return reject(new Error('The dice threads are closed.'));
        const thread = started(leastBusy());
        const id = nextId++;
        thread.jobs.set(id, { resolve, reject });
        thread.worker.postMessage({ id, request });
      }),
    async close(): Promise<void> {
      closing = true;
      await Promise.all(
        threads.map(async (thread) => {
          if (!thread) return;
          for (const job of thread.jobs.values())
            job.reject(new Error('The dice threads are closed.'));
          await thread.worker.terminate();
        }),
      );
    },
  };
}
