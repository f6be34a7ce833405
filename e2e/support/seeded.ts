import type { Page } from '@playwright/test';

/**
 * Makes the page's randomness come from `seed`: the dice seeds the table draws and the
 * match seeds of new games, so a spec plays the same game every run (given the same
 * clicks). Only the page's own `crypto` is replaced; the physics and the engines are the
 * app's. Call before the page first opens the app.
 */
export async function fixSeed(page: Page, seed: number): Promise<void> {
  await page.addInitScript((start: number) => {
    // mulberry32: small, fast and good enough to choose dice seeds.
    let a = start >>> 0;
    const next = (): number => {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return (t ^ (t >>> 14)) >>> 0;
    };
    Object.defineProperty(crypto, 'getRandomValues', {
      value: <T extends ArrayBufferView | null>(array: T): T => {
        if (array instanceof Uint32Array) for (let i = 0; i < array.length; i++) array[i] = next();
        else if (array instanceof Uint8Array)
          for (let i = 0; i < array.length; i++) array[i] = next() & 0xff;
        return array;
      },
    });
    Object.defineProperty(crypto, 'randomUUID', {
      value: () =>
        `${next().toString(16).padStart(8, '0')}-0000-4000-8000-${next().toString(16).padStart(12, '0')}`,
    });
  }, seed);
}
