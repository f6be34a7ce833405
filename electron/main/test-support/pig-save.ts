/** Real saves of the tiny Pig test game, for the save store's tests and its crash test. */
import { newMatchRecord, type MatchRecord } from '../../../shared/engine/record';
import { makePig, type PigAction } from '../../../shared/engine/testkit/pig';
import { SAVE_FORMAT, type SaveFile } from '../../../shared/saves/format';

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
  const record: MatchRecord = { ...base, actions };
  let state = pig.setup(record.config as { players: number }, record.seed);
  for (const action of actions) state = pig.apply(state, action);
  return {
    format: SAVE_FORMAT,
    formatVersion: 1,
    name,
    savedAt: '2026-11-01T10:05:00.000Z',
    record,
    throws: {},
    snapshot: { actionCount: actions.length, turnLabel: `Move ${actions.length}`, state },
  };
}
