import { create } from 'zustand';

/** What the person at the screen is doing with their own things: peeking, carrying coins to the die. */
interface HandState {
  readonly peeking: boolean;
  readonly carrying: boolean;
  /** Where the carried coins are, on the table top. */
  readonly at: readonly [number, number] | null;
  peek(on: boolean): void;
  carry(on: boolean): void;
  moveTo(at: readonly [number, number]): void;
}

export const useHand = create<HandState>((set) => ({
  peeking: false,
  carrying: false,
  at: null,
  peek: (peeking) => set({ peeking }),
  carry: (carrying) => set({ carrying, at: null }),
  moveTo: (at) => set({ at }),
}));
