/** Real saves of the tiny Pig test game, for the save store's tests and its crash test. */
import { newMatchRecord } from '../../../shared/engine/record';
import { makePig, type PigAction } from '../../../shared/engine/testkit/pig';
import type { SaveFile } from '../../../shared/saves/format';
import { saveOf } from '../../../shared/saves/testkit';

const pig = makePig();
export const findGame = (id: string) => (id === 'pig' ? pig : undefined);

export function pigSave(
  actions: PigAction[] = [{ type: 'throw', seat: 0, faces: [4] }],
  name = 'Evening game',
): SaveFile {
  const base = newMatchRecord(
    pig,
    {},
    'seed-1',
    [
      { name: 'Ada', kind: 'human', colour: '#d64541' },
      { name: 'Basil', kind: 'computer', level: 'easy', colour: '#3b7dd8' },
    ],
    new Date('2026-11-01T10:00:00Z'),
  );
  return saveOf(pig, base, actions, actions, name);
}
