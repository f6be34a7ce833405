/**
 * A page whose connection dropped tries to come back for as long as its seat waits for it,
 * and stops when the wait is over. The Colyseus client counts tries, not time: left as it
 * is, it gives up after 15 tries (about a minute) whatever the seat's wait, and it gives up
 * at once on a connection dropped in its first five seconds.
 */
import type { Room } from '@colyseus/sdk';

/** The longest pause between two tries: a page comes back within this once the network does. */
export const MOST_BETWEEN_TRIES_MS = 2000;

export interface Trying {
  /** How long the seat waits for a person who drops, in milliseconds (the table says). */
  readonly seatWaitMs: () => number;
  /** The connection dropped: the page tries until `until` (this page's clock). */
  readonly onTrying: (until: number) => void;
  /** The seat's wait is over and the page has stopped trying. */
  readonly onGaveUp: () => void;
}

/** Makes `room` keep trying through its seat's whole wait; returns how to stop watching. */
export function keepTrying(room: Room, trying: Trying): () => void {
  Object.assign(room.reconnection, {
    // Time, not a count, ends the tries: see the deadline below.
    maxRetries: Number.MAX_SAFE_INTEGER,
    maxDelay: MOST_BETWEEN_TRIES_MS,
    minUptime: 0,
  });
  let deadline: ReturnType<typeof setTimeout> | null = null;
  let gaveUp = false;
  const stopWaiting = (): void => {
    if (deadline !== null) clearTimeout(deadline);
    deadline = null;
  };
  // The client says "dropped" again at every try that fails: the wait starts at the first.
  const dropped = (): void => {
    if (deadline !== null || gaveUp) return;
    const waitMs = trying.seatWaitMs();
    trying.onTrying(Date.now() + waitMs);
    deadline = setTimeout(() => {
      deadline = null;
      gaveUp = true;
      // The client gives up at its next try, which would be refused by now anyway.
      room.reconnection.maxRetries = 0;
      trying.onGaveUp();
    }, waitMs);
  };
  room.onDrop(dropped);
  room.onReconnect(() => {
    stopWaiting();
    gaveUp = false;
    room.reconnection.maxRetries = Number.MAX_SAFE_INTEGER;
  });
  room.onLeave(stopWaiting);
  return stopWaiting;
}
