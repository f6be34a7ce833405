/**
 * The save store under hostile input and faults: paths from a save's content, a full disk,
 * unreadable files, a read-only folder, hostile files, crash leftovers.
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ThrowAction } from '../../shared/engine/contract';
import type { PigAction } from '../../shared/engine/testkit/pig';
import { MAX_SAVE_BYTES, type SaveFile } from '../../shared/saves/format';
import { createSaveStore } from './save-store';
import { writeByHand } from './test-support/envelope';
import { faultyFileSystem, type Faults } from './test-support/faulty-fs';
import { findGame, pigSave } from './test-support/pig-save';

let root: string;
let dir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'saves-faults-'));
  dir = join(root, 'home', 'user', 'config', 'saves');
  mkdirSync(dir, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const store = (faults: Faults = {}) =>
  createSaveStore({
    dir,
    findGame,
    now: () => new Date('2026-11-22T12:00:00Z'),
    fs: faultyFileSystem(faults),
  });

/** A legal Pig match of `n` moves that never ends: throw a 2, roll again, and so on. */
function pigMoves(n: number): PigAction[] {
  return Array.from({ length: n }, (_, i) =>
    i % 2 === 0 ? { type: 'throw', seat: 0, faces: [2] } : { type: 'roll', seat: 0 },
  );
}

function allFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

function idOf(result: { ok: boolean; value?: { id: string } }): string {
  if (!result.ok || !result.value) throw new Error('expected the save to be written');
  return result.value.id;
}

describe('save paths (issue 16 item 1)', () => {
  it('writes nothing outside the saves folder when a game id climbs out of it', () => {
    const victim = join(root, 'home', 'user', 'config', 'pwned-20261101100000000.json');
    writeFileSync(victim, 'a file of the person');
    const save = pigSave();
    const hostile: SaveFile = {
      ...save,
      record: { ...save.record, gameId: '../../../pwned' },
    };
    const result = store().autosave(hostile);
    expect(result.ok).toBe(false);
    expect(
      allFiles(root).filter((f) => !f.startsWith(join('home', 'user', 'config', 'saves'))),
    ).toEqual([join('home', 'user', 'config', 'pwned-20261101100000000.json')]);
    expect(readFileSync(victim, 'utf8')).toBe('a file of the person');
  });

  it('refuses an id that names a file outside the saves folder', async () => {
    writeByHand(join(root, 'home', 'user', 'config', 'outside.json'), pigSave());
    const result = await store().read('../outside');
    expect(result).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });
});

describe('a full disk (issue 16 item 2)', () => {
  it('never renames a short write over a good save, says the disk is full and saves on retry', async () => {
    const faults: Faults = {};
    const saves = store(faults);
    const id = idOf(saves.autosave(pigSave(pigMoves(3))));
    const good = readFileSync(join(dir, `${id}.json`), 'utf8');

    faults.spaceLeft = 1024;
    const longer = pigSave(pigMoves(80));
    const refused = saves.autosave(longer);
    expect(refused).toMatchObject({ ok: false, error: { code: 'disk-full' } });
    expect(!refused.ok && refused.error.message).toMatch(/disk is full.*kept/i);
    expect(readFileSync(join(dir, `${id}.json`), 'utf8')).toBe(good);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    faults.spaceLeft = undefined;
    expect(saves.autosave(longer).ok).toBe(true);
    const read = await saves.read(id);
    expect(read.ok && read.value.record.actions).toHaveLength(80);
  });

  it('loses and truncates no save however little space is left, and always says why', async () => {
    const faults: Faults = {};
    const saves = store(faults);
    const id = idOf(saves.autosave(pigSave(pigMoves(2))));
    let written = 2;
    for (let space = 0; space < 40_000; space += 997) {
      faults.spaceLeft = space;
      const next = written + 2;
      const result = saves.autosave(pigSave(pigMoves(next)));
      if (result.ok) written = next;
      else expect(result.error.code, `with ${space} bytes left`).toBe('disk-full');
      faults.spaceLeft = undefined;
      const read = await saves.read(id);
      expect(read.ok && read.value.record.actions.length, `with ${space} bytes left`).toBe(written);
      const listing = saves.list();
      expect(listing.ok && listing.value.damaged).toEqual([]);
    }
    expect(written, 'some autosaves fitted once there was room').toBeGreaterThan(2);
  });
});

describe('recovering saves (issue 16 items 3 and 4)', () => {
  it('lists a save that exists only as its backup, and Continue finds it', async () => {
    const saves = store();
    const id = idOf(saves.autosave(pigSave(pigMoves(5))));
    renameSync(join(dir, `${id}.json`), join(dir, `${id}.bak.json`));
    const fresh = store();
    const listing = fresh.list();
    expect(listing.ok && listing.value.saves.map((s) => s.id)).toEqual([id]);
    const latest = await fresh.latestAutosave();
    expect(latest.ok && latest.value?.record.actions).toHaveLength(5);
  });

  it('reports a save it cannot read as unreadable and moves nothing', async () => {
    const saves = store();
    const id = idOf(saves.autosave(pigSave(pigMoves(3))));
    saves.autosave(pigSave(pigMoves(4)));
    const before = allFiles(dir).sort();
    const locked = store({
      unreadable: (path) => (path.endsWith(`${id}.json`) ? 'EACCES' : undefined),
    });
    const result = await locked.read(id);
    expect(result).toMatchObject({ ok: false, error: { code: 'io' } });
    expect(!result.ok && result.error.message).toMatch(/could not be read.*EACCES/);
    expect(!result.ok && result.error.message).not.toMatch(/JSON|damaged/);
    const listing = locked.list();
    expect(listing.ok && listing.value.damaged).toEqual([
      { file: `${id}.json`, problem: expect.stringMatching(/could not be read.*EACCES/) },
    ]);
    expect(allFiles(dir).sort()).toEqual(before);
  });
});

describe('hostile files (issue 16 item 5)', () => {
  it('lists the other saves when one file is nested 100,000 deep', () => {
    const saves = store();
    saves.saveAs('Good game', pigSave());
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    writeFileSync(
      join(dir, 'deep.json'),
      `{"envelope":"river-table/save-file","sha256":"${'0'.repeat(64)}","save":${deep}}`,
    );
    const listing = saves.list();
    expect(listing.ok && listing.value.saves.map((s) => s.id)).toEqual(['good-game']);
    expect(listing.ok && listing.value.damaged.map((d) => d.file)).toEqual([
      expect.stringMatching(/^damaged\/deep/),
    ]);
  });

  it('lists the other saves when a damaged file cannot be moved out of a read-only folder', () => {
    store().saveAs('Good game', pigSave());
    writeFileSync(join(dir, 'broken.json'), '{"envelope":');
    const listing = store({ readOnly: true }).list();
    expect(listing.ok && listing.value.saves.map((s) => s.id)).toEqual(['good-game']);
    expect(listing.ok && listing.value.damaged).toEqual([
      { file: 'broken.json', problem: expect.stringMatching(/not valid JSON.*left where it is/) },
    ]);
    expect(readFileSync(join(dir, 'broken.json'), 'utf8')).toBe('{"envelope":');
  });
});

describe('validating on write (issue 16 item 6)', () => {
  const good = pigSave();
  const refusedSaves: [string, SaveFile, RegExp][] = [
    [
      'illegal moves',
      {
        ...good,
        record: {
          ...good.record,
          actions: [{ type: 'throw', seat: 0, faces: [9] } as ThrowAction],
        },
      },
      /Move 1 is not legal/,
    ],
    [
      'an unknown game',
      { ...good, record: { ...good.record, gameId: 'chess' } },
      /does not know \("chess"\)/,
    ],
    ['more than 16 MB', { ...good, throws: { '0': 'x'.repeat(MAX_SAVE_BYTES) } }, /larger than/],
  ];

  it.each(refusedSaves)('refuses to write a save with %s, as reading would', (_, save, why) => {
    const saves = store();
    for (const result of [saves.saveAs('Refused', save), saves.autosave(save)]) {
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
      expect(!result.ok && result.error.message).toMatch(why);
    }
    expect(allFiles(dir)).toEqual([]);
  });
});

describe('crash leftovers (issue 16 item 7)', () => {
  it('removes temporary files left by a crash when the store starts', () => {
    writeFileSync(join(dir, '.autosave-pig-20261101100000.json.0a1b2c3d.tmp'), '');
    writeFileSync(join(dir, '.autosave-pig-20261101100000.bak.json.ffee0011.tmp'), '{"env');
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    store();
    expect(readdirSync(dir)).toEqual(['notes.txt']);
  });
});
