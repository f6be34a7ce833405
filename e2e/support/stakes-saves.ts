/**
 * River Stakes save files made the way the app makes them, written straight into a test's
 * saves folder through the app's save store: a match played with seeded dice and seeded random choices, stopped at a
 * given turn or played to its end, with the snapshot its replay gives.
 */
import { createSaveStore } from '../../electron/main/save-store';
import { newMatchRecord, type MatchRecord, type SeatInfo } from '../../shared/engine/record';
import { Random } from '../../shared/engine/random';
import { rollFaces } from '../../shared/engine/throws';
import { findGame } from '../../shared/games/registry';
import { game, type StakesState } from '../../shared/games/river-stakes';
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveFile } from '../../shared/saves/format';

export interface StakesSaveOptions {
  readonly seats: readonly Pick<SeatInfo, 'name' | 'kind'>[];
  /** Stop when this turn begins; play to the end when left out. */
  readonly untilTurn?: number;
  readonly seed: string;
  readonly startedAt: Date;
  readonly savedAt: Date;
}

const COLOURS = ['#c0392b', '#2e6fd1', '#2f9e5b', '#d68a1c'];

/** The label the table writes into a River Stakes snapshot. */
function turnLabel(state: StakesState): string {
  if (state.phase === 'start') return 'Start throws';
  return state.phase === 'over' ? `Finished after ${state.turn} turns` : `Turn ${state.turn}`;
}

export function stakesSave(options: StakesSaveOptions): SaveFile {
  const seats: SeatInfo[] = options.seats.map((s, i) => ({
    ...s,
    ...(s.kind === 'computer' ? { level: 'easy' } : {}),
    colour: COLOURS[i]!,
  }));
  let record: MatchRecord = newMatchRecord(
    game,
    { securing: 'immediate' },
    options.seed,
    seats,
    options.startedAt,
  );
  let state = game.setup({ players: seats.length, securing: 'immediate' }, options.seed);
  const rng = Random.fromSeed(`choices:${options.seed}`);
  for (let guard = 0; guard < 100_000; guard++) {
    const pending = game.next(state);
    if (pending.kind === 'end') break;
    if (
      options.untilTurn !== undefined &&
      state.phase !== 'start' &&
      state.turn >= options.untilTurn
    )
      break;
    const action =
      pending.kind === 'throw'
        ? { type: 'throw' as const, seat: pending.seat, faces: rollFaces(rng, pending.dice) }
        : rng.pick(game.legalActions(state, pending.seats[0]!));
    state = game.apply(state, action);
    record = { ...record, actions: [...record.actions, action] };
  }
  return {
    format: SAVE_FORMAT,
    formatVersion: SAVE_FORMAT_VERSION,
    name: 'Autosave',
    savedAt: options.savedAt.toISOString(),
    record,
    throws: {},
    snapshot: { actionCount: record.actions.length, turnLabel: turnLabel(state), state },
  };
}

/** Autosaves it through the app's own save store, as the table does; returns the save's id. */
export function writeAutosave(savesDir: string, save: SaveFile): string {
  const store = createSaveStore({ dir: savesDir, findGame, now: () => new Date(save.savedAt) });
  const written = store.autosave(save);
  if (!written.ok) throw new Error(written.error.message);
  return written.value.id;
}
