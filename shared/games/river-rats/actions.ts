/** What a player can do in River Rats, and the schema that checks an action read from disk. */
import { z } from 'zod';
import type { Seat } from '../../engine/contract';

export type RatsAction =
  /** Draw one card: `card` from the Market, or null for the top of the deck. */
  | { readonly type: 'draw'; readonly seat: Seat; readonly card: string | null }
  | { readonly type: 'play'; readonly seat: Seat; readonly card: string }
  /** Use an earned Joker (Normal: into the collective hand; Advanced: set aside; Expert: at resolution). */
  | { readonly type: 'joker'; readonly seat: Seat }
  /** Decline: no suit action, no more Debt, stop revealing; or pass when nothing else is possible. */
  | { readonly type: 'skip'; readonly seat: Seat }
  /** ♥: the top deck card onto the round's Debt. */
  | { readonly type: 'heart'; readonly seat: Seat }
  /** ♥ power: flip the Rat's face-down card at `index`. */
  | { readonly type: 'peek'; readonly seat: Seat; readonly index: number }
  /** ♠: discard these cards from hand or Market (one; any number with the power). */
  | { readonly type: 'spade'; readonly seat: Seat; readonly cards: readonly string[] }
  /** ♣: these hand cards into the Market (one; up to two with the power). */
  | { readonly type: 'club'; readonly seat: Seat; readonly cards: readonly string[] }
  /** ♣ alone: this many top deck cards into the Market (one; up to two with the power). */
  | { readonly type: 'club-deck'; readonly seat: Seat; readonly count: number }
  /** ♦: swap collective card `take` for `give` (from hand; from the Market with the power). */
  | { readonly type: 'diamond'; readonly seat: Seat; readonly take: string; readonly give: string }
  /** Advanced Joker: remove a face-up Rat card (by name) or a face-down one (by index). */
  | { readonly type: 'remove'; readonly seat: Seat; readonly target: string | number }
  /** Expert Joker: reveal the next deck card. */
  | { readonly type: 'reveal'; readonly seat: Seat }
  /** Normal Joker at resolution: the card it stands for. */
  | { readonly type: 'name-joker'; readonly seat: Seat; readonly card: string };

const seat = z.number().int().min(0).max(3);
const card = z.string().min(2).max(3);

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('draw'), seat, card: card.nullable() }),
  z.strictObject({ type: z.literal('play'), seat, card }),
  z.strictObject({ type: z.literal('joker'), seat }),
  z.strictObject({ type: z.literal('skip'), seat }),
  z.strictObject({ type: z.literal('heart'), seat }),
  z.strictObject({ type: z.literal('peek'), seat, index: z.number().int().min(0).max(20) }),
  z.strictObject({ type: z.literal('spade'), seat, cards: z.array(card).min(1).max(9) }),
  z.strictObject({ type: z.literal('club'), seat, cards: z.array(card).min(1).max(2) }),
  z.strictObject({ type: z.literal('club-deck'), seat, count: z.number().int().min(1).max(2) }),
  z.strictObject({ type: z.literal('diamond'), seat, take: card, give: card }),
  z.strictObject({
    type: z.literal('remove'),
    seat,
    target: z.union([card, z.number().int().min(0).max(20)]),
  }),
  z.strictObject({ type: z.literal('reveal'), seat }),
  z.strictObject({ type: z.literal('name-joker'), seat, card }),
]);
