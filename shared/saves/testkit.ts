/** Saves built for tests: the snapshot computed by applying the moves with the engine. */
import type { BaseAction, Game } from '../engine/contract';
import type { MatchRecord } from '../engine/record';
import { SAVE_FORMAT, type SaveFile } from './format';

/** `snapshotOf` (the moves by default) lets a test forge a snapshot of other moves. */
export function saveOf<S, A extends BaseAction>(
  game: Game<S, A, { players: number }>,
  record: MatchRecord,
  actions: readonly A[],
  snapshotOf: readonly A[] = actions,
  name = 'Evening game',
): SaveFile {
  let state = game.setup(record.config as { players: number }, record.seed);
  for (const action of snapshotOf) state = game.apply(state, action);
  return {
    format: SAVE_FORMAT,
    formatVersion: 1,
    name,
    savedAt: '2026-11-01T10:05:00.000Z',
    record: { ...record, actions },
    throws: {},
    snapshot: { actionCount: actions.length, turnLabel: `Move ${actions.length}`, state },
  };
}
