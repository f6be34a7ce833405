/** Every legal action of a seat, phase by phase. */
import type { Seat } from '../../engine/contract';
import type { RatsAction } from './actions';
import { isJoker, suitOf } from './cards';
import { namableCards } from './joker';
import { drawable, ratAbility } from './table';
import { HAND_LIMIT, MARKET_MAX, type RatsState } from './state';

export function legalActions(s: RatsState, seat: Seat): RatsAction[] {
  if (s.phase === 'over' || seat !== s.current) return [];
  switch (s.phase) {
    case 'turn':
      return turnActions(s, seat);
    case 'act':
      return [{ type: 'skip', seat }, ...suitActions(s, seat), ...powerActions(s, seat)];
    case 'peeked':
      return [
        { type: 'skip', seat },
        ...(drawable(s) > 0 ? [{ type: 'heart', seat } as const] : []),
      ];
    case 'joker-remove':
      return [
        ...s.round.ratUp.map((target) => ({ type: 'remove', seat, target }) as const),
        ...s.round.ratDown.map((_, target) => ({ type: 'remove', seat, target }) as const),
      ];
    case 'expert-joker':
      return [
        { type: 'skip', seat },
        { type: 'joker', seat },
      ];
    case 'revealing':
      return [
        { type: 'skip', seat },
        ...(drawable(s) > 0 ? [{ type: 'reveal', seat } as const] : []),
      ];
    case 'name-joker':
      return namableCards(s.round.collective.map((c) => c.card)).map((card) => ({
        type: 'name-joker',
        seat,
        card,
      }));
  }
}

/** A Joker instead of Draw & Play: earned, before drawing, one per collective hand. */
function mayUseJoker(s: RatsState): boolean {
  if (s.drawn || s.jokers.earned.length === 0 || s.round.jokerUsed) return false;
  if (s.config.mode === 'expert') return false;
  // The ♠ Rat's face-down first card cannot be a Joker; an Advanced Joker is only set aside.
  const faceDownFirst =
    ratAbility(s)?.kind === 'first-card-face-down' && s.round.collective.length === 0;
  return s.config.mode === 'advanced' || !faceDownFirst;
}

function turnActions(s: RatsState, seat: Seat): RatsAction[] {
  const hand = s.hands[seat]!;
  const actions: RatsAction[] = mayUseJoker(s) ? [{ type: 'joker', seat }] : [];
  if (hand.length < HAND_LIMIT && (drawable(s) > 0 || s.market.length > 0)) {
    if (drawable(s) > 0) actions.push({ type: 'draw', seat, card: null });
    for (const card of s.market) actions.push({ type: 'draw', seat, card });
  } else for (const card of hand) actions.push({ type: 'play', seat, card });
  return actions.length > 0 ? actions : [{ type: 'skip', seat }];
}

function playedSuit(s: RatsState): string {
  return suitOf(s.round.played!);
}

/** Collective cards a ♦ may swap out: not the card just played, not a Joker, not face down. */
function swappable(s: RatsState): string[] {
  return s.round.collective
    .filter((c) => c.card !== s.round.played && !isJoker(c.card) && !c.faceDown)
    .map((c) => c.card);
}

function suitActions(s: RatsState, seat: Seat): RatsAction[] {
  const hand = s.hands[seat]!;
  switch (playedSuit(s)) {
    case 'H':
      return drawable(s) > 0 ? [{ type: 'heart', seat }] : [];
    case 'S':
      return [...hand, ...s.market].map((card) => ({ type: 'spade', seat, cards: [card] }));
    case 'C':
      if (s.market.length >= MARKET_MAX) return [];
      if (s.config.players === 1)
        return drawable(s) > 0 ? [{ type: 'club-deck', seat, count: 1 }] : [];
      return hand.map((card) => ({ type: 'club', seat, cards: [card] }));
    default:
      return swappable(s).flatMap((take) =>
        hand.map((give) => ({ type: 'diamond', seat, take, give }) as const),
      );
  }
}

/** The Player Power's choices that the suit action does not already offer. */
function powerActions(s: RatsState, seat: Seat): RatsAction[] {
  const suit = playedSuit(s);
  if (s.config.firstGame || s.config.characters[seat] !== suit) return [];
  const hand = s.hands[seat]!;
  switch (suit) {
    case 'H':
      return s.round.ratDown.map((_, index) => ({ type: 'peek', seat, index }));
    case 'S':
      return subsetsOfTwoOrMore([...hand, ...s.market]).map((cards) => ({
        type: 'spade',
        seat,
        cards,
      }));
    case 'C':
      if (s.market.length + 2 > MARKET_MAX) return [];
      if (s.config.players === 1)
        return drawable(s) >= 2 ? [{ type: 'club-deck', seat, count: 2 }] : [];
      return subsetsOfTwoOrMore(hand)
        .filter((cards) => cards.length === 2)
        .map((cards) => ({ type: 'club', seat, cards }));
    default:
      return swappable(s).flatMap((take) =>
        s.market.map((give) => ({ type: 'diamond', seat, take, give }) as const),
      );
  }
}

function subsetsOfTwoOrMore(cards: readonly string[]): string[][] {
  const out: string[][] = [];
  for (let mask = 0; mask < 1 << cards.length; mask++) {
    const subset = cards.filter((_, i) => (mask >> i) & 1);
    if (subset.length >= 2) out.push(subset);
  }
  return out;
}
