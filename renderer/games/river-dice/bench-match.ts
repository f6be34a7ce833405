/**
 * A River match for the benchmark: six seats play one round at random to its showdown, so
 * every seat's five dice lie face up beside its lifted cup, with the banker's block and a
 * pot of coins on the table.
 */
import { newMatchRecord, type MatchRecord } from '../../../shared/engine/record';
import { Random } from '../../../shared/engine/random';
import { rollFaces } from '../../../shared/engine/throws';
import { game, type RiverAction, type RiverState } from '../../../shared/games/river-dice';
import type { AnyGameTable } from '../../contract/game-table';
import { riverDiceTable } from './table';

const NAMES = ['Ada', 'Basil', 'Cleo', 'Dev', 'Edda', 'Finn'];
const COLOURS = ['#d9534f', '#2e6fd8', '#e0a526', '#3aa655', '#8e5bd0', '#2bb3b1'];

export function startRiverShowdown(
  start: (table: AnyGameTable, record: MatchRecord) => void,
): void {
  const rng = Random.fromSeed('bench');
  const seats = NAMES.map((name, i) => ({ name, kind: 'human' as const, colour: COLOURS[i]! }));
  const record = newMatchRecord(game, { rounds: 1 }, 'bench', seats);
  let state = game.setup(game.configSchema.parse(record.config), record.seed) as RiverState;
  const actions: RiverAction[] = [];
  for (let pending = game.next(state); pending.kind !== 'end'; pending = game.next(state)) {
    const action: RiverAction =
      pending.kind === 'throw'
        ? { type: 'throw', seat: pending.seat, faces: rollFaces(rng, pending.dice) }
        : rng.pick(game.legalActions(state, pending.seats[0]!));
    state = game.apply(state, action);
    actions.push(action);
  }
  start(riverDiceTable, { ...record, actions });
}
