import { create } from 'zustand';
import type { Pick } from './turn';

/** The move being put together at this screen, and the square under the pointer: shared by board, HUD and keys. */
export const usePicking = create<{
  readonly pick: Pick | null;
  /** Which of the picked thing's destinations the keys point at. */
  readonly cursor: number;
  readonly hover: number | null;
  choose(pick: Pick | null): void;
  point(cursor: number): void;
  hovering(square: number | null): void;
}>((set) => ({
  pick: null,
  cursor: 0,
  hover: null,
  choose: (pick) => set({ pick, cursor: 0 }),
  point: (cursor) => set({ cursor }),
  hovering: (hover) => set({ hover }),
}));
