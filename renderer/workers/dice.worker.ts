/// <reference lib="webworker" />
/** Physics runs here, so the table keeps drawing while a throw is simulated. */
import { throwDice, type ThrowRequest } from '../../shared/dice';

self.onmessage = (event: MessageEvent<{ id: number; request: ThrowRequest }>) => {
  const { id, request } = event.data;
  try {
    self.postMessage({ id, record: throwDice(request) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
