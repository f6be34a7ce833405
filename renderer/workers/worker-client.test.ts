import { describe, expect, it } from 'vitest';
import { answerQuestions, workerClient, type WorkerLike, type WorkerScope } from './worker-client';

/** A worker and its global scope wired together in one thread, with ways to make it fail. */
function fakeWorker(answer: (q: number) => number): WorkerLike & {
  crash(message: string): void;
  garble(): void;
  terminated: boolean;
} {
  const scope: WorkerScope = {
    onmessage: null,
    postMessage: (message) =>
      queueMicrotask(() => worker.onmessage?.({ data: message } as MessageEvent)),
  };
  answerQuestions(scope, answer);
  const worker = {
    terminated: false,
    onmessage: null as WorkerLike['onmessage'],
    onerror: null as WorkerLike['onerror'],
    onmessageerror: null as WorkerLike['onmessageerror'],
    postMessage(message: unknown) {
      queueMicrotask(() => scope.onmessage?.({ data: message } as MessageEvent));
    },
    terminate() {
      worker.terminated = true;
    },
    crash(message: string) {
      worker.onerror?.({ message, preventDefault() {} } as ErrorEvent);
    },
    garble() {
      worker.onmessageerror?.({} as MessageEvent);
    },
  };
  return worker;
}

describe('the typed worker channel', () => {
  it('gives each call its own answer', async () => {
    const ask = workerClient<number, number>('The test worker', () => fakeWorker((q) => q * 2));
    await expect(Promise.all([ask(1), ask(2), ask(3)])).resolves.toEqual([2, 4, 6]);
  });

  it('rejects a call whose question the worker could not answer, with its reason', async () => {
    const ask = workerClient<number, number>('The test worker', () =>
      fakeWorker(() => {
        throw new Error('No hard computer player for "chess".');
      }),
    );
    await expect(ask(1)).rejects.toThrow('No hard computer player for "chess".');
  });

  it('rejects every waiting call when the worker fails, then starts a fresh worker', async () => {
    const started: ReturnType<typeof fakeWorker>[] = [];
    const ask = workerClient<number, number>('The test worker', () => {
      const worker = fakeWorker((q) => q + 1);
      worker.postMessage = () => {}; // never answers: only an error can settle a call
      started.push(worker);
      return worker;
    });
    const waiting = [ask(1), ask(2)];
    started[0]!.crash('Uncaught SyntaxError in bot.worker.js');
    for (const call of waiting)
      await expect(call).rejects.toThrow(
        'The test worker failed: Uncaught SyntaxError in bot.worker.js',
      );
    expect(started[0]!.terminated).toBe(true);
    void ask(3).catch(() => {});
    expect(started).toHaveLength(2);
  });

  it('rejects every waiting call when an answer cannot be read', async () => {
    let worker: ReturnType<typeof fakeWorker> | null = null;
    const ask = workerClient<number, number>('The test worker', () => {
      worker = fakeWorker((q) => q);
      worker.postMessage = () => {};
      return worker;
    });
    const call = ask(1);
    worker!.garble();
    await expect(call).rejects.toThrow('The test worker failed: an answer could not be read');
  });
});
