import { create } from 'zustand';
import { NOTHING_PICKED, type Picking } from './turn';

/**
 * The turn being put together at this screen: the piece picked, the piece it would send,
 * and the point under the pointer (or the keyboard's cursor), shared by board and HUD.
 */
export const usePicking = create<{
  readonly picking: Picking;
  readonly hover: string | null;
  /** Why the other preset's actions of the picked piece are closed here, when asked. */
  readonly askWhy: boolean;
  /** What the table last said about the turn (a refused point, a refused typed action); a new pick or a keystroke in the typed action clears it. */
  readonly message: string | null;
  pick(picking: Picking): void;
  say(message: string | null): void;
  point(hover: string | null): void;
  toggleWhy(): void;
  reset(): void;
}>((set) => ({
  picking: NOTHING_PICKED,
  hover: null,
  askWhy: false,
  message: null,
  pick: (picking) => set({ picking, hover: null, askWhy: false, message: null }),
  say: (message) => set({ message }),
  point: (hover) => set({ hover }),
  toggleWhy: () => set((s) => ({ askWhy: !s.askWhy })),
  reset: () => set({ picking: NOTHING_PICKED, hover: null, askWhy: false, message: null }),
}));
