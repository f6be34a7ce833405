/**
 * Watching a match again, one action at a time: the states come from replaying the record,
 * so a replay shows exactly what happened, dice included (their throws are in the save).
 */
import { create } from 'zustand';
import { replayStates } from '../../shared/engine/record';
import { useMatch } from './match';

interface ReplayStore {
  /** Every state of the match (before action 0 … after the last); null when not replaying. */
  readonly states: readonly unknown[] | null;
  /** How many actions have been shown. */
  readonly index: number;
  start(): void;
  seek(index: number): void;
  step(delta: number): void;
  stop(): void;
}

/** Ends the replay when its match goes; set while a replay runs. */
let endWithMatch: (() => void) | null = null;

export const useReplay = create<ReplayStore>((set, get) => ({
  states: null,
  index: 0,
  start() {
    const { table, record } = useMatch.getState();
    if (!table || !record) return;
    set({ states: replayStates(table.game, record), index: 0 });
    // A replay belongs to one match: leaving it, or starting or loading another, ends it.
    endWithMatch = useMatch.subscribe((match, previous) => {
      if (
        match.record?.startedAt !== previous.record?.startedAt ||
        match.record?.seed !== previous.record?.seed
      )
        get().stop();
    });
  },
  seek(index) {
    const states = get().states;
    if (!states) return;
    set({ index: Math.max(0, Math.min(states.length - 1, index)) });
  },
  step(delta) {
    get().seek(get().index + delta);
  },
  stop() {
    endWithMatch?.();
    endWithMatch = null;
    set({ states: null, index: 0 });
  },
}));
