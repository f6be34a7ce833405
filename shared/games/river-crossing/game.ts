/**
 * River Crossing on the game contract. Seats: 0 Red, 1 Black, 2 the Collector. Nothing is
 * hidden, so every viewer sees the whole state.
 */
import { z } from 'zod';
import { illegal, type Pending } from '../../engine/contract';
import { refusingMalformed } from '../../engine/guard';
import { configSchema, upgradeConfig } from './config';
import { describeMove } from './describe';
import { movesOf, play, refusal, seatToMove, type CrossingAction } from './moves';
import {
  COLLECTOR,
  PIECES_PER_SIDE,
  SEAT_NAMES,
  START_COLLECTORS,
  parseSquare,
  type CrossingConfig,
  type CrossingState,
} from './state';

const square = z.string().regex(/^[a-h][1-8]$/, 'a square like d4');
const seat = z.number().int().min(0).max(2);
const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.enum(['enter', 'reenter']), seat, to: square }),
  z.strictObject({
    type: z.literal('step'),
    seat,
    from: square,
    height: z
      .number()
      .int()
      .min(1)
      .max(2 * PIECES_PER_SIDE),
    to: square,
  }),
  z.strictObject({ type: z.literal('exit'), seat, from: square }),
  z.strictObject({ type: z.literal('collector'), seat, from: square, to: square }),
  z.strictObject({ type: z.literal('pass'), seat }),
]);

export function setupCrossing(config: CrossingConfig): CrossingState {
  const board = new Array<string>(64).fill('');
  for (const name of START_COLLECTORS[config.collectors]!) board[parseSquare(name)!] = 'C';
  const side = { home: PIECES_PER_SIDE, far: 0, collected: 0, bestFar: 0 };
  return {
    config,
    board,
    sides: [side, side],
    phase: 0,
    quiet: 0,
    resting: false,
    moves: 0,
    result: null,
  };
}

/** The host puts the seat's name before the prompt. */
const PROMPTS = ['move a red piece', 'move a collector', 'move a black piece'];

function next(state: CrossingState): Pending {
  if (state.result) return { kind: 'end', outcome: state.result };
  const seat = seatToMove(state);
  return { kind: 'decision', seats: [seat], prompt: PROMPTS[seat === COLLECTOR ? 1 : seat * 2]! };
}

const KNOWN_TYPES = new Set(['enter', 'step', 'exit', 'reenter', 'collector', 'pass']);

function apply(state: CrossingState, action: CrossingAction): CrossingState {
  if (state.result) illegal('game-over', 'The game is over');
  if (!KNOWN_TYPES.has(action.type)) illegal('malformed', `Unknown move "${String(action.type)}"`);
  const turn = seatToMove(state);
  if (action.seat !== turn)
    illegal('not-your-turn', `It is ${SEAT_NAMES[turn]}'s turn, not seat ${String(action.seat)}'s`);
  const why = refusal(state, action);
  if (why) illegal('illegal-move', why);
  return play(state, action);
}

export const riverCrossing = refusingMalformed<
  CrossingState,
  CrossingAction,
  CrossingConfig,
  CrossingState
>({
  id: 'river-crossing',
  name: 'River Crossing',
  // 2: rule sets, with ours the default; version 1 records are read as the original rules.
  rulesVersion: 2,
  players: { min: 3, max: 3 },
  hiddenInformation: false,
  configSchema,
  upgradeConfig,
  actionSchema: actionSchema as z.ZodType<CrossingAction>,
  setup: (config) => setupCrossing(config),
  next,
  legalActions: (state, seat) =>
    !state.result && seat === seatToMove(state) ? movesOf(state) : [],
  apply,
  view: (state) => state,
  describe: describeMove,
});
