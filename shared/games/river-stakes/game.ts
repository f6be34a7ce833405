/**
 * River Stakes on the game contract: the start throw, turns of throwing four dice and
 * choosing a pairing, continuing or stopping, busts, securing and winning.
 */
import { z } from 'zod';
import { illegal, type Pending, type Seat, type ThrowAction } from '../../engine/contract';
import { refusingMalformed } from '../../engine/guard';
import { acceptThrow } from '../../engine/throws';
import { stopTurn, type Board } from './board';
import {
  applySums,
  busts,
  legalChoices,
  pairingOption,
  pairingOptions,
  type PairingOption,
} from './choices';
import { bustReason } from './reasons';
import { MEMBERS_PER_PLAYER, PATHS } from './rules';
import { BOARD_SLOTS, type StakesConfig, type StakesState } from './state';

export type StakesAction =
  | ThrowAction
  | {
      readonly type: 'choose';
      readonly seat: Seat;
      /**
       * Which of the three pairings of the throw (0, 1 or 2). Legal actions always name it;
       * an action without it means the first pairing that offers these sums.
       */
      readonly pairing?: number;
      /** The sums moved, in order: both when both can be, else the one the player picks. */
      readonly sums: readonly number[];
    }
  | { readonly type: 'continue'; readonly seat: Seat }
  | { readonly type: 'stop'; readonly seat: Seat };

const configSchema = z.object({
  players: z
    .number()
    .int()
    .min(2, 'River Stakes needs at least 2 players')
    .max(4, 'River Stakes is for at most 4 players'),
  securing: z.enum(['immediate', 'on-stop']).default('immediate'),
});

const seatSchema = z.number().int().min(0).max(3);
const PAIRINGS = 'a throw of four dice pairs up in three ways: pairing 0, 1 or 2';
const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('throw'),
    seat: seatSchema,
    faces: z.array(z.number().int()).max(4),
  }),
  z.strictObject({
    type: z.literal('choose'),
    seat: seatSchema,
    pairing: z.number().int().min(0, PAIRINGS).max(2, PAIRINGS).optional(),
    sums: z.array(z.number().int().min(2).max(12)).min(1).max(2),
  }),
  z.strictObject({ type: z.enum(['continue', 'stop']), seat: seatSchema }),
]);

const FOUR_DICE = ['d6', 'd6', 'd6', 'd6'] as const;

function setup(config: StakesConfig): StakesState {
  const seats = Array.from({ length: config.players }, (_, i) => i);
  return {
    config,
    phase: 'start',
    start: { contenders: seats, totals: seats.map(() => null) },
    current: 0,
    members: seats.map(() => new Array<number>(BOARD_SLOTS).fill(0)),
    leaders: [],
    secured: new Array<Seat | null>(BOARD_SLOTS).fill(null),
    faces: null,
    turn: 0,
    winner: null,
    story: {
      turns: seats.map(() => 0),
      busts: seats.map(() => 0),
      throws: seats.map(() => 0),
      securedOrder: [],
    },
  };
}

function next(state: StakesState): Pending {
  switch (state.phase) {
    case 'start': {
      const index = state.start.totals.findIndex((t) => t === null);
      return {
        kind: 'throw',
        seat: state.start.contenders[index]!,
        dice: ['d6', 'd6'],
        purpose: 'start',
        hidden: false,
      };
    }
    case 'throw':
      return {
        kind: 'throw',
        seat: state.current,
        dice: [...FOUR_DICE],
        purpose: 'turn',
        hidden: false,
      };
    case 'choose':
      return { kind: 'decision', seats: [state.current], prompt: 'Choose a pairing' };
    case 'decide':
      return { kind: 'decision', seats: [state.current], prompt: 'Continue or stop' };
    case 'over':
      return {
        kind: 'end',
        outcome: {
          winners: [state.winner!],
          summary: `Seat ${state.winner! + 1} secured ${listPaths(securedBy(state, state.winner!))}.`,
        },
      };
  }
}

const bump = (counts: readonly number[], seat: Seat): number[] =>
  counts.map((c, i) => (i === seat ? c + 1 : c));

/** The next player's turn begins: leaders are back in the pool. */
function passTurn(board: StakesState): StakesState {
  const current = (board.current + 1) % board.config.players;
  return {
    ...board,
    leaders: [],
    faces: null,
    phase: 'throw',
    current,
    turn: board.turn + 1,
    story: { ...board.story, turns: bump(board.story.turns, current) },
  };
}

function applyStartThrow(state: StakesState, faces: readonly number[]): StakesState {
  const index = state.start.totals.findIndex((t) => t === null);
  const totals = state.start.totals.map((t, i) => (i === index ? faces[0]! + faces[1]! : t));
  if (totals.some((t) => t === null)) return { ...state, start: { ...state.start, totals } };
  const best = Math.max(...(totals as number[]));
  const tied = state.start.contenders.filter((_, i) => totals[i] === best);
  if (tied.length > 1)
    return { ...state, start: { contenders: tied, totals: tied.map(() => null) } };
  const first = tied[0]!;
  return {
    ...state,
    start: { ...state.start, totals },
    phase: 'throw',
    current: first,
    turn: 1,
    story: { ...state.story, turns: bump(state.story.turns, first) },
  };
}

function applyTurnThrow(state: StakesState, faces: readonly number[]): StakesState {
  const thrown = {
    ...state,
    faces: [...faces],
    story: { ...state.story, throws: bump(state.story.throws, state.current) },
  };
  if (!busts(state, faces)) return { ...thrown, phase: 'choose' };
  // A bust loses this turn's progress; under immediate securing, paths secured stay secured.
  return passTurn({
    ...thrown,
    story: { ...thrown.story, busts: bump(thrown.story.busts, state.current) },
  });
}

function requireSeat(state: StakesState, seat: Seat | null): void {
  if (seat !== state.current)
    illegal(
      'not-your-turn',
      seat === null
        ? `It is Seat ${state.current + 1}'s turn.`
        : `It is Seat ${state.current + 1}'s turn, not Seat ${seat + 1}'s.`,
    );
}

function apply(state: StakesState, action: StakesAction): StakesState {
  if (state.phase === 'over') illegal('game-over', 'The game is over.');
  if (action.type === 'throw') {
    const faces = acceptThrow(next(state), action);
    return state.phase === 'start' ? applyStartThrow(state, faces) : applyTurnThrow(state, faces);
  }
  switch (action.type) {
    case 'choose': {
      if (state.phase !== 'choose')
        illegal(
          'wrong-phase',
          state.phase === 'decide' ? 'Choose to continue or stop first.' : 'Throw the dice first.',
        );
      requireSeat(state, action.seat);
      const option = chosenOption(state, action);
      if (!option)
        illegal('malformed', 'A throw of four dice pairs up in three ways: pairing 0, 1 or 2.');
      const wanted = action.sums.join('+');
      if (!option.uses.some((use) => use.join('+') === wanted)) {
        const [a, b] = option.pairing;
        illegal(
          'illegal-move',
          option.uses.length === 0
            ? `Pairing ${a} and ${b} cannot be used: ${option.reason ?? ''}.`
            : option.uses[0]!.length === 2
              ? `With ${a} and ${b} both sums can be used, so both must be: move ${a === b ? `two steps on path ${a}` : `on paths ${a} and ${b}`}.`
              : `With ${a} and ${b} you may move on ${option.uses.map((u) => `path ${u[0]}`).join(' or ')}, not ${action.sums.join(' and ')}.`,
        );
      }
      const moved = applySums(state, action.sums) as Board;
      const after: StakesState = { ...state, ...moved };
      return after.winner !== null ? { ...after, phase: 'over' } : { ...after, phase: 'decide' };
    }
    case 'continue':
    case 'stop': {
      if (state.phase !== 'decide')
        illegal(
          'wrong-phase',
          state.phase === 'choose'
            ? 'Choose a pairing first.'
            : 'There is nothing to continue or stop now.',
        );
      requireSeat(state, action.seat);
      if (action.type === 'continue') return { ...state, phase: 'throw', faces: null };
      const stopped: StakesState = { ...state, ...stopTurn(state) };
      return stopped.winner !== null ? { ...stopped, phase: 'over' } : passTurn(stopped);
    }
    default:
      return illegal(
        'malformed',
        `River Stakes has no action "${String((action as { type: unknown }).type)}".`,
      );
  }
}

function legalActions(state: StakesState, seat: Seat): StakesAction[] {
  if (seat !== state.current) return [];
  if (state.phase === 'choose')
    return legalChoices(state, state.faces!).map(({ pairing, sums }) => ({
      type: 'choose',
      seat,
      pairing,
      sums,
    }));
  if (state.phase === 'decide')
    return [
      { type: 'continue', seat },
      { type: 'stop', seat },
    ];
  return [];
}

/** The pairing a choice names, or the first one that offers its sums. */
function chosenOption(
  state: StakesState,
  action: Extract<StakesAction, { type: 'choose' }>,
): PairingOption | undefined {
  if (action.pairing !== undefined)
    return [0, 1, 2].includes(action.pairing)
      ? pairingOption(state, state.faces!, action.pairing)
      : undefined;
  const options = pairingOptions(state, state.faces!);
  const wanted = action.sums.join('+');
  return options.find((o) => o.uses.some((u) => u.join('+') === wanted)) ?? options[0];
}

function describeChoice(
  action: Extract<StakesAction, { type: 'choose' }>,
  state: StakesState,
  who: string,
): string {
  const option = state.faces ? chosenOption(state, action) : undefined;
  const [a, b] = action.sums;
  const pairs = option
    ? `pairs ${option.dice.map(([i, j]) => `${state.faces![i]}+${state.faces![j]}`).join(' and ')}`
    : 'chooses';
  const moves =
    b === undefined
      ? `a leader to path ${a}`
      : a === b
        ? `a leader two steps up path ${a}`
        : `leaders to paths ${a} and ${b}`;
  const after = applySums(state, action.sums);
  const newlySecured = after
    ? PATHS.filter((p) => state.secured[p] === null && after.secured[p] !== null)
    : [];
  const securing = newlySecured.length > 0 ? `; ${listPaths(newlySecured)} secured` : '';
  const won = after?.winner === action.seat ? ', and three paths win the game' : '';
  return `${who} ${pairs}: ${moves}${securing}${won}`;
}

function describe(action: StakesAction, state: StakesState): string {
  const who = `Seat ${(action.seat ?? 0) + 1}`;
  switch (action.type) {
    case 'throw': {
      if (state.phase === 'start')
        return `${who} throws ${action.faces.join(' + ')} = ${action.faces.reduce((a, b) => a + b, 0)} to see who starts`;
      const why = bustReason(state, action.faces);
      return `${who} throws ${action.faces.join(' ')}${why ? ` and busts. ${why}` : ''}`;
    }
    case 'choose':
      return describeChoice(action, state, who);
    case 'continue':
      return `${who} presses on`;
    case 'stop': {
      const paths = state.leaders.map((l) => l.path).sort((x, y) => x - y);
      return paths.length > 0
        ? `${who} stops: team members take the leaders’ places on ${listPaths(paths)}`
        : `${who} stops`;
    }
  }
}

function securedBy(state: StakesState, seat: Seat): number[] {
  return PATHS.filter((p) => state.secured[p] === seat);
}

/** "path 7", "paths 2 and 7", "paths 2, 7 and 12". */
function listPaths(paths: readonly number[]): string {
  if (paths.length === 1) return `path ${paths[0]}`;
  return `paths ${paths.slice(0, -1).join(', ')} and ${paths[paths.length - 1]}`;
}

export const riverStakes = refusingMalformed<StakesState, StakesAction, StakesConfig, StakesState>({
  id: 'river-stakes',
  name: 'River Stakes',
  rulesVersion: 1,
  players: { min: 2, max: 4 },
  hiddenInformation: false,
  configSchema,
  actionSchema: actionSchema as unknown as z.ZodType<StakesAction>,
  setup: (config) => setup(configSchema.parse(config)),
  next,
  legalActions,
  apply,
  view: (state) => state,
  describe,
  // Only dice are random in River Stakes, so every decision may be taken back, including
  // "continue": the throw that follows it is the barrier.
  isUndoBarrier: (_state, action) => action.type === 'throw',
});

/** Team members still on the near bank, per seat. */
export function waitingMembers(state: StakesState): number[] {
  return state.members.map((m) => MEMBERS_PER_PLAYER - PATHS.filter((p) => m[p]! > 0).length);
}
