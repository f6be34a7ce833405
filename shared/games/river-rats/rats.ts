/** The River Rats' abilities and defeat bonuses, kept as data so the pairing can change. */
import type { Suit } from './cards';

export type RatAbility =
  | { readonly kind: 'extra-debt-on-win'; readonly debt: number }
  | { readonly kind: 'first-card-face-down' }
  | { readonly kind: 'extra-face-down'; readonly cards: number }
  | { readonly kind: 'deal-first-collective-card' };

export type DefeatBonus =
  | { readonly kind: 'remove-player-debt'; readonly debt: number }
  | { readonly kind: 'market-capacity'; readonly capacity: number; readonly refillAt: number }
  | { readonly kind: 'next-rat-fewer-face-down'; readonly cards: number }
  | { readonly kind: 'collective-hand-size'; readonly size: number };

export interface RatCard {
  readonly ability: RatAbility;
  readonly defeatBonus: DefeatBonus;
}

export const RATS: Readonly<Record<Suit, RatCard>> = {
  H: {
    ability: { kind: 'extra-debt-on-win', debt: 1 },
    defeatBonus: { kind: 'remove-player-debt', debt: 1 },
  },
  S: {
    ability: { kind: 'first-card-face-down' },
    defeatBonus: { kind: 'market-capacity', capacity: 4, refillAt: 3 },
  },
  C: {
    ability: { kind: 'extra-face-down', cards: 2 },
    defeatBonus: { kind: 'next-rat-fewer-face-down', cards: 1 },
  },
  D: {
    ability: { kind: 'deal-first-collective-card' },
    defeatBonus: { kind: 'collective-hand-size', size: 6 },
  },
};
