import { create } from 'zustand';
import type { Pick } from './turn';

/** The move being put together at this screen, and the square under the pointer: shared by board, HUD and keys. */
export const usePicking = create<{
  readonly pick: Pick | null;
  /** Which of the picked thing's destinations the keys point at. */
  readonly cursor: number;
  readonly hover: number | null;
  /** Why the last click or key did nothing; the next pick or keystroke clears it. */
  readonly message: string | null;
  choose(pick: Pick | null): void;
  point(cursor: number): void;
  hovering(square: number | null): void;
  say(message: string | null): void;
}>((set) => ({
  pick: null,
  cursor: 0,
  hover: null,
  message: null,
  choose: (pick) => set({ pick, cursor: 0, message: null }),
  point: (cursor) => set({ cursor, message: null }),
  hovering: (hover) => set({ hover }),
  say: (message) => set({ message }),
}));
