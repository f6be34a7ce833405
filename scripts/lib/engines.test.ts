import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { Random } from '../../shared/engine/random';
import { bundleEntry, ENGINES, findEngine, runBundle } from './engines';

const entry = (name: string): string =>
  fileURLToPath(new URL(`../engines/${name}.entry.ts`, import.meta.url));

/** The same draws, made here in this process without the runner. */
function drawsHere(seed: string): string {
  const random = Random.fromSeed(seed);
  return JSON.stringify({
    uint32: Array.from({ length: 4 }, () => random.uint32()),
    float: Array.from({ length: 4 }, () => random.float()),
  });
}

describe('running one entry in every JavaScript engine', () => {
  let engineName = '';
  let random = '';
  beforeAll(async () => {
    [engineName, random] = await Promise.all([
      bundleEntry(entry('engine-name')),
      bundleEntry(entry('random')),
    ]);
  });

  for (const engine of ENGINES) {
    it(`runs in ${engine} itself, printing only the entry's answer`, (context) => {
      const found = findEngine(engine);
      if ('missing' in found) context.skip(found.missing);
      expect(runBundle(engine, engineName, '').output).toBe(engine);
    });

    it(`reports ${engine}'s own words when the entry fails there`, (context) => {
      const found = findEngine(engine);
      if ('missing' in found) context.skip(found.missing);
      expect(() => runBundle(engine, 'throw new Error("no entry here");', '')).toThrow(
        new RegExp(`${engine} failed \\(exit \\d+\\):[^]*no entry here`),
      );
    });

    it(`gives in ${engine} the seeded generator's first draws as Node computes them`, (context) => {
      const found = findEngine(engine);
      if ('missing' in found) context.skip(found.missing);
      for (const seed of ['throw:1', 'river table']) {
        expect(runBundle(engine, random, seed).output).toBe(drawsHere(seed));
      }
    });
  }

  it('says which engine is missing and how to install it', () => {
    const saved = process.env.JSC_PATH;
    process.env.JSC_PATH = '/nowhere/jsc';
    try {
      expect(findEngine('jsc')).toEqual({
        missing: expect.stringContaining('libjavascriptcoregtk-4.0-bin') as unknown,
      });
      expect(() => runBundle('jsc', random, '')).toThrow(/jsc not found/);
    } finally {
      if (saved === undefined) delete process.env.JSC_PATH;
      else process.env.JSC_PATH = saved;
    }
  });
});
