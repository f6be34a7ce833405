/** Applying one action: refuse it with a reason, or move the cards and advance the game. */
import { illegal } from '../../engine/contract';
import { stableStringify } from '../../engine/stable-json';
import type { RatsAction } from './actions';
import { isJoker, suitOf } from './cards';
import { cardName } from './describe';
import { namableCards } from './joker';
import { PHRASES } from './refusals';
import { legalActions } from './legal';
import { resolve } from './round';
import { ADVANCED_JOKER_ADDS } from './rules';
import {
  discardFaceDown,
  drawTop,
  open,
  ratAbility,
  settleMarket,
  takeFrom,
  type Table,
} from './table';
import { DEBT_TO_LOSE, type RatsState } from './state';

function canonical(action: RatsAction): string {
  const cards = 'cards' in action ? { cards: [...action.cards].sort() } : {};
  return stableStringify({ ...action, ...cards });
}

export function apply(s: RatsState, action: RatsAction): RatsState {
  if (s.phase === 'over') illegal('game-over', 'The game is over.');
  if (s.phase === 'name-joker') refuseNaming(s, action);
  if (action.seat !== s.current)
    illegal('not-your-turn', `It is Seat ${s.current + 1}'s turn, not Seat ${action.seat + 1}'s.`);
  const legal = legalActions(s, action.seat);
  const wanted = canonical(action);
  if (!legal.some((a) => canonical(a) === wanted)) refuse(s, action, legal);
  const t = open(s);
  perform(t, action);
  return t;
}

/** `apply` without the legality check, for computer players replaying actions they took from `legalActions`. */
export function advance(s: RatsState, action: RatsAction): RatsState {
  const t = open(s);
  perform(t, action);
  return t;
}

/**
 * `advance` on a working copy the caller owns (from `open`), changed in place: a
 * look-ahead playing a round out then copies the game once instead of at every action.
 */
export function advanceInPlace(t: Table, action: RatsAction): void {
  perform(t, action);
}

function refuse(s: RatsState, action: RatsAction, legal: readonly RatsAction[]): never {
  const kinds = [...new Set(legal.map((a) => a.type))];
  if (!kinds.includes(action.type as (typeof kinds)[number]))
    illegal(
      (action.type as string) in PHRASES ? 'wrong-phase' : 'malformed',
      `Now Seat ${s.current + 1} may ${kinds.map((k) => PHRASES[k]).join(', or ')}.`,
    );
  illegal('illegal-move', `That ${PHRASES[action.type]} is not possible now.`);
}

/** Why a Joker cannot be named so, in the words of the rules. */
function refuseNaming(s: RatsState, action: RatsAction): void {
  if (action.seat !== s.current)
    illegal(
      'not-your-turn',
      `Seat ${s.current + 1} put the Joker into the collective hand and names its card, not Seat ${action.seat + 1}.`,
    );
  if (action.type !== 'name-joker') return;
  const collective = s.round.collective.map((c) => c.card);
  if (namableCards(collective).includes(action.card)) return;
  if (collective.includes(action.card) && !isJoker(action.card))
    illegal(
      'illegal-move',
      `The Joker may not copy ${cardName(action.card)}: it is already in the collective hand.`,
    );
  illegal(
    'illegal-move',
    `"${action.card}" is not a card the Joker can stand for: name a rank (2–10, J, Q, K, A) and a suit.`,
  );
}

function perform(t: Table, action: RatsAction): void {
  move(t, action);
  remember(t, action);
}

/** What the table saw go into the acting seat's hand, less what has left it since. */
function remember(t: Table, action: RatsAction): void {
  const hand = t.hands[action.seat]!;
  const shown = t.shownInHand[action.seat]!;
  if (action.type === 'draw' && action.card !== null) shown.push(action.card);
  // A ♦ swap from the hand puts the collective card in its place; the power's swap is with the Market.
  if (action.type === 'diamond' && hand.includes(action.take)) shown.push(action.take);
  t.shownInHand[action.seat] = shown.filter((card) => hand.includes(card));
}

function move(t: Table, action: RatsAction): void {
  const hand = t.hands[action.seat]!;
  switch (action.type) {
    case 'draw': {
      t.drawn = true;
      if (action.card === null) hand.push(drawTop(t)!);
      else {
        takeFrom(t.market, action.card);
        hand.push(action.card);
        settleMarket(t);
      }
      return;
    }
    case 'play':
      return play(t, action.card);
    case 'joker':
      return useJoker(t);
    case 'skip':
      if (t.phase === 'revealing' || t.phase === 'expert-joker') return resolve(t);
      return endTurn(t);
    case 'heart':
      t.round.debt.push(drawTop(t)!);
      return endTurn(t);
    case 'peek':
      t.round.ratUp.push(t.round.ratDown.splice(action.index, 1)[0]!);
      t.phase = 'peeked';
      return;
    case 'spade':
      for (const card of action.cards) {
        takeFrom(hand.includes(card) ? hand : t.market, card);
        t.discard.push(card);
      }
      settleMarket(t);
      return endTurn(t);
    case 'club':
      for (const card of action.cards) {
        takeFrom(hand, card);
        t.market.push(card);
      }
      return endTurn(t);
    case 'club-deck':
      for (let i = 0; i < action.count; i++) t.market.push(drawTop(t)!);
      return endTurn(t);
    case 'diamond': {
      const fromHand = hand.includes(action.give);
      takeFrom(fromHand ? hand : t.market, action.give);
      (fromHand ? hand : t.market).push(action.take);
      const slot = t.round.collective.findIndex((c) => c.card === action.take);
      t.round.collective[slot] = { card: action.give, by: action.seat };
      return endTurn(t);
    }
    case 'remove': {
      if (typeof action.target === 'number')
        discardFaceDown(t, t.round.ratDown.splice(action.target, 1));
      else {
        takeFrom(t.round.ratUp, action.target);
        t.discard.push(action.target);
      }
      for (let i = 0; i < ADVANCED_JOKER_ADDS; i++) {
        const card = drawTop(t);
        if (card !== null) t.round.ratDown.push(card);
      }
      t.removed.push(t.round.asideJoker!);
      t.round.asideJoker = null;
      return resolve(t);
    }
    case 'reveal':
      return reveal(t);
    case 'name-joker':
      // The next round starts after the seat that completed the collective hand: the seat
      // whose card went in last (a ♦ swap never takes out the card just played).
      t.current = t.round.collective.at(-1)!.by!;
      return resolve(t, action.card);
  }
}

function play(t: Table, card: string): void {
  takeFrom(t.hands[t.current]!, card);
  if (ratAbility(t)?.kind === 'first-card-face-down' && t.round.collective.length === 0) {
    t.round.collective.push({ card, faceDown: true, by: t.current });
    return endTurn(t);
  }
  t.round.collective.push({ card, by: t.current });
  t.round.played = card;
  t.phase = 'act';
}

function useJoker(t: Table): void {
  const joker = t.jokers.earned.shift()!;
  t.round.jokerUsed = true;
  if (t.config.mode === 'expert') {
    t.round.expertJoker = joker;
    t.phase = 'revealing';
    return;
  }
  if (t.config.mode === 'advanced') t.round.asideJoker = joker;
  else t.round.collective.push({ card: joker, by: t.current });
  endTurn(t);
}

/** Expert: a card of the active Rat's suit ends the reveal, costing its cards and 1 Debt. */
function reveal(t: Table): void {
  const card = drawTop(t)!;
  const ratSuit = suitOf(t.rats[t.activeRat as 0 | 1]);
  if (suitOf(card) !== ratSuit) {
    t.round.collective.push({ card, by: null, revealed: true });
    return;
  }
  const revealed = t.round.collective.filter((c) => c.revealed).map((c) => c.card);
  t.round.collective = t.round.collective.filter((c) => !c.revealed);
  t.discard.push(card, ...revealed);
  const debt = drawTop(t);
  if (debt !== null) t.playerDebt.push(debt);
  if (t.playerDebt.length >= DEBT_TO_LOSE) {
    // The game ends at once; the round's cards are left where they lie.
    t.outcome = 'lost';
    t.phase = 'over';
    return;
  }
  resolve(t);
}

/** The turn is over: the next seat plays, or the full collective hand is resolved. */
function endTurn(t: Table): void {
  t.round.played = null;
  if (t.round.collective.length < t.collectiveSize) {
    t.current = (t.current + 1) % t.config.players;
    t.phase = 'turn';
    t.drawn = false;
    return;
  }
  const joker = t.round.collective.find((c) => isJoker(c.card));
  if (joker && t.config.jokerNamed === 'by-players') {
    t.phase = 'name-joker';
    t.current = joker.by!;
  } else if (t.round.asideJoker !== null) t.phase = 'joker-remove';
  else if (t.config.mode === 'expert' && t.jokers.earned.length > 0 && !t.round.jokerUsed)
    t.phase = 'expert-joker';
  else resolve(t);
}
