/**
 * A River Rats match for the benchmark: four players on Advanced, played at random into the
 * middle of a round, so four hands, the Market, the Rat's hand with its face-down cards, the
 * collective hand and every pile lie on the table at once.
 */
import { newMatchRecord, type MatchRecord } from '../../../shared/engine/record';
import { Random } from '../../../shared/engine/random';
import { game, type RatsAction, type RatsState } from '../../../shared/games/river-rats';
import type { AnyGameTable } from '../../contract/game-table';
import { riverRatsTable } from './table';

export function startRatsMidRound(start: (table: AnyGameTable, record: MatchRecord) => void): void {
  const rng = Random.fromSeed('bench');
  const seats = ['Ada', 'Basil', 'Cleo', 'Dev'].map((name, i) => ({
    name,
    kind: 'human' as const,
    colour: ['#d9534f', '#2e6fd8', '#e0a526', '#3aa655'][i]!,
  }));
  const record = newMatchRecord(game, { players: 4, mode: 'advanced' }, 'bench', seats);
  let state = game.setup(game.configSchema.parse(record.config), record.seed) as RatsState;
  const actions: RatsAction[] = [];
  // Into round 2, until the collective hand holds three cards and every hand is dealt.
  while (
    actions.length < 400 &&
    state.phase !== 'over' &&
    !(state.round.number >= 2 && state.round.collective.length >= 3 && state.phase === 'turn')
  ) {
    const action = rng.pick(game.legalActions(state, state.current));
    state = game.apply(state, action);
    actions.push(action);
  }
  start(riverRatsTable, { ...record, actions });
}
