import { Room } from '@colyseus/sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepTrying } from './keep-trying';

/** The seat waits two minutes for its person, as a server's seats do by default. */
const SEAT_WAIT_MS = 120_000;

/** What the client does when its socket closes abnormally (Room.connect's close handler). */
function socketClosed(room: Room): void {
  room.onDrop.invoke(1006, 'gone');
  (room as unknown as { handleReconnection(code: number): void }).handleReconnection(1006);
}

/**
 * A joined room whose network is gone: every try to reconnect opens a socket that closes a
 * moment later. The client's own retry loop runs as it does in a page, on fake time.
 */
function cutOff(): { room: Room; tries: () => number; left: () => boolean } {
  const room = new Room('table');
  let tries = 0;
  let left = false;
  Object.assign(room, {
    roomId: 'ABCDE12345',
    reconnectionToken: 'ABCDE12345:token',
    connection: {
      reconnect: () => {
        tries++;
        setTimeout(() => socketClosed(room), 50);
      },
    },
  });
  room.onLeave(() => (left = true));
  return { room, tries: () => tries, left: () => left };
}

const drop = socketClosed;

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a page whose connection dropped', () => {
  it('keeps trying for as long as its seat waits, not the client’s minute, then stops and says so', () => {
    const { room, tries, left } = cutOff();
    const seen: string[] = [];
    keepTrying(room, {
      seatWaitMs: () => SEAT_WAIT_MS,
      onTrying: (until) => seen.push(`trying for ${until - Date.now()} ms`),
      onGaveUp: () => seen.push('gave up'),
    });
    drop(room);
    expect(seen).toEqual([`trying for ${SEAT_WAIT_MS} ms`]);
    // Well past the minute after which the client would have stopped by itself.
    vi.advanceTimersByTime(SEAT_WAIT_MS - 5_000);
    expect(left()).toBe(false);
    const triedSoFar = tries();
    expect(triedSoFar).toBeGreaterThan(15);
    // Tries keep coming at most two seconds apart, to the end of the wait.
    vi.advanceTimersByTime(4_000);
    expect(tries()).toBeGreaterThanOrEqual(triedSoFar + 2);
    vi.advanceTimersByTime(1_000);
    expect(seen).toEqual([`trying for ${SEAT_WAIT_MS} ms`, 'gave up']);
    // Once the wait is over the page stops trying (the seat no longer waits for it), and a
    // last try failing on its way does not start the wait again.
    vi.advanceTimersByTime(3_000);
    expect(left()).toBe(true);
    expect(seen).toEqual([`trying for ${SEAT_WAIT_MS} ms`, 'gave up']);
    const atEnd = tries();
    vi.advanceTimersByTime(60_000);
    expect(tries()).toBe(atEnd);
  });

  it('keeps trying even when the connection drops in the first seconds after sitting down', () => {
    const { room, tries, left } = cutOff();
    keepTrying(room, { seatWaitMs: () => SEAT_WAIT_MS, onTrying: () => {}, onGaveUp: () => {} });
    Object.assign(room, { joinedAtTime: Date.now() });
    drop(room);
    vi.advanceTimersByTime(10_000);
    expect(left()).toBe(false);
    expect(tries()).toBeGreaterThan(0);
  });
});
