/**
 * What the Take back button offers now, in the players' names: a take back to make at once,
 * one to ask about first, or the reason there is none (shown on the button and when Ctrl+Z
 * is pressed).
 *
 * At one screen the app cannot tell who pressed, so a question never says who asked. It names
 * the two people by their parts: the one whose move it is takes it back (only a seat's own
 * decisions are ever taken back), and the other person, whose turn it now is, agrees.
 */
import type { Viewer } from '../../shared/engine/contract';
import type { SeatInfo } from '../../shared/engine/record';
import type { DecisionTakeBack } from '../../shared/engine/undo';
import { withSeatNames } from '../contract/seat-names';

export interface TakeBackSituation {
  /** The engine's answer: whose decision goes, or why none may. */
  readonly plan: DecisionTakeBack;
  readonly seats: readonly Pick<SeatInfo, 'name'>[];
  /** The person at the screen, or the public when no person sits at the table. */
  readonly atScreen: Viewer;
  /** Dice are rolling: their faces are known, so nothing is taken back until they settle. */
  readonly throwing: boolean;
  /** The log line of the decision that would go, when there is one. */
  readonly moveText?: string;
}

export type TakeBackOffer =
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'now'; readonly title: string }
  | {
      readonly kind: 'ask';
      readonly title: string;
      readonly question: string;
      readonly agree: string;
    };

export const WHILE_ROLLING = 'Nothing can be taken back while the dice roll.';

export function takeBackOffer(situation: TakeBackSituation): TakeBackOffer {
  const { plan, seats, atScreen } = situation;
  if (situation.throwing) return { kind: 'refused', reason: WHILE_ROLLING };
  if (!plan.ok) return { kind: 'refused', reason: withSeatNames(plan.reason, seats) };
  const taker = seats[plan.seat]?.name ?? `Seat ${plan.seat + 1}`;
  if (atScreen === 'public' || atScreen === plan.seat)
    return { kind: 'now', title: `Take back ${taker}'s last move (Ctrl+Z)` };
  const other = seats[atScreen]?.name ?? `Seat ${atScreen + 1}`;
  const move = situation.moveText ? ` (${situation.moveText})` : '';
  return {
    kind: 'ask',
    title: `Take back ${taker}'s last move, if ${other} agrees (Ctrl+Z)`,
    question: `The last move is ${taker}'s${move}. Only ${taker} can take it back, and ${other}, whose turn it is, must agree.`,
    agree: `${taker} takes it back, ${other} agrees`,
  };
}
