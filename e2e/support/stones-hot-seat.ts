/**
 * A Stones & Rivers game between two people at one screen, Ada (Circle) and Zoë (Square),
 * a few seeded moves in and waiting on Ada, saved the way the app autosaves it.
 */
import { newMatchRecord } from '../../shared/engine/record';
import { Random } from '../../shared/engine/random';
import { game, type SRAction } from '../../shared/games/stones-and-rivers';
import { facts } from '../../shared/games/stones-and-rivers/facts';
import { headingForGoal } from '../../shared/games/stones-and-rivers/test-positions';
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveFile } from '../../shared/saves/format';

const SEATS = [
  { name: 'Ada', kind: 'human' as const, colour: '#d9534f' },
  { name: 'Zoë', kind: 'human' as const, colour: '#2e6fd8' },
];

export function adaAndZoe(savedAt: Date, moves = 4): SaveFile {
  const record = newMatchRecord(game, { players: 2, preset: 'course' }, 'chairs', SEATS, savedAt);
  const rng = Random.fromSeed('chairs');
  let state = game.setup(record.config as never, record.seed);
  const actions: SRAction[] = [];
  while (actions.length < moves || state.toMove !== 0) {
    const action = headingForGoal(game.legalActions(state, state.toMove), state, rng);
    actions.push(action);
    state = game.apply(state, action);
  }
  return {
    format: SAVE_FORMAT,
    formatVersion: SAVE_FORMAT_VERSION,
    name: 'Autosave',
    savedAt: savedAt.toISOString(),
    record: { ...record, actions },
    throws: {},
    snapshot: { actionCount: actions.length, turnLabel: facts.turnLabel(state), state },
  };
}
