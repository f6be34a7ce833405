/**
 * A River Crossing match for the benchmark under the original rules: every red and black
 * piece entered and all six collectors in the river, so all 30 pieces stand on the board.
 */
import { newMatchRecord, type MatchRecord } from '../../../shared/engine/record';
import { Random } from '../../../shared/engine/random';
import {
  game,
  parseSquare,
  seatToMove,
  type CrossingAction,
  type CrossingState,
} from '../../../shared/games/river-crossing';
import type { AnyGameTable } from '../../contract/game-table';
import { riverCrossingTable } from './table';

/** A move that takes nothing: crossers enter when they can, nobody lands on a collector or collects. */
function peaceful(state: CrossingState, legal: readonly CrossingAction[]): CrossingAction[] {
  const empty = (square: string) => state.board[parseSquare(square)!] === '';
  const safe = (square: string) => !state.board[parseSquare(square)!]!.endsWith('C');
  const enter = legal.filter((a) => a.type === 'enter' && safe(a.to));
  if (enter.length > 0) return enter;
  return legal.filter(
    (a) =>
      (a.type === 'collector' && empty(a.to)) ||
      (a.type === 'step' && safe(a.to) && a.to[1] !== '8' && a.to[1] !== '1') ||
      a.type === 'pass',
  );
}

export function startCrossingFullBoard(
  start: (table: AnyGameTable, record: MatchRecord) => void,
): void {
  const rng = Random.fromSeed('bench');
  const seats = ['Red', 'Black', 'Collector'].map((name, i) => ({
    name,
    kind: 'human' as const,
    colour: ['#c8372d', '#26262b', '#d9a521'][i]!,
  }));
  const record = newMatchRecord(game, { rules: 'original' }, 'bench', seats);
  let state = game.setup(game.configSchema.parse(record.config), record.seed) as CrossingState;
  const actions: CrossingAction[] = [];
  while (actions.length < 200 && (state.sides[0].home > 0 || state.sides[1].home > 0)) {
    const legal = game.legalActions(state, seatToMove(state));
    const calm = peaceful(state, legal);
    const action = rng.pick(calm.length > 0 ? calm : legal);
    state = game.apply(state, action);
    actions.push(action);
  }
  start(riverCrossingTable, { ...record, actions });
}
