import type { ThrowRecord, ThrowRequest } from '../../shared/dice';
import { workerClient } from './worker-client';

const simulate = workerClient<ThrowRequest, ThrowRecord>(
  'The dice physics worker',
  () => new Worker(new URL('./dice.worker.ts', import.meta.url), { type: 'module' }),
);

/** Simulates a throw in the physics worker and resolves with its record. */
export function simulateThrow(request: ThrowRequest): Promise<ThrowRecord> {
  return simulate(request);
}
