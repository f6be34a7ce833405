import { create } from 'zustand';
import type { RatsAction } from '../../../shared/games/river-rats';
import { swapFor, type Group } from './offers';

/**
 * The cards the person at the screen has chosen for a ♠ or ♣ power or a ♦ swap, and the
 * card picked for the Joker, not yet played.
 */
interface ChoiceState {
  readonly chosen: readonly string[];
  /** The rank and suit picked for the Joker so far, shown on the felt before it is named. */
  readonly jokerAs: string | null;
  toggle(card: string): void;
  pickJoker(card: string): void;
  clear(): void;
}

export const useChoice = create<ChoiceState>((set, get) => ({
  chosen: [],
  jokerAs: null,
  toggle: (card) =>
    set({
      chosen: get().chosen.includes(card)
        ? get().chosen.filter((c) => c !== card)
        : [...get().chosen, card],
    }),
  pickJoker: (card) => set({ jokerAs: card }),
  clear: () => set({ chosen: [], jokerAs: null }),
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
