/**
 * Why pointing at something on the River Rats table did nothing, in the rules' words, for
 * the table to say in place of staying silent. Read from the viewer's own view and legal
 * actions only, so a reason can never tell one seat another seat's hidden cards.
 */
import type { Seat } from '../../engine/contract';
import type { RatsAction } from './actions';
import { isJoker, rankOf, suitOf } from './cards';
import { cardName } from './describe';
import { RATS } from './rats';
import { PREDICTIONS } from './rules';
import { HAND_LIMIT, MARKET_MAX } from './state';
import type { RatsView } from './view';

/** What the person at the screen pointed at (or keyed). */
export type Pointed =
  /** The deck (or the discard pile, which becomes the deck when it runs out). */
  | { readonly at: 'deck' }
  /** A card the viewer sees, by its short name, wherever it lies. */
  | { readonly at: 'card'; readonly card: string }
  /** The earned Jokers (or the J key); `earned` false: the unearned ones beside the table. */
  | { readonly at: 'joker'; readonly earned: boolean }
  /** A card of another seat's hand, seen only from the back. */
  | { readonly at: 'hand'; readonly seat: Seat }
  /** Pass (the N key). */
  | { readonly at: 'pass' }
  /** Anything else on the table: a Rat card, a Debt pile, a face-down card. */
  | { readonly at: 'elsewhere' };

/** Each kind of action as "Now you may …" lists it. */
export const PHRASES: Readonly<Record<RatsAction['type'], string>> = {
  draw: 'draw a card',
  play: 'play a card',
  joker: 'use a Joker',
  skip: 'pass',
  heart: 'add 1 Debt',
  peek: 'look at a face-down Rat card',
  spade: 'discard',
  club: 'put cards into the Market',
  'club-deck': 'put deck cards into the Market',
  diamond: 'swap a collective card',
  remove: 'remove a Rat card',
  reveal: 'reveal a deck card',
  'name-joker': 'name the Joker’s card',
};

const SIGN: Readonly<Record<string, string>> = { H: '♥', S: '♠', C: '♣', D: '♦' };

const article = (category: string): string =>
  ['two pair', 'three of a kind', 'four of a kind'].includes(category) ? category : `a ${category}`;

/** "Now you may draw a card, or use a Joker.": the kinds of action on offer. */
function nowYouMay(legal: readonly RatsAction[]): string {
  const kinds = [...new Set(legal.map((a) => a.type))];
  return `Now you may ${kinds.map((k) => PHRASES[k]).join(', or ')}.`;
}

/** Whether the active River Rat makes each round's first collective card go face down. */
const firstCardFaceDown = (v: RatsView): boolean =>
  !v.config.firstGame &&
  v.rat.king !== null &&
  RATS[suitOf(v.rat.king)].ability.kind === 'first-card-face-down';

/** Why the viewer may not use a Joker now: the first rule that stands in the way. */
function noJoker(v: RatsView, legal: readonly RatsAction[], earned: boolean): string {
  const asked = article(PREDICTIONS[rankOf(v.prediction)] ?? 'straight');
  const orBetter = v.config.prediction === 'at-least' ? ' or better' : '';
  if (!earned || v.jokers.earned.length === 0)
    return `No Joker is earned yet: one is earned when the collective hand's best category equals the Joker's Prediction (${cardName(v.prediction)} asks for ${asked}${orBetter}).`;
  if (v.config.mode === 'expert')
    return 'In Expert a Joker is used only at resolution, once the collective hand is complete.';
  if (v.phase !== 'turn')
    return `A Joker is used instead of Draw & Play, at the start of a turn. ${nowYouMay(legal)}`;
  if (v.jokers.usedThisHand)
    return 'At most one Joker per collective hand, and this one has had its Joker.';
  if (v.drawn)
    return 'You have drawn this turn: a turn is either Draw & Play or Use a Joker, not both.';
  if (firstCardFaceDown(v) && v.collective.length === 0)
    return "Under the ♠ River Rat each round's first collective card is played face down: it cannot be a Joker.";
  return nowYouMay(legal);
}

/** What the card just played does, as the rules put its suit action. */
function suitAction(v: RatsView, suit: string): string {
  switch (suit) {
    case 'H':
      return 'adds 1 Debt: the top deck card goes face down on the round’s Debt pile';
    case 'S':
      return 'discards one card from your hand or from the Market';
    case 'C':
      return v.config.players === 1
        ? 'puts the top deck card into the Market'
        : 'puts one card from your hand face up into the Market';
    default:
      return 'swaps another card of the collective hand (not a Joker, not the card just played) with one from your hand';
  }
}

/** Why a card pointed at while choosing the action of the card just played is not part of it. */
function notForTheAction(v: RatsView, legal: readonly RatsAction[], pointed: Pointed): string {
  const played = v.played!;
  const suit = suitOf(played);
  const power = !v.config.firstGame && v.config.characters[v.viewer as Seat] === suit;
  const card = pointed.at === 'card' ? pointed.card : null;
  const inCollective = card !== null && v.collective.some((c) => c.card === card);
  if (suit === 'D' && card !== null && inCollective) {
    if (card === played)
      return `${cardName(played)} was just played: a ♦ swap takes out another card of the collective hand.`;
    if (isJoker(card)) return 'A Joker in the collective hand is never swapped.';
    if (v.collective.some((c) => c.card === card && c.faceDown))
      return 'A card played face down under the ♠ River Rat cannot be swapped.';
  }
  if (suit === 'D' && card !== null && v.market.includes(card) && !power)
    return `${cardName(played)} swaps a collective card with one from your hand: only the ♦ Player Power swaps with a Market card.`;
  if (suit === 'C' && v.market.length >= MARKET_MAX)
    return `The Market holds ${MARKET_MAX} cards already: ♣ ${suitAction(v, suit)}, at most ${MARKET_MAX} cards there. Choose No action.`;
  if (suit === 'C' && card !== null && v.market.includes(card))
    return `${cardName(played)} puts a card from your hand into the Market, not one already there.`;
  const only = legal.every((a) => a.type === 'skip')
    ? ' Choose No action.'
    : ' Choose it, or No action.';
  return `You played ${cardName(played)}: ${SIGN[suit]} ${suitAction(v, suit)}.${only}`;
}

/** Why pointing at something during the draw-and-play part of a turn did nothing. */
function duringTheTurn(v: RatsView, legal: readonly RatsAction[], pointed: Pointed): string {
  const hand = v.hand ?? [];
  const drawing = legal.some((a) => a.type === 'draw');
  const joker = legal.some((a) => a.type === 'joker') ? ', or use a Joker instead' : '';
  if (pointed.at === 'joker') return noJoker(v, legal, pointed.earned);
  const card = pointed.at === 'card' ? pointed.card : null;
  const fromSupply = pointed.at === 'deck' || (card !== null && v.market.includes(card));
  if (fromSupply && hand.length >= HAND_LIMIT)
    return `Your hand holds ${HAND_LIMIT} cards: play one card face up into the collective hand${joker}.`;
  if (pointed.at === 'deck' && drawing)
    return 'The deck and the discard pile are empty: take a card from the Market.';
  if (card !== null && hand.includes(card) && drawing) {
    const held = `${hand.length} card${hand.length === 1 ? '' : 's'}`;
    return `You hold ${held}: first refill your hand to ${HAND_LIMIT} cards, one card at a time, each from the Market or the top of the deck; then play one card${joker}.`;
  }
  if (pointed.at === 'pass') return 'Pass only when nothing else is possible. ' + nowYouMay(legal);
  return nowYouMay(legal);
}

/**
 * Why pointing at `pointed` does nothing now, for the viewer of `v` whose legal actions are
 * `legal`; null when there is nothing to say (the game is over, or the viewer is the public).
 * `seatName` names a seat as the table does.
 */
export function whyNot(
  v: RatsView,
  legal: readonly RatsAction[],
  pointed: Pointed,
  seatName: (seat: Seat) => string = (seat) => `Seat ${seat + 1}`,
): string | null {
  if (v.phase === 'over' || v.viewer === 'public') return null;
  if (pointed.at === 'hand' && pointed.seat !== v.viewer)
    return `Those are ${seatName(pointed.seat)}’s cards. Players may not reveal their hands.`;
  if (legal.length === 0)
    return v.current === v.viewer ? null : `It is ${seatName(v.current)}’s turn.`;
  if (v.phase === 'turn') return duringTheTurn(v, legal, pointed);
  if (v.phase === 'act' && v.played) return notForTheAction(v, legal, pointed);
  if (pointed.at === 'joker' && v.phase !== 'expert-joker')
    return noJoker(v, legal, pointed.earned);
  return nowYouMay(legal);
}
