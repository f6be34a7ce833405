import { create } from 'zustand';
import type { Gesture } from '../../shared/dice';
import type { DieKind } from '../../shared/engine/dice-kinds';

interface ThrowControl {
  /** Throws the dice the game waits for (set by the match driver), for buttons, keys and hands. */
  readonly roll: ((gesture?: Gesture) => void) | null;
  /** The dice a person at the table may pick up and throw now; null while nobody may. */
  readonly handDice: readonly DieKind[] | null;
}

export const useThrowControl = create<ThrowControl>(() => ({ roll: null, handDice: null }));
