/**
 * A match record is everything needed to rebuild a game: what was played, with which
 * options and seed, by whom, and every action in order. The state is what replaying the
 * actions gives; saves, replays and undo are all built on this.
 */
import { z } from 'zod';
import { IllegalActionError, type AnyGame, type BaseAction } from './contract';
import { readableError } from './schema-errors';

export const MATCH_FORMAT = 'river-table/match';
export const MATCH_FORMAT_VERSION = 1;
/** More moves than any real match: a record with more is refused. */
export const MAX_MATCH_ACTIONS = 100_000;

export const seatInfoSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'a seat needs a name')
    .max(40, 'a seat name is at most 40 characters'),
  kind: z.enum(['human', 'computer']),
  /** Computer level: 'easy' | 'medium' | 'hard' (game-specific levels allowed). */
  level: z.string().min(1).max(20).optional(),
  /** A CSS colour for the seat's pieces. */
  colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour is written #rrggbb'),
});

export type SeatInfo = z.infer<typeof seatInfoSchema>;

export const matchRecordSchema = z.object({
  format: z.literal(MATCH_FORMAT, {
    error: `not a River Table match (format must be "${MATCH_FORMAT}")`,
  }),
  formatVersion: z.number().int().min(1),
  gameId: z.string().min(1).max(40),
  rulesVersion: z.number().int().min(1),
  config: z.record(z.string(), z.unknown()),
  seed: z.union([z.string().max(200), z.number().int()]),
  seats: z.array(seatInfoSchema).min(1).max(8),
  actions: z.array(z.record(z.string(), z.unknown())).max(MAX_MATCH_ACTIONS),
  startedAt: z.iso.datetime(),
});

export interface MatchRecord<A extends BaseAction = BaseAction> {
  readonly format: typeof MATCH_FORMAT;
  readonly formatVersion: number;
  readonly gameId: string;
  readonly rulesVersion: number;
  readonly config: Readonly<Record<string, unknown>>;
  readonly seed: string | number;
  readonly seats: readonly SeatInfo[];
  readonly actions: readonly A[];
  readonly startedAt: string;
}

/** Why a record cannot be turned back into a game. The message is for a person. */
export class RecordError extends Error {
  override readonly name = 'RecordError';
  constructor(
    message: string,
    /** The index of the action that failed, when one did. */
    readonly actionIndex?: number,
  ) {
    super(message);
  }
}

export function newMatchRecord(
  game: AnyGame,
  config: Record<string, unknown>,
  seed: string | number,
  seats: readonly SeatInfo[],
  startedAt: Date = new Date(),
): MatchRecord {
  const parsed = game.configSchema.safeParse({ ...config, players: seats.length });
  if (!parsed.success)
    throw new RecordError(`These options do not fit ${game.name}: ${readableError(parsed.error)}`);
  // A record that would fail to load must never start: every autosave of it would fail.
  seats.forEach((seat, i) => {
    const checked = seatInfoSchema.safeParse(seat);
    if (!checked.success) throw new RecordError(`Seat ${i + 1}: ${readableError(checked.error)}`);
  });
  if (seats.length < game.players.min || seats.length > game.players.max) {
    throw new RecordError(
      `${game.name} is for ${game.players.min}–${game.players.max} players, not ${seats.length}.`,
    );
  }
  return {
    format: MATCH_FORMAT,
    formatVersion: MATCH_FORMAT_VERSION,
    gameId: game.id,
    rulesVersion: game.rulesVersion,
    config: parsed.data as Record<string, unknown>,
    seed,
    seats: seats.map((seat) => seatInfoSchema.parse(seat)),
    actions: [],
    startedAt: startedAt.toISOString(),
  };
}

/** Checks the record's shape (not yet its moves) and returns it typed, or says what is wrong. */
export function parseMatchRecord(input: unknown): MatchRecord {
  const result = matchRecordSchema.safeParse(input);
  if (!result.success)
    throw new RecordError(`The match record is damaged: ${readableError(result.error)}`);
  const record = result.data as unknown as MatchRecord;
  if (record.formatVersion > MATCH_FORMAT_VERSION) {
    throw new RecordError(
      `This match was saved by a newer River Table (format ${record.formatVersion}; this version reads up to ${MATCH_FORMAT_VERSION}). Update the app to open it.`,
    );
  }
  return record;
}

/**
 * The record under today's rules version: an older record's options rewritten by the game
 * so they still mean the rules it was played under, its moves unchanged. A record already
 * at today's version comes back as it is.
 */
export function upgradeRecord<A extends BaseAction>(
  game: AnyGame,
  record: MatchRecord<A>,
): MatchRecord<A> {
  if (record.rulesVersion >= game.rulesVersion) return record;
  if (!game.upgradeConfig)
    throw new RecordError(
      `This ${game.name} match was played under older rules (version ${record.rulesVersion}) that this version no longer plays.`,
    );
  return {
    ...record,
    rulesVersion: game.rulesVersion,
    config: game.upgradeConfig(record.config, record.rulesVersion),
  };
}

function checkGame(game: AnyGame, record: MatchRecord): unknown {
  if (record.gameId !== game.id)
    throw new RecordError(`This record is for "${record.gameId}", not ${game.name}.`);
  if (record.rulesVersion > game.rulesVersion) {
    throw new RecordError(
      `This ${game.name} match uses newer rules (version ${record.rulesVersion}); update the app to open it.`,
    );
  }
  const config = game.configSchema.safeParse(upgradeRecord(game, record).config);
  if (!config.success)
    throw new RecordError(`The match options are not valid: ${readableError(config.error)}`);
  if ((config.data as { players: number }).players !== record.seats.length) {
    throw new RecordError(
      `The options say ${(config.data as { players: number }).players} players but the record has ${record.seats.length} seats.`,
    );
  }
  return config.data;
}

/** Applies one action from a record, turning any refusal into a RecordError naming the move. */
function applyRecorded(game: AnyGame, state: unknown, action: unknown, index: number): unknown {
  const parsed = game.actionSchema.safeParse(action);
  if (!parsed.success)
    throw new RecordError(
      `Move ${index + 1} is not a ${game.name} move: ${readableError(parsed.error)}`,
      index,
    );
  try {
    return game.apply(state, parsed.data);
  } catch (error) {
    if (error instanceof IllegalActionError) {
      throw new RecordError(`Move ${index + 1} is not legal: ${error.reason}`, index);
    }
    throw error;
  }
}

/** Every state of the match: `states[i]` is the state before action i; the last is the current one. */
export function replayStates(game: AnyGame, record: MatchRecord): unknown[] {
  const config = checkGame(game, record);
  let state = game.setup(config, record.seed);
  const states = [state];
  record.actions.forEach((action, i) => {
    state = applyRecorded(game, state, action, i);
    states.push(state);
  });
  return states;
}

/** A state already known for the first `index` actions of a record, to replay from. */
export interface ReplayStart {
  readonly index: number;
  readonly state: unknown;
}

/** The state the record leads to; from `start` on when the state after its first moves is known. */
export function replay(game: AnyGame, record: MatchRecord, start?: ReplayStart): unknown {
  const config = checkGame(game, record);
  let state = start ? start.state : game.setup(config, record.seed);
  for (let i = start ? start.index : 0; i < record.actions.length; i++)
    state = applyRecorded(game, state, record.actions[i], i);
  return state;
}

/** The record with one more action, checked by applying it to `state` (the record's current state). */
export function appendAction<A extends BaseAction>(
  game: AnyGame,
  record: MatchRecord<A>,
  state: unknown,
  action: A,
): { record: MatchRecord<A>; state: unknown } {
  const next = game.apply(state, action);
  return { record: { ...record, actions: [...record.actions, action] }, state: next };
}
