import { create } from 'zustand';
import type { RatsAction } from '../../../shared/games/river-rats';
import { swapFor, type Group } from './offers';

/** The cards the person at the screen has chosen for a ♠ or ♣ power or a ♦ swap, not yet played. */
interface ChoiceState {
  readonly chosen: readonly string[];
  toggle(card: string): void;
  clear(): void;
}

export const useChoice = create<ChoiceState>((set, get) => ({
  chosen: [],
  toggle: (card) =>
    set({
      chosen: get().chosen.includes(card)
        ? get().chosen.filter((c) => c !== card)
        : [...get().chosen, card],
    }),
  clear: () => set({ chosen: [] }),
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
