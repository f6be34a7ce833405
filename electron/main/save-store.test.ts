import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ThrowAction } from '../../shared/engine/contract';
import { MAX_SAVE_BYTES, type SaveFile } from '../../shared/saves/format';
import { createSaveStore, stemFromName } from './save-store';
import { writeByHand } from './test-support/envelope';
import { findGame, pigSave } from './test-support/pig-save';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'saves-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const store = () => createSaveStore({ dir, findGame, now: () => new Date('2026-11-22T12:00:00Z') });

/** Every file under the saves folder whose bytes equal `content`. */
function copiesOf(content: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.json') && readFileSync(join(dir, f), 'utf8') === content,
  );
}

describe('save store', () => {
  it('saves, lists, reads, renames and removes', async () => {
    const saves = store();
    const saved = saves.saveAs('Evening game', pigSave());
    expect(saved).toMatchObject({
      ok: true,
      value: {
        id: 'evening-game',
        name: 'Evening game',
        players: ['Ada', 'Basil'],
        turnLabel: 'Move 1',
        autosave: false,
      },
    });
    const listing = saves.list();
    expect(listing.ok && listing.value.saves.map((s) => s.id)).toEqual(['evening-game']);
    const read = await saves.read('evening-game');
    expect(read.ok && read.value.record.actions).toEqual([{ type: 'throw', seat: 0, faces: [4] }]);
    expect(await saves.rename('evening-game', 'Friday rematch')).toMatchObject({
      ok: true,
      value: { id: 'evening-game', name: 'Friday rematch' },
    });
    expect(saves.remove('evening-game')).toEqual({ ok: true, value: null });
    expect(await saves.read('evening-game')).toMatchObject({
      ok: false,
      error: { code: 'not-found' },
    });
  });

  it('never overwrites a different save with the same name', () => {
    const saves = store();
    saves.saveAs('Duel', pigSave());
    const second = saves.saveAs('Duel', pigSave([], 'Duel'));
    expect(second.ok && second.value.id).toBe('duel-2');
    expect(readdirSync(dir).filter((f) => f.endsWith('.json') && !f.includes('.bak'))).toHaveLength(
      2,
    );
  });

  it('turns any name into a safe file stem inside the folder', () => {
    for (const name of [
      '../../etc/passwd',
      '..\\..\\win.ini',
      '/abs/path',
      'CON',
      'ÉtÉ à Paris ✨',
      '   ',
      '....',
      'a'.repeat(300),
      'autosave-trick',
    ]) {
      const stem = stemFromName(name);
      expect(stem).toMatch(/^[a-z0-9-]+$/);
      expect(stem.length).toBeLessThanOrEqual(60);
      expect(stem.startsWith('autosave-')).toBe(false);
    }
    expect(stemFromName('ÉtÉ à Paris ✨')).toBe('ete-a-paris');
    const saves = store();
    const result = saves.saveAs('../../escape', pigSave());
    expect(result.ok && existsSync(join(dir, `${result.value.id}.json`))).toBe(true);
  });

  it('keeps the previous generation as a backup and restores it when the latest is damaged', async () => {
    const saves = store();
    const first = saves.autosave(pigSave([{ type: 'throw', seat: 0, faces: [3] }]));
    const id = first.ok ? first.value.id : '';
    saves.autosave(
      pigSave([
        { type: 'throw', seat: 0, faces: [3] },
        { type: 'hold', seat: 0 },
      ]),
    );
    writeFileSync(
      join(dir, `${id}.json`),
      '{"envelope":"river-table/save-file","sha256":"abc","sa',
    );
    const read = await saves.read(id);
    expect(read.ok && read.value.record.actions).toHaveLength(1);
    const listing = saves.list();
    expect(listing.ok && listing.value.damaged[0]?.problem).toMatch(
      /previous version was restored/,
    );
  });

  const badFiles: [string, () => string, RegExp][] = [
    [
      'truncated JSON',
      () =>
        JSON.stringify({ envelope: 'river-table/save-file', sha256: 'x', save: pigSave() }).slice(
          0,
          120,
        ),
      /not valid JSON/,
    ],
    ['an empty file', () => '', /empty/],
    ['not a save at all', () => JSON.stringify({ hello: 'world' }), /not a River Table save file/],
    [
      'a hand-edited save',
      () =>
        JSON.stringify({
          envelope: 'river-table/save-file',
          sha256: '0'.repeat(64),
          save: pigSave(),
        }),
      /changed outside River Table/,
    ],
  ];
  it.each(badFiles)(
    'refuses %s with a clear message and keeps the file aside',
    async (_label, content, message) => {
      const bytes = content();
      writeFileSync(join(dir, 'bad.json'), bytes);
      const result = await store().read('bad');
      expect(result).toMatchObject({ ok: false, error: { code: 'damaged' } });
      expect(!result.ok && result.error.message).toMatch(message);
      expect(copiesOf(bytes).some((f) => f.startsWith('damaged/'))).toBe(true);
      expect(existsSync(join(dir, 'bad.json'))).toBe(false);
    },
  );

  it('refuses an oversized file before reading it', async () => {
    writeFileSync(join(dir, 'huge.json'), Buffer.alloc(MAX_SAVE_BYTES + 1, 32));
    const result = await store().read('huge');
    expect(!result.ok && result.error.message).toMatch(/larger than any real save/);
    expect(readdirSync(join(dir, 'damaged')).some((f) => f.startsWith('huge'))).toBe(true);
  });

  it('refuses a save from a newer version and leaves it where it is', async () => {
    const bytes = writeByHand(join(dir, 'future.json'), { ...pigSave(), formatVersion: 99 });
    const result = await store().read('future');
    expect(result).toMatchObject({ ok: false, error: { code: 'too-new' } });
    expect(!result.ok && result.error.message).toMatch(/newer River Table/);
    expect(readFileSync(join(dir, 'future.json'), 'utf8')).toBe(bytes);
  });

  it('refuses a save whose snapshot disagrees with its moves', async () => {
    const saves = store();
    const honest = pigSave();
    const forged: SaveFile = {
      ...honest,
      snapshot: {
        ...honest.snapshot,
        state: { ...(honest.snapshot.state as object), banked: [19, 0] },
      },
    };
    writeByHand(join(dir, 'forged.json'), forged);
    const result = await saves.read('forged');
    expect(!result.ok && result.error.message).toMatch(/snapshot does not match/);
  });

  it('refuses a save whose moves are illegal, naming the move', async () => {
    const saves = store();
    const good = pigSave();
    writeByHand(join(dir, 'cheat.json'), {
      ...good,
      record: { ...good.record, actions: [{ type: 'throw', seat: 0, faces: [9] } as ThrowAction] },
    });
    const result = await saves.read('cheat');
    expect(!result.ok && result.error.message).toMatch(/Move 1 is not legal: A d6 cannot show 9/);
  });

  it('sets a damaged autosave aside instead of writing over it', () => {
    const saves = store();
    const first = saves.autosave(pigSave());
    const id = first.ok ? first.value.id : '';
    writeFileSync(join(dir, `${id}.json`), 'garbage');
    saves.autosave(pigSave());
    expect(copiesOf('garbage')).toEqual([expect.stringMatching(/^damaged\//)]);
  });

  it('finds the most recent autosave for Continue', async () => {
    let clock = 0;
    const saves = createSaveStore({
      dir,
      findGame,
      now: () => new Date(Date.UTC(2026, 10, 22, 12, clock++)),
    });
    saves.autosave(pigSave());
    const other = pigSave([]);
    saves.autosave({
      ...other,
      record: { ...other.record, startedAt: '2026-11-02T10:00:00.000Z' },
    });
    const latest = await saves.latestAutosave();
    expect(latest.ok && latest.value?.record.startedAt).toBe('2026-11-02T10:00:00.000Z');
  });
});
