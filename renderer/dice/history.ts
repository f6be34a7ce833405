import { create } from 'zustand';
import { DIE_SIDES, type DieKind } from '../../shared/engine/dice-kinds';
import type { MatchRecord } from '../../shared/engine/record';

export interface ThrowEntry {
  readonly dice: readonly DieKind[];
  readonly faces: readonly number[];
  /** Who threw and why, for the list: "Ada — turn". */
  readonly label: string;
  readonly at: number;
}

/** Whose throws a history lists: one match's (see `historyOf`), or the home screen's dice tray. */
export type HistoryOf = string;

/** The dice tray on the home screen: its throws are a history of their own. */
export const DICE_TRAY: HistoryOf = 'dice tray';

/**
 * A match's own history: the same match whenever it is sat down at again in this session
 * (Continue), and a new one for each new game and each lesson begun or begun again.
 */
export function historyOf(record: Pick<MatchRecord, 'gameId' | 'seed' | 'startedAt'>): HistoryOf {
  return `${record.gameId} ${String(record.seed)} ${record.startedAt}`;
}

interface DiceHistory {
  /** Whose throws these are. */
  readonly of: HistoryOf | null;
  readonly throws: readonly ThrowEntry[];
  /** A throw of `of`'s: another game's throws are let go (each game's history is its own). */
  add(of: HistoryOf, entry: ThrowEntry): void;
  clear(): void;
}

/** The throws of the game at the table (or the dice tray), so anyone who wonders whether the dice are fair can look. */
export const useDiceHistory = create<DiceHistory>((set, get) => ({
  of: null,
  throws: [],
  add(of, entry) {
    const { of: now, throws } = get();
    set({ of, throws: now === of ? [...throws, entry] : [entry] });
  },
  clear() {
    set({ of: null, throws: [] });
  },
}));

/** The throws listed for `of`: none when the history holds another game's. */
export function useThrowsOf(of: HistoryOf): readonly ThrowEntry[] {
  return useDiceHistory((s) => (s.of === of ? s.throws : NONE));
}

const NONE: readonly ThrowEntry[] = [];

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
