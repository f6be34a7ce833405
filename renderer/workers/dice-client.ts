import type { ThrowRecord, ThrowRequest } from '../../shared/dice';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<
  number,
  { resolve: (r: ThrowRecord) => void; reject: (e: Error) => void }
>();

/** Simulates a throw in the physics worker and resolves with its record. */
export function simulateThrow(request: ThrowRequest): Promise<ThrowRecord> {
  if (!worker) {
    worker = new Worker(new URL('./dice.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (
      event: MessageEvent<{ id: number; record?: ThrowRecord; error?: string }>,
    ) => {
      const pending = waiting.get(event.data.id);
      if (!pending) return;
      waiting.delete(event.data.id);
      if (event.data.record) pending.resolve(event.data.record);
      else pending.reject(new Error(event.data.error ?? 'the dice could not be thrown'));
    };
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker!.postMessage({ id, request });
  });
}
