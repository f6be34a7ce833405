import { create } from 'zustand';
import { DIE_SIDES, type DieKind } from '../../shared/engine/dice-kinds';

export interface ThrowEntry {
  readonly dice: readonly DieKind[];
  readonly faces: readonly number[];
  /** Who threw and why, for the list: "Ada — turn". */
  readonly label: string;
  readonly at: number;
}

interface DiceHistory {
  readonly throws: readonly ThrowEntry[];
  add(entry: ThrowEntry): void;
  clear(): void;
}

/** Every throw of this session, so anyone who wonders whether the dice are fair can look. */
export const useDiceHistory = create<DiceHistory>((set, get) => ({
  throws: [],
  add(entry) {
    set({ throws: [...get().throws, entry] });
  },
  clear() {
    set({ throws: [] });
  },
}));

/** Per die kind, how often each face came up (index 0 is face 1). */
export function faceCounts(throws: readonly ThrowEntry[]): Partial<Record<DieKind, number[]>> {
  const counts: Partial<Record<DieKind, number[]>> = {};
  for (const t of throws) {
    t.dice.forEach((kind, i) => {
      const row = (counts[kind] ??= new Array<number>(DIE_SIDES[kind]).fill(0));
      const face = t.faces[i]!;
      row[face - 1] = (row[face - 1] ?? 0) + 1;
    });
  }
  return counts;
}
