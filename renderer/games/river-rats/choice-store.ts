import { create } from 'zustand';
import type { RatsAction } from '../../../shared/games/river-rats';
import { swapFor, type Group } from './offers';

/**
 * The cards the person at the screen has chosen for a ♠ or ♣ power or a ♦ swap, the card
 * picked for the Joker, not yet played, and why the last thing they pointed at did nothing.
 */
interface ChoiceState {
  readonly chosen: readonly string[];
  /** The rank and suit picked for the Joker so far, shown on the felt before it is named. */
  readonly jokerAs: string | null;
  /** Why the card or key last pointed at is not on offer now; the next action or pick clears it. */
  readonly refused: string | null;
  toggle(card: string): void;
  pickJoker(card: string): void;
  clear(): void;
  say(refused: string | null): void;
}

export const useChoice = create<ChoiceState>((set, get) => ({
  chosen: [],
  jokerAs: null,
  refused: null,
  toggle: (card) =>
    set({
      refused: null,
      chosen: get().chosen.includes(card)
        ? get().chosen.filter((c) => c !== card)
        : [...get().chosen, card],
    }),
  pickJoker: (card) => set({ jokerAs: card, refused: null }),
  clear: () => set({ chosen: [], jokerAs: null, refused: null }),
  say: (refused) => set({ refused }),
}));

/** Chooses a card; a swap is played as soon as its two cards are chosen. */
export function chooseCard(
  groups: readonly Group[],
  card: string,
  act: (action: RatsAction) => unknown,
): void {
  useChoice.getState().toggle(card);
  const swap = groups.find((g) => g.kind === 'swap');
  const action = swap && swapFor(swap, useChoice.getState().chosen);
  if (action) {
    useChoice.getState().clear();
    act(action);
  }
}
