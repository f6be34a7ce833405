/**
 * The pace the table plays at: the animation speed setting, or the fastest it offers while
 * a person hurries a computer's turn (Space, or the Hurry button) until that turn is over.
 */
import { create } from 'zustand';
import { useSettings } from './settings';

/** How fast a hurried computer turn plays: the fastest the speed setting offers. */
export const HURRIED_SPEED = 4;

export const useHurry = create<{
  /** The seat whose turn is hurried (null: the table's own throw), or undefined when none is. */
  readonly seat: number | null | undefined;
  hurry(seat: number | null): void;
  settle(): void;
}>((set) => ({
  seat: undefined,
  hurry: (seat) => set({ seat }),
  settle: () => set({ seat: undefined }),
}));

/** The speed to play at: the setting, or the fastest while a turn is hurried. */
export function paceOf(setting: number, hurried: boolean): number {
  return hurried ? Math.max(setting, HURRIED_SPEED) : setting;
}

/** The pace now, outside React. */
export function currentPace(): number {
  return paceOf(
    useSettings.getState().settings.animationSpeed,
    useHurry.getState().seat !== undefined,
  );
}

export function usePace(): number {
  const setting = useSettings((s) => s.settings.animationSpeed);
  const hurried = useHurry((s) => s.seat !== undefined);
  return paceOf(setting, hurried);
}
