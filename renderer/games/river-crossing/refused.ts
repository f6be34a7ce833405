/**
 * Why pointing at a place did nothing, for the turn panel to say instead of staying silent:
 * a square the picked piece cannot reach, a square with nothing the player may move, a
 * bank that is not theirs or that nothing can come from or go to. Pure: the legal moves
 * decide what pointing does (turn.ts); the engine's refusal says why not, in the rules' words.
 */
import {
  COLLECTOR,
  COLOUR_LETTER,
  SEAT_NAMES,
  refusal,
  rowSquares,
  seatToMove,
  squareName,
  topOf,
  type CrossingAction,
  type CrossingColour,
  type CrossingState,
} from '../../../shared/games/river-crossing';
import { choicesOf, pickAt, pickName, type Pick } from './turn';

export type Place =
  { readonly square: number } | { readonly bank: 'home' | 'far'; readonly colour: CrossingColour };

const COLOUR_NAMES = ['red', 'black'] as const;

const sentence = (text: string): string => `${text[0]!.toUpperCase()}${text.slice(1)}.`;

/** The engine's refusal as the second half of a sentence: "a collector never…", "Red has no…". */
const clause = (why: string): string =>
  (SEAT_NAMES as readonly string[]).includes(why.split(' ')[0]!)
    ? why
    : `${why[0]!.toLowerCase()}${why.slice(1)}`;

/** The move the picked thing would make to `square`. */
function moveTo(view: CrossingState, pick: Pick, square: number): CrossingAction {
  const seat = seatToMove(view);
  const to = squareName(square);
  if (pick.kind === 'home') return { type: 'enter', seat, to };
  if (pick.kind === 'far') return { type: 'reenter', seat, to };
  const from = squareName(pick.square);
  return seat === COLLECTOR
    ? { type: 'collector', seat, from, to }
    : { type: 'step', seat, from, height: pick.height, to };
}

/** Why the picked thing cannot go to `square`, with the rule of a step when it is too far. */
function cannotGo(view: CrossingState, pick: Pick, square: number): string | null {
  const why = refusal(view, moveTo(view, pick, square));
  if (!why) return null;
  const steps = / is not one step from /.test(why)
    ? ` (${pick.kind === 'piece' && seatToMove(view) === COLLECTOR ? 'a collector' : 'a piece'} steps one square in any of the 8 directions)`
    : '';
  return sentence(
    `${pickName(pick, view.board)} cannot go to ${squareName(square)}: ${clause(why)}${steps}`,
  );
}

/** Why there is nothing on `square` the player to move may pick. */
function nothingToPick(view: CrossingState, square: number): string {
  const seat = seatToMove(view);
  const stack = view.board[square] ?? '';
  const at = squareName(square);
  if (seat === COLLECTOR)
    return topOf(stack) === 'C'
      ? `Every square around ${at} holds a collector, and a collector never moves onto another collector.`
      : `There is no collector on ${at}: the Collector moves only collectors.`;
  const name = SEAT_NAMES[seat];
  if (!stack.includes(COLOUR_LETTER[seat as CrossingColour]))
    return `There is no ${COLOUR_NAMES[seat as CrossingColour]} piece on ${at}: ${name} moves only ${name}’s own pieces.`;
  return `Every square around ${at} holds a collector, and a group carrying a collector never moves onto a collector.`;
}

/** Why a bank did nothing: not the player's, nothing to enter or re-enter, or the picked piece may not exit. */
function bankRefusal(
  view: CrossingState,
  legal: readonly CrossingAction[],
  pick: Pick | null,
  bank: 'home' | 'far',
  colour: CrossingColour,
): string | null {
  const seat = seatToMove(view);
  if (seat === COLLECTOR)
    return 'Collectors never leave the river: the Collector moves only collectors on the board.';
  const name = SEAT_NAMES[seat];
  if (colour !== seat)
    return `That is ${SEAT_NAMES[colour]}’s ${bank} bank: ${name} enters from ${name}’s home bank and exits onto ${name}’s far bank.`;
  if (bank === 'far' && pick?.kind === 'piece') {
    if (choicesOf(legal, pick, view.board).some((c) => 'bank' in c.to)) return null;
    if (pick.height < (view.board[pick.square] ?? '').length)
      return sentence(
        `${pickName(pick, view.board)} cannot exit: only a piece with nothing riding on it may exit`,
      );
    const why = refusal(view, { type: 'exit', seat, from: squareName(pick.square) });
    return why && sentence(`${pickName(pick, view.board)} cannot exit: ${clause(why)}`);
  }
  if (choicesOf(legal, { kind: bank }, view.board).length > 0) return null;
  const row = rowSquares(seat as CrossingColour, bank === 'home' ? 1 : 8)[0]!;
  const why = refusal(view, {
    type: bank === 'home' ? 'enter' : 'reenter',
    seat,
    to: squareName(row),
  });
  return why && sentence(why);
}

/**
 * What the table says when pointing at `place` neither plays nor picks; null when it does
 * one of them (the caller then plays or picks as turn.ts says).
 */
export function refusalAt(
  view: CrossingState,
  legal: readonly CrossingAction[],
  pick: Pick | null,
  place: Place,
): string | null {
  if ('bank' in place) return bankRefusal(view, legal, pick, place.bank, place.colour);
  const { square } = place;
  if (
    pick &&
    choicesOf(legal, pick, view.board).some((c) => 'square' in c.to && c.to.square === square)
  )
    return null;
  if (pickAt(legal, view.board, square)) return null;
  return pick ? cannotGo(view, pick, square) : nothingToPick(view, square);
}

/** What a key that needs a picked piece says when none is picked. */
export const PICK_FIRST = 'Pick a piece first: N picks the next one that can move.';

/** Why the player to move may not pass now. */
export function cannotPass(view: CrossingState): string | null {
  const why = refusal(view, { type: 'pass', seat: seatToMove(view) });
  return why && sentence(why);
}
