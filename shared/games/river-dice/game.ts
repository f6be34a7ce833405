/**
 * River on the game contract: ante, hidden hole throws, the banker's open throw, the
 * auction one die at a time, choosing hands, the showdown, and the end of the game.
 */
import { z } from 'zod';
import {
  illegal,
  type DieKind,
  type Outcome,
  type Pending,
  type Seat,
  type ThrowAction,
} from '../../engine/contract';
import { refusingMalformed } from '../../engine/guard';
import { acceptThrow } from '../../engine/throws';
import type { RiverAction } from './actions';
import { describeAction } from './describe';
import { HAND_DICE } from './hands';
import { boughtBy, choosing, keepDice, openAuction, pass, placeBid, startRound } from './round';
import type { RiverConfig, RiverState } from './state';
import { resampleHidden, view, type RiverView } from './view';

export type { RiverAction };

const configSchema = z
  .object({
    players: z
      .number()
      .int()
      .min(2, 'River needs at least 2 players')
      .max(6, 'River is for at most 6 players'),
    purse: z.number().int().min(1).default(100),
    ante: z.number().int().min(1).default(5),
    rounds: z.number().int().min(1).default(10),
  })
  .refine((c) => c.ante <= c.purse, 'The ante cannot be more than a starting purse');

const seatSchema = z.number().int().min(0).max(5);
const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('throw'),
    seat: seatSchema.nullable(),
    faces: z.array(z.number().int()).max(5),
  }),
  z.strictObject({ type: z.literal('bid'), seat: seatSchema, amount: z.number().int().min(1) }),
  z.strictObject({ type: z.literal('pass'), seat: seatSchema }),
  z.strictObject({
    type: z.literal('keep'),
    seat: seatSchema,
    banker: z.array(z.enum(HAND_DICE)).max(5),
  }),
]);

function setup(config: RiverConfig): RiverState {
  const seats = Array.from({ length: config.players }, () => null);
  const table: RiverState = {
    config,
    phase: 'hole',
    round: 0,
    purses: seats.map(() => config.purse),
    pot: 0,
    out: seats.map(() => false),
    playing: [],
    firstBidder: 0,
    hole: seats,
    banker: null,
    owners: [],
    prices: [],
    auction: null,
    bids: [],
    keeps: seats,
    showdown: null,
  };
  // Seat 1 opens the bidding in the first round: as if the last seat had opened before.
  return startRound(table, 1, config.players - 1);
}

function next(state: RiverState): Pending {
  switch (state.phase) {
    case 'hole':
      return {
        kind: 'throw',
        seat: state.playing.find((seat) => state.hole[seat] === null)!,
        dice: [...HAND_DICE],
        purpose: 'hole',
        hidden: true,
      };
    case 'banker':
      return { kind: 'throw', seat: null, dice: [...HAND_DICE], purpose: 'banker', hidden: false };
    case 'auction': {
      const { die, high } = state.auction!;
      const price = high > 0 ? `: beat ${high} gold` : '';
      return {
        kind: 'decision',
        seats: [state.auction!.turn],
        prompt: `Bid on the banker's ${HAND_DICE[die]!}${price}, or pass`,
      };
    }
    case 'hand':
      return { kind: 'decision', seats: choosing(state), prompt: 'Choose the dice of your hand' };
    case 'over':
      return { kind: 'end', outcome: outcome(state) };
  }
}

function outcome(state: RiverState): Outcome {
  const richest = Math.max(...state.purses);
  const winners = state.purses.flatMap((p, seat) => (p === richest ? [seat] : []));
  const names = winners.map((s) => `Seat ${s + 1}`);
  const played = `after ${state.round - 1} round${state.round === 2 ? '' : 's'}`;
  return {
    winners,
    summary:
      winners.length === 1
        ? `${names[0]!} wins with ${richest} gold ${played}.`
        : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!} share the lead with ${richest} gold ${played}.`,
  };
}

function applyThrow(state: RiverState, action: ThrowAction): RiverState {
  const faces = [...acceptThrow(next(state), action)];
  if (state.phase === 'banker') return openAuction({ ...state, banker: faces }, 0);
  const hole = state.hole.map((dice, seat) => (seat === action.seat ? faces : dice));
  const everyone = state.playing.every((seat) => hole[seat] !== null);
  return { ...state, hole, phase: everyone ? 'banker' : 'hole' };
}

function requireBidder(state: RiverState, seat: Seat): NonNullable<RiverState['auction']> {
  if (state.phase !== 'auction') illegal('wrong-phase', 'No banker die is up for auction now.');
  const auction = state.auction!;
  if (seat !== auction.turn)
    illegal('not-your-turn', `It is Seat ${auction.turn + 1}'s turn to bid or pass.`);
  return auction;
}

function applyKeep(state: RiverState, seat: Seat, banker: readonly DieKind[]): RiverState {
  if (state.phase !== 'hand') illegal('wrong-phase', 'Hands are chosen after the auction.');
  if (!choosing(state).includes(seat))
    illegal(
      'not-your-turn',
      state.keeps[seat]
        ? `Seat ${seat + 1} has chosen already.`
        : `Seat ${seat + 1} bought no banker dice.`,
    );
  if (!Array.isArray(banker)) illegal('malformed', 'Name the banker dice to keep, by size.');
  const bought = boughtBy(state, seat);
  const stray = banker.find((d) => !bought.includes(d));
  if (stray !== undefined)
    illegal('illegal-move', `Seat ${seat + 1} did not buy the banker's ${String(stray)}.`);
  if (new Set(banker).size !== banker.length)
    illegal('illegal-move', 'Each banker die can be kept only once.');
  return keepDice(state, seat, banker);
}

function apply(state: RiverState, action: RiverAction): RiverState {
  if (state.phase === 'over') illegal('game-over', 'The game is over.');
  switch (action.type) {
    case 'throw':
      return applyThrow(state, action);
    case 'bid': {
      const auction = requireBidder(state, action.seat);
      const purse = state.purses[action.seat]!;
      if (!Number.isInteger(action.amount) || action.amount <= auction.high)
        illegal('illegal-move', `A bid must be a whole number above ${auction.high} gold.`);
      if (action.amount > purse)
        illegal('illegal-move', `Seat ${action.seat + 1} has only ${purse} gold to bid.`);
      return placeBid(state, action.seat, action.amount);
    }
    case 'pass':
      requireBidder(state, action.seat);
      return pass(state, action.seat);
    case 'keep':
      return applyKeep(state, action.seat, action.banker);
    default:
      return illegal(
        'malformed',
        `River has no action "${String((action as { type: unknown }).type)}".`,
      );
  }
}

/** Every subset of the dice, in die order. */
function subsets(dice: readonly DieKind[]): DieKind[][] {
  return dice.reduce<DieKind[][]>((all, d) => [...all, ...all.map((s) => [...s, d])], [[]]);
}

function legalActions(state: RiverState, seat: Seat): RiverAction[] {
  if (state.phase === 'auction' && state.auction!.turn === seat) {
    const bids: RiverAction[] = [];
    for (let amount = state.auction!.high + 1; amount <= state.purses[seat]!; amount++)
      bids.push({ type: 'bid', seat, amount });
    return [{ type: 'pass', seat }, ...bids];
  }
  if (state.phase === 'hand' && choosing(state).includes(seat))
    return subsets(boughtBy(state, seat)).map((banker) => ({ type: 'keep', seat, banker }));
  return [];
}

function tryApply(state: RiverState, action: RiverAction): RiverState | null {
  try {
    return apply(state, action);
  } catch {
    return null;
  }
}

export const riverDice = refusingMalformed<RiverState, RiverAction, RiverConfig, RiverView>({
  id: 'river-dice',
  name: 'River',
  rulesVersion: 1,
  players: { min: 2, max: 6 },
  hiddenInformation: true,
  configSchema: configSchema as unknown as z.ZodType<RiverConfig>,
  actionSchema: actionSchema as unknown as z.ZodType<RiverAction>,
  setup: (config) => setup(configSchema.parse(config)),
  next,
  legalActions,
  apply,
  view,
  describe: (action, state) => describeAction(action, state, tryApply(state, action)),
  // Bids and passes are open and may be taken back; the action that brings on the
  // showdown reveals every hand, so it stands.
  isUndoBarrier: (state, action) =>
    action.type === 'throw' || apply(state, action).round !== state.round,
  resampleHidden,
});
