/**
 * A Stones & Rivers game made the way the app saves it: Ada (a person) against an easy
 * computer, both heading for their Goals, stopped when one move of Ada's would win it.
 */
import { newMatchRecord, type MatchRecord } from '../../shared/engine/record';
import { Random } from '../../shared/engine/random';
import {
  formatAction,
  game,
  type SRAction,
  type SRState,
} from '../../shared/games/stones-and-rivers';
import { facts } from '../../shared/games/stones-and-rivers/facts';
import { headingForGoal } from '../../shared/games/stones-and-rivers/test-positions';
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveFile } from '../../shared/saves/format';

const SEATS = [
  { name: 'Ada', kind: 'human' as const, colour: '#d9534f' },
  { name: 'Basil', kind: 'computer' as const, level: 'easy', colour: '#2e6fd8' },
];

/** The save one move before Ada wins, and that move in the notation a person types. */
export function oneMoveFromAdasWin(savedAt: Date): { save: SaveFile; winning: string } {
  const config = { players: 2, preset: 'course' };
  for (let n = 0; n < 200; n++) {
    const rng = Random.fromSeed(`near-win:${n}`);
    const record: MatchRecord = newMatchRecord(game, config, `near-win:${n}`, SEATS, savedAt);
    let state = game.setup(record.config as never, record.seed);
    const actions: SRAction[] = [];
    let before: SRState = state;
    while (game.next(state).kind !== 'end') {
      before = state;
      const action = headingForGoal(game.legalActions(state, state.toMove), state, rng);
      actions.push(action);
      state = game.apply(state, action);
    }
    // Ada's own move must win it: a game Basil ends by resigning would have her type "resign".
    const last = actions.at(-1)!;
    if (state.result?.winners.join() !== '0' || last.seat !== 0 || last.type === 'resign') continue;
    const played = actions.slice(0, -1);
    return {
      winning: formatAction(actions.at(-1)!),
      save: {
        format: SAVE_FORMAT,
        formatVersion: SAVE_FORMAT_VERSION,
        name: 'Autosave',
        savedAt: savedAt.toISOString(),
        record: { ...record, actions: played },
        throws: {},
        snapshot: { actionCount: played.length, turnLabel: facts.turnLabel(before), state: before },
      },
    };
  }
  throw new Error('Ada won none of the seeded games');
}
