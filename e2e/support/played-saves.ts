/**
 * A save of any game made the way the app makes one: played from a seed by the engine,
 * dice from a seeded generator, each decision by the seat's computer player unless the
 * spec decides for seat 0, stopped at the first position a spec asks for.
 */
import { botContext } from '../../shared/engine/bot';
import type { BaseAction, Pending, ThrowAction } from '../../shared/engine/contract';
import { Random } from '../../shared/engine/random';
import { newMatchRecord, type MatchRecord, type SeatInfo } from '../../shared/engine/record';
import { rollFaces } from '../../shared/engine/throws';
import { findEntry } from '../../shared/games/registry';
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveFile } from '../../shared/saves/format';

export interface PlayedSaveOptions<S> {
  readonly gameId: string;
  readonly config: Record<string, unknown>;
  readonly seats: readonly SeatInfo[];
  readonly seed: string;
  /** True at the position to save. */
  readonly stopAt: (state: S, pending: Pending) => boolean;
  /** Seat 0's own choice, when the spec wants one (the easy computer's otherwise). */
  readonly firstSeat?: (state: S, legal: readonly BaseAction[]) => BaseAction;
}

/** The game played until `stopAt`, saved there; throws when the game ends first. */
export function playedSave<S>(options: PlayedSaveOptions<S>): { save: SaveFile; state: S } {
  const entry = findEntry(options.gameId);
  if (!entry) throw new Error(`no game ${options.gameId}`);
  const { game } = entry;
  const config = game.configSchema.parse(options.config);
  let record: MatchRecord = newMatchRecord(
    game,
    options.config,
    options.seed,
    [...options.seats],
    new Date('2026-11-20T10:00:00Z'),
  );
  let state = game.setup(config, options.seed) as S;
  const rng = Random.fromSeed(`played:${options.seed}`);
  const players = options.seats.map((s) => (entry.bots[s.level ?? 'easy'] ?? entry.bots.easy!)());
  for (let step = 0; step < 20_000; step++) {
    const pending = game.next(state);
    if (options.stopAt(state, pending)) {
      const save: SaveFile = {
        format: SAVE_FORMAT,
        formatVersion: SAVE_FORMAT_VERSION,
        name: 'Autosave',
        savedAt: new Date().toISOString(),
        record,
        throws: {},
        snapshot: { actionCount: record.actions.length, turnLabel: 'Layer check', state },
      };
      return { save, state };
    }
    if (pending.kind === 'end') break;
    let action: BaseAction;
    if (pending.kind === 'throw') {
      const thrown: ThrowAction = {
        type: 'throw',
        seat: pending.seat,
        faces: rollFaces(rng, pending.dice),
      };
      action = thrown;
    } else {
      const seat = pending.seats[0]!;
      const legal = game.legalActions(state, seat);
      action =
        seat === 0 && options.firstSeat
          ? options.firstSeat(state, legal)
          : players[seat]!.choose(game.view(state, seat), legal, botContext(rng, 20));
    }
    state = game.apply(state, action) as S;
    record = { ...record, actions: [...record.actions, action] };
  }
  throw new Error(`${options.gameId} with seed ${options.seed} never reached the position`);
}
