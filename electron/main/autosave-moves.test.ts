/**
 * Issue 16 item 8: the renderer's autosaves send only the moves made since the last one,
 * and whatever happens in between (a take-back, another match, main restarting, a full
 * disk) the file written holds the whole match.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PigAction } from '../../shared/engine/testkit/pig';
import type { IpcResult } from '../../shared/ipc/result';
import type { AutosaveMoves } from '../../shared/saves/autosave-moves';
import { createAutosaveSender } from '../../shared/saves/autosave-sender';
import type { SaveFile, SaveSummary } from '../../shared/saves/format';
import { createSaveStore, type SaveStore } from './save-store';
import { faultyFileSystem, type Faults } from './test-support/faulty-fs';
import { findGame, pigSave } from './test-support/pig-save';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'autosave-moves-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const move = (i: number): PigAction =>
  i % 2 === 0 ? { type: 'throw', seat: 0, faces: [2] } : { type: 'roll', seat: 0 };

/** A sender wired to `store` as the preload wires it to main, counting what it sends. */
function senderTo(store: () => SaveStore) {
  const sent = { whole: 0, moves: 0, movesSent: 0 };
  // Every call crosses "IPC": the store gets its own copy, as it would from Electron.
  const autosave = createAutosaveSender({
    whole: (save: SaveFile): Promise<IpcResult<SaveSummary>> => {
      sent.whole++;
      return Promise.resolve(store().autosave(structuredClone(save)));
    },
    moves: (moves: AutosaveMoves): Promise<IpcResult<SaveSummary>> => {
      sent.moves++;
      sent.movesSent += moves.save.record.actions.length;
      return Promise.resolve(store().autosaveMoves(structuredClone(moves)));
    },
  });
  return { autosave, sent };
}

/** A match as the match store keeps it: each move appended to a new list, moves shared. */
function growing(base: SaveFile = pigSave([])) {
  let actions: PigAction[] = [];
  return {
    next(): SaveFile {
      actions = [...actions, move(actions.length)];
      return pigSave(actions, base.name);
    },
    takeBack(): SaveFile {
      actions = actions.slice(0, -1);
      return pigSave(actions, base.name);
    },
  };
}

async function movesOnDisk(store: SaveStore, id: string): Promise<number> {
  const read = await store.read(id);
  if (!read.ok) throw new Error(read.error.message);
  return read.value.record.actions.length;
}

describe('autosaving only the new moves', () => {
  it('sends each move once after the first save, and the file holds the whole match', async () => {
    const store = createSaveStore({ dir, findGame });
    const { autosave, sent } = senderTo(() => store);
    const match = growing();
    let id = '';
    for (let n = 1; n <= 40; n++) {
      const result = await autosave(match.next());
      if (!result.ok) throw new Error(result.error.message);
      id = result.value.id;
    }
    expect(sent).toEqual({ whole: 1, moves: 39, movesSent: 39 });
    expect(await movesOnDisk(store, id)).toBe(40);
  });

  it('sends the whole save after a take-back, and then only new moves again', async () => {
    const store = createSaveStore({ dir, findGame });
    const { autosave, sent } = senderTo(() => store);
    const match = growing();
    for (let n = 0; n < 5; n++) await autosave(match.next());
    const back = await autosave(match.takeBack());
    await autosave(match.next());
    expect(sent.whole).toBe(2);
    expect(back.ok && (await movesOnDisk(store, back.value.id))).toBe(5);
  });

  it('sends the whole save when main holds another match or was restarted', async () => {
    let store = createSaveStore({ dir, findGame });
    const { autosave, sent } = senderTo(() => store);
    const match = growing();
    await autosave(match.next());
    await autosave(match.next());
    const other = pigSave([move(0)]);
    store.autosave({
      ...other,
      record: { ...other.record, startedAt: '2026-11-02T10:00:00.000Z' },
    });
    const afterOther = await autosave(match.next());
    store = createSaveStore({ dir, findGame });
    const afterRestart = await autosave(match.next());
    expect(sent).toMatchObject({ whole: 3, moves: 3 });
    expect(afterOther.ok && (await movesOnDisk(store, afterOther.value.id))).toBe(4);
    expect(afterRestart.ok).toBe(true);
  });

  it('sends the whole save again after an autosave the full disk refused', async () => {
    const faults: Faults = {};
    const store = createSaveStore({ dir, findGame, fs: faultyFileSystem(faults) });
    const { autosave, sent } = senderTo(() => store);
    const match = growing();
    await autosave(match.next());
    faults.spaceLeft = 0;
    expect(await autosave(match.next())).toMatchObject({ ok: false, error: { code: 'disk-full' } });
    faults.spaceLeft = undefined;
    const retried = await autosave(match.next());
    expect(sent.whole).toBe(2);
    expect(retried.ok && (await movesOnDisk(store, retried.value.id))).toBe(3);
  });

  it('refuses moves that do not follow the ones main holds, and illegal new moves', () => {
    const store = createSaveStore({ dir, findGame });
    store.autosave(pigSave([move(0), move(1)]));
    const withMoves = (save: SaveFile, actions: PigAction[]): SaveFile => ({
      ...save,
      record: { ...save.record, actions },
    });
    const gap = withMoves(pigSave([0, 1, 2, 3].map(move)), [move(3)]);
    expect(store.autosaveMoves({ from: 3, save: gap })).toMatchObject({
      ok: false,
      error: { code: 'stale' },
    });
    const cheat = withMoves(pigSave([0, 1, 2].map(move)), [{ type: 'throw', seat: 0, faces: [9] }]);
    const refused = store.autosaveMoves({ from: 2, save: cheat });
    expect(refused).toMatchObject({ ok: false, error: { code: 'invalid-argument' } });
    expect(!refused.ok && refused.error.message).toMatch(/Move 3 is not legal/);
  });
});
