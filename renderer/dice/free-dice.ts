/**
 * The free dice tray: which dice are on it and whether the next throw goes under the cup.
 * Throws here belong to no game; they still go into the session's dice history.
 */
import { create } from 'zustand';
import { MAX_DICE } from '../../shared/dice';
import { DIE_KINDS, type DieKind } from '../../shared/engine/dice-kinds';

interface FreeDice {
  readonly dice: readonly DieKind[];
  readonly underCup: boolean;
  add(kind: DieKind): void;
  remove(kind: DieKind): void;
  setUnderCup(on: boolean): void;
}

/** Dice kept in a fixed order (d4 first), so a throw reads the same way every time. */
function sorted(dice: readonly DieKind[]): DieKind[] {
  return [...dice].sort((a, b) => DIE_KINDS.indexOf(a) - DIE_KINDS.indexOf(b));
}

export const useFreeDice = create<FreeDice>((set, get) => ({
  dice: ['d6', 'd6'],
  underCup: false,
  add(kind) {
    const { dice } = get();
    if (dice.length < MAX_DICE) set({ dice: sorted([...dice, kind]) });
  },
  remove(kind) {
    const { dice } = get();
    const at = dice.lastIndexOf(kind);
    if (at >= 0 && dice.length > 1) set({ dice: dice.filter((_, i) => i !== at) });
  },
  setUnderCup(underCup) {
    set({ underCup });
  },
}));
