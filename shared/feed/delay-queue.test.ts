import { describe, expect, it } from 'vitest';
import { emptyDelayQueue, enqueue, release, withDelay } from './delay-queue';

const MINUTE = 60_000;

describe('the commentator delay', () => {
  const queue = enqueue(enqueue(emptyDelayQueue<string>(2 * MINUTE), 1000, 'a'), 5000, 'b');

  it('lets nothing out a millisecond before its delay has passed', () => {
    expect(release(queue, 1000 + 2 * MINUTE - 1).due).toEqual([]);
  });

  it('lets each item out once its own delay has passed, oldest first', () => {
    const first = release(queue, 1000 + 2 * MINUTE);
    expect(first.due).toEqual(['a']);
    expect(release(first.queue, 5000 + 2 * MINUTE - 1).due).toEqual([]);
    expect(release(first.queue, 5000 + 2 * MINUTE).due).toEqual(['b']);
    expect(release(queue, 10 * MINUTE).due).toEqual(['a', 'b']);
  });

  it('applies a new delay to what is still waiting', () => {
    expect(release(withDelay(queue, 5 * MINUTE), 1000 + 4 * MINUTE).due).toEqual([]);
    expect(release(withDelay(queue, MINUTE), 1000 + MINUTE).due).toEqual(['a']);
  });

  it('keeps the order when the clock went back between arrivals', () => {
    const odd = enqueue(enqueue(emptyDelayQueue<string>(MINUTE), 9000, 'first'), 2000, 'second');
    expect(release(odd, 2000 + MINUTE).due).toEqual([]);
    expect(release(odd, 9000 + MINUTE).due).toEqual(['first', 'second']);
  });
});
