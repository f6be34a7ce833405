/** River Rats' facts in words for the panels, read from the engine's own data. */
import {
  PREDICTIONS,
  RATS,
  cardName,
  rankOf,
  suitOf,
  type DefeatBonus,
  type RatAbility,
} from '../../../shared/games/river-rats';

export function abilityText(ability: RatAbility): string {
  switch (ability.kind) {
    case 'extra-debt-on-win':
      return `when it wins a round, ${ability.debt} more Debt`;
    case 'first-card-face-down':
      return "each round's first collective card is played face down";
    case 'extra-face-down':
      return `its hand has ${ability.cards} extra face-down cards`;
    case 'deal-first-collective-card':
      return 'the top deck card starts each collective hand';
  }
}

/**
 * A River Rat's defeat bonus: `promised` while the Rat is still to beat ("collective hands
 * will hold 6 cards"), `earned` once it is defeated ("collective hands now hold 6 cards").
 */
export function bonusText(bonus: DefeatBonus, when: 'promised' | 'earned'): string {
  const promised = when === 'promised';
  switch (bonus.kind) {
    case 'remove-player-debt':
      return `${bonus.debt} of your Debt ${promised ? 'will be' : 'is'} removed`;
    case 'market-capacity':
      return promised
        ? `the Market will hold ${bonus.capacity} and refill at ${bonus.refillAt} or fewer`
        : `the Market holds ${bonus.capacity} and refills at ${bonus.refillAt} or fewer`;
    case 'next-rat-fewer-face-down':
      return `the next Rat’s hand ${promised ? 'will have' : 'has'} ${bonus.cards} fewer face-down card`;
    case 'collective-hand-size':
      return `collective hands ${promised ? 'will hold' : 'now hold'} ${bonus.size} cards (best five count)`;
  }
}

export const ratOf = (king: string) => RATS[suitOf(king)];

/** "Q♥: full house". */
export function predictionText(card: string): string {
  return `${cardName(card)}: ${PREDICTIONS[rankOf(card)]!}`;
}

export const POWER_TEXT: Readonly<Record<string, string>> = {
  H: '♥ look at a face-down Rat card, then maybe add 1 Debt',
  S: '♠ discard any cards from your hand and the Market',
  C: '♣ put up to two cards into the Market',
  D: '♦ swap a collective card with a Market card',
};

export const names = (cards: readonly string[]) => cards.map(cardName).join(' ');
