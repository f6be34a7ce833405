/**
 * A thread of a dedicated server's throw pool (throw-pool.ts): it runs the shared cannon-es
 * throw for each request and answers with its record, or with why it could not.
 */
import { parentPort } from 'node:worker_threads';
import { throwDice, type ThrowRequest } from '../../shared/dice';

parentPort!.on('message', ({ id, request }: { id: number; request: ThrowRequest }) => {
  try {
    parentPort!.postMessage({ id, record: throwDice(request) });
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  }
});
