/**
 * A dedicated server's dice threads: a throw made there is the throw the table would make
 * in place, many at once each get their own, and a thread that dies costs only its throws.
 */
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { throwDice, type ThrowRequest } from '../../shared/dice';
import { CUP_TRAY } from '../../shared/dice';
import { trayFor } from '../../shared/games/trays';
import { createThrowPool, type DiceThrower } from './throw-pool';

const pools: DiceThrower[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});
const pool = (...args: Parameters<typeof createThrowPool>): DiceThrower => {
  const made = createThrowPool(...args);
  pools.push(made);
  return made;
};

const requests: ThrowRequest[] = [
  { dice: ['d6', 'd6', 'd6', 'd6'], seed: 'stakes:1', tray: trayFor('river-stakes', false) },
  {
    dice: ['d6', 'd6', 'd6', 'd6'],
    seed: 'stakes:2',
    tray: trayFor('river-stakes', false),
    gesture: { position: [0.2, 1.5, -0.4], velocity: [-1.5, 0.5, 3] },
  },
  { dice: ['d4', 'd6', 'd8', 'd10', 'd12'], seed: 'river:hole', tray: CUP_TRAY },
];

describe('the dice threads', () => {
  it('throw exactly what the table throws in place, from the same seed and hand', async () => {
    const threads = pool(2);
    for (const request of requests)
      expect(await threads.throw(request)).toEqual(throwDice(request));
  });

  it('answer many throws asked at once, each with its own record', async () => {
    const threads = pool(2);
    const many = Array.from({ length: 8 }, (_, i) => ({ ...requests[i % 3]!, seed: `many:${i}` }));
    const records = await Promise.all(many.map((r) => threads.throw(r)));
    records.forEach((record, i) => expect(record).toEqual(throwDice(many[i]!)));
  });

  it('refuse a throw the dice cannot make, with the reason, and go on throwing', async () => {
    const threads = pool(1);
    await expect(threads.throw({ dice: [], seed: 1 })).rejects.toThrow('A throw has 1 to 12 dice');
    expect(await threads.throw(requests[0]!)).toEqual(throwDice(requests[0]!));
  });

  it('refuse the throws of a thread that dies, and start another for the next', async () => {
    let started = 0;
    const threads = pool(1, () =>
      started++ === 0
        ? new Worker(
            `require('node:worker_threads').parentPort.on('message', () => process.exit(3));`,
            {
              eval: true,
            },
          )
        : createdReal(),
    );
    await expect(threads.throw(requests[0]!)).rejects.toThrow(
      'A dice thread stopped (exit code 3)',
    );
    expect(await threads.throw(requests[1]!)).toEqual(throwDice(requests[1]!));
    expect(started).toBe(2);
  });

  it('refuse throws once closed', async () => {
    const threads = createThrowPool(1);
    expect(await threads.throw(requests[0]!)).toEqual(throwDice(requests[0]!));
    await threads.close();
    await expect(threads.throw(requests[0]!)).rejects.toThrow('The dice threads are closed.');
  });
});

/** A real dice thread, started the way the pool starts its own. */
function createdReal(): Worker {
  const file = new URL('./throw-worker.ts', import.meta.url).pathname;
  return new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(file)});`, {
    eval: true,
  });
}
