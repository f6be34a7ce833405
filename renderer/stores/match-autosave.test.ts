// @vitest-environment happy-dom
/**
 * The autosave after every action: writes that could land out of order never run side by
 * side, and the last one written holds the newest game. (An older write landing last once
 * left a game on disk several moves behind the table.)
 */
import { afterEach, expect, it } from 'vitest';
import type { ThrowAction } from '../../shared/engine/contract';
import { newMatchRecord, type SeatInfo } from '../../shared/engine/record';
import { game as stakes } from '../../shared/games/river-stakes';
import { facts } from '../../shared/games/river-stakes/facts';
import type { SaveFile } from '../../shared/saves/format';
import type { AnyGameTable } from '../contract/game-table';
import { useMatch } from './match';

const SEATS: SeatInfo[] = [
  { name: 'Ada', kind: 'human', colour: '#aa3333' },
  { name: 'Basil', kind: 'human', colour: '#3333aa' },
];
const table = { game: stakes, facts } as unknown as AnyGameTable;
const throwOf = (seat: number, faces: number[]): ThrowAction => ({ type: 'throw', seat, faces });

interface Write {
  readonly save: SaveFile;
  land(): void;
}

/** A host whose autosave writes wait until the test lands them. */
function slowDisk(): { writes: Write[]; underWay: () => number } {
  const writes: Write[] = [];
  let landed = 0;
  const autosave = (save: SaveFile) =>
    new Promise((resolve) =>
      writes.push({
        save,
        land: () => {
          landed++;
          resolve({ ok: true, value: { id: 'autosave' } });
        },
      }),
    );
  (window as unknown as { riverTable: unknown }).riverTable = { saves: { autosave } };
  return { writes, underWay: () => writes.length - landed };
}

afterEach(() => {
  useMatch.getState().close();
  delete (window as unknown as { riverTable?: unknown }).riverTable;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('writes one autosave at a time, and the last one written is the newest game', async () => {
  const disk = slowDisk();
  useMatch.getState().start(table, newMatchRecord(stakes, { players: 2 }, 'order', SEATS));
  await settle();
  expect(disk.underWay()).toBe(1);

  // Both start throws while the first write is still on its way.
  expect(useMatch.getState().act(throwOf(0, [6, 5]))).toBe(true);
  expect(useMatch.getState().act(throwOf(1, [1, 2]))).toBe(true);
  await settle();
  expect(disk.underWay()).toBe(1);

  disk.writes[0]!.land();
  await settle();
  // One more write, of the game as it stands now: the two throws together.
  expect(disk.writes).toHaveLength(2);
  expect(disk.writes[1]!.save.record.actions).toHaveLength(2);
  disk.writes[1]!.land();
  await settle();
  expect(disk.writes).toHaveLength(2);
  expect(disk.underWay()).toBe(0);
});
