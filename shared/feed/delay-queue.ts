/**
 * The commentator's delay: items wait in arrival order and come out only once the delay
 * has passed since each arrived. Pure and keyed by the clock it is given, so it is tested
 * without waiting.
 */

export interface DelayQueue<T> {
  readonly delayMs: number;
  readonly waiting: readonly { readonly at: number; readonly item: T }[];
}

export const emptyDelayQueue = <T>(delayMs: number): DelayQueue<T> => ({ delayMs, waiting: [] });

export function enqueue<T>(queue: DelayQueue<T>, at: number, item: T): DelayQueue<T> {
  return { ...queue, waiting: [...queue.waiting, { at, item }] };
}

/**
 * A new delay applies to everything still waiting: a longer one holds items longer, a
 * shorter one still never lets an item out sooner than the new delay after it arrived.
 */
export const withDelay = <T>(queue: DelayQueue<T>, delayMs: number): DelayQueue<T> => ({
  ...queue,
  delayMs,
});

/**
 * The items whose delay has passed at `now`, oldest first, and the queue without them.
 * It stops at the first item still waiting, so order is kept even if the clock was
 * set back between arrivals.
 */
export function release<T>(queue: DelayQueue<T>, now: number): { queue: DelayQueue<T>; due: T[] } {
  const ready = queue.waiting.findIndex((w) => w.at + queue.delayMs > now);
  const count = ready === -1 ? queue.waiting.length : ready;
  return {
    queue: { ...queue, waiting: queue.waiting.slice(count) },
    due: queue.waiting.slice(0, count).map((w) => w.item),
  };
}
