import {
  appendFileSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BaseAction } from '../../shared/engine/contract';
import { findEntry } from '../../shared/games/registry';
import type { GestureMessage } from '../../shared/online/protocol';
import { newCode, newSecret } from './codes';
import { OnlineMatch } from './online-match';
import type { SavedTable } from './saved-table';
import { people } from './test-support/tables';
import { FolderTableStore } from './table-store';

/** Each save is awaited here, flush and all: a second's wait for each would only slow the test. */
const FLUSH_SOON_MS = 5;

/** Every throw by hand: its gesture is kept with the table, line by line. */
const HAND: GestureMessage = { position: [-3, 2.4, 0.5], velocity: [6, 1.5, -0.8] };

let folder: string;
let store: FolderTableStore;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'river-store-'));
  store = new FolderTableStore(folder, FLUSH_SOON_MS);
});
afterEach(() => rm(folder, { recursive: true, force: true }));

/** A River Stakes table played `moves` actions in, saved after each one as the room does. */
async function played(moves: number): Promise<{ match: OnlineMatch; saves: SavedTable[] }> {
  const match = OnlineMatch.start(findEntry('river-stakes')!, {
    code: newCode(),
    secret: newSecret(),
    keys: [newCode(), newCode()],
    hostSeat: 0,
    dice: 'physical',
    config: {},
    seats: people(2),
  });
  const saves = [match.saved()];
  await store.save(saves[0]!);
  for (let i = 0; i < moves; i++) {
    const pending = match.pending();
    if (pending.kind === 'end') throw new Error('the match ended before the moves asked for');
    const outcome =
      pending.kind === 'throw'
        ? match.throwBy(pending.seat, HAND)
        : match.decide(
            pending.seats[0]!,
            match.tableFor(pending.seats[0]!, []).legal[0] as BaseAction,
          );
    expect(outcome.ok).toBe(true);
    saves.push(match.saved());
    await store.save(saves.at(-1)!);
  }
  return { match, saves };
}

const fileOf = (code: string): string => join(folder, `${code}.jsonl`);

describe('the folder a dedicated server keeps its tables in', () => {
  it('adds one line per action and reads back the table as last saved', async () => {
    const { match, saves } = await played(12);
    const lines = readFileSync(fileOf(match.code), 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(1 + 12);
    // A line after an action holds that action, not the match again.
    expect(lines.at(-1)!.length).toBeLessThan(lines[0]!.length);
    expect(await store.load(match.code)).toEqual(saves.at(-1));
  });

  it('a line cut short by a crash leaves the table as the save before it', async () => {
    const { match, saves } = await played(6);
    const file = fileOf(match.code);
    const whole = readFileSync(file, 'utf8');
    const lastLine = whole.trimEnd().split('\n').at(-1)!;
    writeFileSync(file, whole.slice(0, whole.length - 1 - lastLine.length));
    appendFileSync(file, lastLine.slice(0, lastLine.length / 2));
    const fresh = new FolderTableStore(folder, FLUSH_SOON_MS);
    expect(await fresh.load(match.code)).toEqual(saves.at(-2));
    // The next save after a restart writes the whole table again over the cut line.
    await fresh.save(saves.at(-1)!);
    expect(readFileSync(file, 'utf8').trimEnd().split('\n')).toHaveLength(1);
    expect(await new FolderTableStore(folder, FLUSH_SOON_MS).load(match.code)).toEqual(
      saves.at(-1),
    );
  });

  it('a journal cut off before its first line landed is no table: cleared once old, never reported unreadable', async () => {
    const empty = newCode();
    const cut = newCode();
    writeFileSync(fileOf(empty), '');
    const { saves } = await played(0);
    writeFileSync(fileOf(cut), JSON.stringify({ table: saves[0] }).slice(0, 200));
    const fresh = new FolderTableStore(folder, FLUSH_SOON_MS);
    // Just made, either may be another server's table whose first line is on its way.
    expect(await fresh.load(empty)).toBeUndefined();
    expect(await fresh.load(cut)).toBeUndefined();
    expect((await fresh.list()).sort()).toEqual([saves[0]!.code, empty, cut].sort());
    const anHourAgo = new Date(Date.now() - 3_600_000);
    for (const code of [empty, cut]) utimesSync(fileOf(code), anHourAgo, anHourAgo);
    expect(await fresh.load(empty)).toBeUndefined();
    expect(await fresh.load(cut)).toBeUndefined();
    expect(await fresh.list()).toEqual([saves[0]!.code]);
  });

  it('keeps a new table in its journal from the first save, and nothing else in the folder', async () => {
    const { match, saves } = await played(2);
    expect(readdirSync(folder)).toEqual([`${match.code}.jsonl`]);
    expect(await new FolderTableStore(folder, FLUSH_SOON_MS).load(match.code)).toEqual(
      saves.at(-1),
    );
  });

  it('a save of a table whose file is already there, not read here, writes the whole table over it', async () => {
    const { match, saves } = await played(3);
    await store.release(match.code);
    await new FolderTableStore(folder, FLUSH_SOON_MS).save(saves.at(-1)!);
    expect(readFileSync(fileOf(match.code), 'utf8').trimEnd().split('\n')).toHaveLength(1);
    expect(await new FolderTableStore(folder, FLUSH_SOON_MS).load(match.code)).toEqual(
      saves.at(-1),
    );
  });

  it('a seat taken under a new name writes the whole table again', async () => {
    const { match } = await played(3);
    match.rename(1, 'Ada');
    await store.save(match.saved());
    expect(readFileSync(fileOf(match.code), 'utf8').trimEnd().split('\n')).toHaveLength(1);
    expect((await store.load(match.code))!.record.seats[1]!.name).toBe('Ada');
  });

  it('still reads a table an earlier version kept as one JSON file, and replaces it', async () => {
    const { match, saves } = await played(4);
    await store.release(match.code);
    const older = saves.at(-1)!;
    await rm(fileOf(match.code));
    writeFileSync(join(folder, `${match.code}.json`), JSON.stringify(older));
    const fresh = new FolderTableStore(folder, FLUSH_SOON_MS);
    expect(await fresh.list()).toEqual([match.code]);
    expect(await fresh.load(match.code)).toEqual(older);
    await fresh.save(older);
    expect(readdirSync(folder)).toEqual([`${match.code}.jsonl`]);
  });
});
