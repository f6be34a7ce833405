/** One line of the game log per action, in the game's own words. */
import type { RatsAction } from './actions';
import type { RatsState } from './state';
import { ratAbility } from './table';

const SUIT_SIGN: Readonly<Record<string, string>> = { H: '♥', S: '♠', C: '♣', D: '♦' };

/** "10♥", "K♠"; Jokers as "a Joker". */
export function cardName(card: string): string {
  return card.startsWith('JK') ? 'a Joker' : `${card.slice(0, -1)}${SUIT_SIGN[card.slice(-1)]}`;
}

function list(cards: readonly string[]): string {
  const names = cards.map(cardName);
  return names.length <= 1
    ? names.join('')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function describe(action: RatsAction, s: RatsState): string {
  const who = `Seat ${action.seat + 1}`;
  switch (action.type) {
    case 'draw':
      return action.card === null
        ? `${who} draws from the deck`
        : `${who} takes ${cardName(action.card)} from the Market`;
    case 'play':
      // Under the ♠ Rat the round's first card goes face down: the log must not name it.
      return ratAbility(s)?.kind === 'first-card-face-down' && s.round.collective.length === 0
        ? `${who} plays a card face down into the collective hand`
        : `${who} plays ${cardName(action.card)} into the collective hand`;
    case 'joker':
      if (s.config.mode === 'expert') return `${who} uses a Joker to reveal deck cards`;
      return s.config.mode === 'advanced'
        ? `${who} sets a Joker aside for the resolution`
        : `${who} puts a Joker into the collective hand`;
    case 'skip':
      if (s.phase === 'revealing') return `${who} stops revealing cards`;
      if (s.phase === 'expert-joker') return `${who} keeps the Joker`;
      if (s.phase === 'turn') return `${who} can do nothing and passes`;
      return s.phase === 'peeked' ? `${who} adds no Debt` : `${who} takes no action`;
    case 'heart':
      return `${who} raises the round's Debt by 1`;
    case 'peek':
      return `${who} turns a face-down card of the Rat's hand face up`;
    case 'spade':
      return `${who} discards ${list(action.cards)}`;
    case 'club':
      return `${who} puts ${list(action.cards)} into the Market`;
    case 'club-deck':
      return `${who} puts ${action.count === 1 ? 'the top deck card' : 'two deck cards'} into the Market`;
    case 'diamond':
      return `${who} swaps ${cardName(action.take)} out of the collective hand for ${cardName(action.give)}`;
    case 'remove':
      return typeof action.target === 'number'
        ? `${who}'s Joker removes a face-down card from the Rat's hand`
        : `${who}'s Joker removes ${cardName(action.target)} from the Rat's hand`;
    case 'reveal':
      return `${who} reveals the top deck card`;
    case 'name-joker':
      return `${who} names the Joker ${cardName(action.card)}`;
  }
}
