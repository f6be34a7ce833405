import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { playCorpusGame, type CorpusEvent } from '../../electron/online/fair-corpus';
import { FAIR_CORPUS_GAMES } from '../../electron/online/fair-corpus-games';
import { bundleEntry, ENGINES, findEngine, runBundle } from '../lib/engines';

/**
 * Zero false alarms wherever a guest's browser runs the check: the random events of whole
 * recorded games, verified by the same bundle in Node (V8, as Chromium), JavaScriptCore
 * (Safari) and SpiderMonkey (Firefox). CI installs all three; elsewhere a missing engine
 * is skipped with the reason.
 */
describe('fair dice verified in every JavaScript engine', () => {
  let events: CorpusEvent[] = [];
  let bundle = '';
  beforeAll(async () => {
    events = FAIR_CORPUS_GAMES.flatMap(playCorpusGame);
    bundle = await bundleEntry(fileURLToPath(new URL('./fair-verify.entry.ts', import.meta.url)));
  });

  for (const engine of ENGINES) {
    it(`verifies every recorded event in ${engine}`, (context) => {
      const found = findEngine(engine);
      if ('missing' in found) {
        if (process.env.CI) throw new Error(`CI must have ${engine}: ${found.missing}`);
        context.skip(found.missing);
      }
      expect(events.length).toBeGreaterThanOrEqual(1000);
      const { output } = runBundle(engine, bundle, JSON.stringify(events));
      console.log(`${engine}: ${output}`);
      expect(output).toBe(`${events.length} of ${events.length} random events verified`);
    });
  }
});
