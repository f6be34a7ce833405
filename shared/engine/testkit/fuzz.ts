/**
 * Random-play fuzzing that every engine's tests reuse. Over many seeded games it plays
 * random legal actions and checks the contract at every step:
 * - every chosen legal action applies, without mutating the state it was given;
 * - illegal actions (wrong seat, wrong phase, bad throws, the game's own candidates) and
 *   random garbage (see garbage.ts) are refused with an IllegalActionError that gives a
 *   reason, leaving the state as it was; what the game's own action schema refuses is
 *   refused as 'malformed', and every legal action fits that schema;
 * - replaying the record from the seed gives the live state;
 * - views are plain JSON and hide what the viewer may not see (when the game can
 *   resample its hidden information);
 * - the game's own invariants hold, and every game ends within a bound.
 * It does not depend on a test framework: it returns a report the test asserts on.
 */
import {
  IllegalActionError,
  type BaseAction,
  type Game,
  type Seat,
  type Viewer,
} from '../contract';
import { Random } from '../random';
import { rollFaces } from '../throws';
import { stableStringify } from '../stable-json';
import { garbageActions, type Garbage } from './garbage';

/** Which random games to play. */
export interface RandomGames<S, A extends BaseAction, C extends { players: number }> {
  readonly game: Game<S, A, C>;
  /** How many games to play. */
  readonly games: number;
  readonly seed: string | number;
  /** The config of game number `index` (vary players and options here). */
  readonly config: (index: number, rng: Random) => C;
  /** The fuzzer fails a game that has not ended after this many actions; other checks stop it there. */
  readonly maxActions: number;
}

export interface FuzzOptions<
  S,
  A extends BaseAction,
  C extends { players: number },
> extends RandomGames<S, A, C> {
  /** Problems with a state, in words; empty when all is well. */
  readonly invariants?: (state: S) => readonly string[];
  /** Actions that must be refused in `state` (any that happen to be legal are skipped). */
  readonly illegalCandidates?: (state: S, rng: Random) => readonly A[];
  /** How the fuzzer picks among legal actions; uniform by default. */
  readonly choose?: (legal: readonly A[], state: S, rng: Random) => A;
  /**
   * Expensive checks run on one step in `every` (1 = every step): purity, views and leaks,
   * illegal actions. Replay is checked at the end of every game.
   */
  readonly every?: number;
  /** Other games' actions, thrown at this one among the garbage. */
  readonly strangers?: readonly object[];
  /** How many pieces of garbage to throw at `apply` on each expensive step; 1 by default. */
  readonly garbage?: number;
  /** Stop collecting after this many failures. */
  readonly maxFailures?: number;
}

export interface FuzzReport {
  readonly games: number;
  readonly actions: number;
  readonly ended: number;
  /** Per outcome summary: how many games ended with each set of winners ("0", "1", "0,2", "draw", "none"). */
  readonly outcomes: Readonly<Record<string, number>>;
  readonly failures: readonly string[];
}

function viewersOf(players: number): Viewer[] {
  return [...Array.from({ length: players }, (_, i) => i), 'public'];
}

/** How `apply` took an action that should be refused: null when it refused it properly. */
function refusal<S, A extends BaseAction>(
  game: Game<S, A, { players: number }>,
  state: S,
  action: unknown,
  label: string,
): { problem: string | null; accepted: boolean } {
  try {
    game.apply(state, action as A);
  } catch (error) {
    if (!(error instanceof IllegalActionError))
      return {
        problem: `${label} crashed instead of being refused: ${String(error)}`,
        accepted: false,
      };
    if (error.reason.trim().length === 0)
      return { problem: `${label} was refused without a reason`, accepted: false };
    if (error.code !== 'malformed' && !game.actionSchema.safeParse(action).success)
      return {
        problem: `${label} does not fit the action schema but was refused as '${error.code}', not 'malformed'`,
        accepted: false,
      };
    return { problem: null, accepted: false };
  }
  return { problem: `${label} was accepted: ${describeAction(action)}`, accepted: true };
}

function describeAction(action: unknown): string {
  const text = JSON.stringify(action) ?? String(action);
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}

function expectRefused<S, A extends BaseAction>(
  game: Game<S, A, { players: number }>,
  state: S,
  action: unknown,
  label: string,
  before: string,
): string | null {
  const { problem } = refusal(game, state, action, label);
  if (problem) return problem;
  return stableStringify(state) === before ? null : `${label} changed the state it was given`;
}

/** Each piece of garbage is refused, leaving the state as it was. */
function checkGarbage<S, A extends BaseAction>(
  game: Game<S, A, { players: number }>,
  state: S,
  garbage: readonly Garbage[],
  before: string,
): string[] {
  const problems: string[] = [];
  for (const { label, action, mayBeLegal } of garbage) {
    const { problem, accepted } = refusal(game, state, action, label);
    if (accepted && mayBeLegal && game.actionSchema.safeParse(action).success) continue;
    if (problem) problems.push(problem);
    else if (stableStringify(state) !== before)
      problems.push(`${label} changed the state it was given`);
  }
  return problems;
}

export function fuzzGame<S, A extends BaseAction, C extends { players: number }>(
  options: FuzzOptions<S, A, C>,
): FuzzReport {
  const { game, maxActions } = options;
  const every = options.every ?? 1;
  const maxFailures = options.maxFailures ?? 20;
  const rng = Random.fromSeed(`fuzz:${game.id}:${String(options.seed)}`);
  const failures: string[] = [];
  const outcomes: Record<string, number> = {};
  let actions = 0;
  let ended = 0;
  let step = 0;

  for (let g = 0; g < options.games && failures.length < maxFailures; g++) {
    const config = options.config(g, rng);
    const seed = `${String(options.seed)}:${g}`;
    const where = (n: number): string =>
      `game ${g} (seed "${seed}", ${config.players} players) at action ${n}`;
    let state = game.setup(config, seed);
    const played: A[] = [];
    let finished = false;

    while (played.length <= maxActions && failures.length < maxFailures) {
      const deep = step++ % every === 0;
      const before = deep ? stableStringify(state) : '';
      const pending = game.next(state);
      if (pending.kind === 'end') {
        finished = true;
        const key = pending.outcome.draw
          ? 'draw'
          : pending.outcome.winners.length === 0
            ? 'none'
            : pending.outcome.winners.join(',');
        outcomes[key] = (outcomes[key] ?? 0) + 1;
        for (let seat = 0; seat < config.players; seat++) {
          if (game.legalActions(state, seat).length > 0)
            failures.push(`${where(played.length)}: seat ${seat} has legal actions after the end`);
        }
        break;
      }

      let action: A;
      if (pending.kind === 'throw') {
        action = {
          type: 'throw',
          seat: pending.seat,
          faces: rollFaces(rng, pending.dice),
        } as unknown as A;
        if (deep) {
          const bad: [string, number[]][] = [
            ['a throw with a face missing', rollFaces(rng, pending.dice).slice(1)],
            ['a throw with an impossible face', [...rollFaces(rng, pending.dice).slice(1), 99]],
          ];
          for (const [label, faces] of bad) {
            const problem = expectRefused(
              game,
              state,
              { type: 'throw', seat: pending.seat, faces },
              label,
              before,
            );
            if (problem) failures.push(`${where(played.length)}: ${problem}`);
          }
        }
      } else {
        const legalBySeat = pending.seats.map(
          (seat) => [seat, game.legalActions(state, seat)] as const,
        );
        const choices = legalBySeat.flatMap(([, legal]) => legal);
        if (choices.length === 0) {
          failures.push(
            `${where(played.length)}: the game waits on seats ${pending.seats.join(',')} but none has a legal action`,
          );
          break;
        }
        action = options.choose ? options.choose(choices, state, rng) : rng.pick(choices);
        if (deep) {
          failures.push(
            ...checkIllegal(
              game,
              state,
              config.players,
              pending.seats,
              choices,
              options,
              rng,
              before,
            ).map((p) => `${where(played.length)}: ${p}`),
          );
        }
      }

      if (deep) {
        const garbage = garbageActions(rng, action, options.strangers ?? [], options.garbage ?? 1);
        failures.push(
          ...[
            ...checkGarbage(game, state, garbage, before),
            ...checkSchema(game, action),
            ...checkViews(game, state, config.players, rng),
          ].map((p) => `${where(played.length)}: ${p}`),
        );
      }

      const previous = state;
      try {
        const line = game.describe(action, previous);
        if (typeof line !== 'string' || line.trim() === '')
          failures.push(
            `${where(played.length)}: describe gave no text for ${JSON.stringify(action)}`,
          );
        state = game.apply(previous, action);
      } catch (error) {
        failures.push(
          `${where(played.length)}: legal action ${JSON.stringify(action)} was refused: ${String(error)}`,
        );
        break;
      }
      if (deep && before !== stableStringify(previous)) {
        failures.push(`${where(played.length)}: apply mutated the state it was given`);
      }
      played.push(action);
      actions++;
      const problems = options.invariants?.(state) ?? [];
      failures.push(...problems.map((p) => `${where(played.length)}: ${p}`));
    }

    if (!finished && failures.length < maxFailures) {
      failures.push(`game ${g} (seed "${seed}") did not end within ${maxActions} actions`);
    }
    if (finished) {
      ended++;
      const replayed = replayTo(game, config, seed, played);
      if (stableStringify(replayed) !== stableStringify(state))
        failures.push(
          `game ${g} (seed "${seed}"): replaying the record does not give the live state`,
        );
    }
  }

  return { games: options.games, actions, ended, outcomes, failures };
}

function replayTo<S, A extends BaseAction, C extends { players: number }>(
  game: Game<S, A, C>,
  config: C,
  seed: string,
  actions: readonly A[],
): S {
  let state = game.setup(config, seed);
  for (const action of actions) state = game.apply(state, action);
  return state;
}

function checkIllegal<S, A extends BaseAction, C extends { players: number }>(
  game: Game<S, A, C>,
  state: S,
  players: number,
  acting: readonly Seat[],
  legal: readonly A[],
  options: FuzzOptions<S, A, C>,
  rng: Random,
  before: string,
): string[] {
  const problems: string[] = [];
  const legalKeys = new Set(legal.map((a) => stableStringify(a)));
  const sample = rng.pick(legal);
  const idle = Array.from({ length: players }, (_, i) => i).filter((s) => !acting.includes(s));
  for (const seat of idle) {
    if (game.legalActions(state, seat).length > 0)
      problems.push(`seat ${seat} has legal actions although it is not its decision`);
  }
  const outOfTurn = idle.length > 0 ? ({ ...sample, seat: rng.pick(idle) } as A) : null;
  const candidates: (readonly [string, unknown])[] = [
    [
      'a throw while a decision is awaited',
      { type: 'throw', seat: sample.seat, faces: [1, 1, 1, 1] },
    ],
    ['an action of an unknown type', { ...sample, type: 'no-such-action' } as A],
    ...(outOfTurn ? [['an action out of turn', outOfTurn] as const] : []),
    ...(options.illegalCandidates?.(state, rng) ?? []).map(
      (a) => ['an illegal candidate', a] as const,
    ),
  ];
  for (const [label, action] of candidates) {
    if (legalKeys.has(stableStringify(action))) continue;
    const problem = expectRefused(game, state, action, label, before);
    if (problem) problems.push(problem);
  }
  return problems;
}

function checkSchema<S, A extends BaseAction>(
  game: Game<S, A, { players: number }>,
  action: A,
): string[] {
  return game.actionSchema.safeParse(action).success
    ? []
    : [`the game's own action schema refuses ${describeAction(action)}`];
}

function checkViews<S, A extends BaseAction, C extends { players: number }>(
  game: Game<S, A, C>,
  state: S,
  players: number,
  rng: Random,
): string[] {
  const problems: string[] = [];
  for (const viewer of viewersOf(players)) {
    const seen = game.view(state, viewer);
    const text = stableStringify(seen);
    if (stableStringify(JSON.parse(JSON.stringify(seen))) !== text)
      problems.push(`view for ${String(viewer)} is not plain JSON`);
    if (game.resampleHidden) {
      const other = game.resampleHidden(state, viewer, rng);
      if (stableStringify(game.view(other, viewer)) !== text) {
        problems.push(
          `view for ${viewer === 'public' ? 'the public' : `seat ${viewer}`} changes when only hidden information changes: it leaks`,
        );
      }
    }
  }
  return problems;
}
