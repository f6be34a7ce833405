import { create } from 'zustand';

/** The choice a person is pointing at, so the board can show where its leaders would land. */
export const usePreview = create<{
  sums: readonly number[] | null;
  set: (sums: readonly number[] | null) => void;
}>((set) => ({
  sums: null,
  set: (sums) => set({ sums }),
}));
