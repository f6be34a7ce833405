/**
 * A Stones & Rivers match for the benchmark: 16 × 17, played at random to mid-game, so
 * pieces stand scattered with both faces and both ways showing.
 */
import { isResignation } from '../../../shared/engine/contract';
import { newMatchRecord, type MatchRecord } from '../../../shared/engine/record';
import { Random } from '../../../shared/engine/random';
import { game, type SRAction, type SRState } from '../../../shared/games/stones-and-rivers';
import type { AnyGameTable } from '../../contract/game-table';
import { stonesAndRiversTable } from './table';

const ACTIONS = 60;

export function startStonesMidGame(
  start: (table: AnyGameTable, record: MatchRecord) => void,
): void {
  const rng = Random.fromSeed('bench');
  const seats = ['Ada', 'Basil'].map((name, i) => ({
    name,
    kind: 'human' as const,
    colour: ['#d9534f', '#2e6fd8'][i]!,
  }));
  const record = newMatchRecord(game, { board: '16x17' }, 'bench', seats);
  let state = game.setup(game.configSchema.parse(record.config), record.seed) as SRState;
  const actions: SRAction[] = [];
  for (let i = 0; i < ACTIONS && !state.result; i++) {
    const action = rng.pick(
      game.legalActions(state, state.toMove).filter((a) => !isResignation(a)),
    );
    state = game.apply(state, action);
    actions.push(action);
  }
  start(stonesAndRiversTable, { ...record, actions });
}
