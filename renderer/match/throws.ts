/**
 * Throws the dice the game waits for: at once for computer seats and the table, when asked
 * (Roll, Space, a flick of the dice) for people. The faces go to the game only after the
 * dice have come to rest on screen, and nothing can be taken back from the moment a throw
 * starts until its faces are in the game.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { throwRecordSchema, type Gesture } from '../../shared/dice';
import type { Pending, ThrowAction } from '../../shared/engine/contract';
import { describeDice } from '../../shared/engine/throws';
import { historyOf, useDiceHistory } from '../dice/history';
import { tableSeed } from '../dice/table-seed';
import { useThrow } from '../dice/throw-store';
import { useMatch } from '../stores/match';
import { useReplay } from '../stores/replay';
import { useLesson } from '../stores/lesson';
import { currentPace, usePace } from '../stores/pace';
import { useSettings } from '../stores/settings';
import { lessonFaces, lessonHolds, lessonLetsOthersThrow } from './useLessonDriver';
import { hasHiddenInformation } from '../stores/viewer';

const COMPUTER_PAUSE_MS = 600;

type ThrowPending = Extract<Pending, { kind: 'throw' }>;

/** True from the moment a throw starts until its faces are in the game (or it failed). */
export const useThrowing = create<{ readonly throwing: boolean }>(() => ({ throwing: false }));

function pendingThrow(): ThrowPending | null {
  const { table, state } = useMatch.getState();
  if (!table || useReplay.getState().states) return null;
  const pending = table.game.next(state) as Pending;
  return pending.kind === 'throw' ? pending : null;
}

/**
 * Throws the dice the game waits for now, if it waits for a throw (by `onlyFor`, when
 * given) and none is under way.
 */
export function throwPendingDice(gesture?: Gesture, onlyFor?: number | null): void {
  const pending = pendingThrow();
  const record = useMatch.getState().record;
  if (!pending || !record || useThrowing.getState().throwing) return;
  if (onlyFor !== undefined && pending.seat !== onlyFor) return;
  if (lessonHolds()) {
    useMatch.getState().tell('Read the lesson first, then press Continue.');
    return;
  }
  const faces = lessonFaces(record.actions.length);
  useThrowing.setState({ throwing: true });
  const index = record.actions.length;
  const who =
    pending.seat === null ? 'The table' : (record.seats[pending.seat]?.name ?? 'A player');
  const label = `${who} — ${describeDice(pending.dice)} (${pending.purpose})`;
  useThrow
    .getState()
    .roll({
      dice: pending.dice,
      seed: tableSeed(),
      label,
      speed: currentPace(),
      hidden: pending.hidden,
      ...(gesture ? { gesture } : {}),
      ...(faces ? { faces } : {}),
    })
    .then((thrown) => {
      // Only if the game still waits for this very throw (no load or leave meanwhile).
      if (useMatch.getState().record?.actions.length !== index) return;
      if (!pending.hidden)
        useDiceHistory.getState().add(historyOf(record), {
          dice: thrown.dice,
          faces: thrown.faces,
          label,
          at: Date.now(),
        });
      const action: ThrowAction = { type: 'throw', seat: pending.seat, faces: thrown.faces };
      useMatch.getState().act(action, thrown);
      if (useMatch.getState().table?.tray?.handOff) useThrow.getState().clear();
    })
    .catch((error: unknown) =>
      useMatch.getState().tell(`The dice could not be thrown: ${String(error)}`, 'problem'),
    )
    .finally(() => useThrowing.setState({ throwing: false }));
}

/** Whether the person at the screen may throw now (the dice are theirs and at rest). */
export function useHandDice(): ThrowPending | null {
  const table = useMatch((s) => s.table);
  const state = useMatch((s) => s.state);
  const seats = useMatch((s) => s.record?.seats);
  const replaying = useReplay((s) => s.states !== null);
  const throwing = useThrowing((s) => s.throwing);
  if (!table || !seats || replaying || throwing) return null;
  const pending = table.game.next(state) as Pending;
  if (pending.kind !== 'throw' || pending.seat === null) return null;
  return seats[pending.seat]?.kind === 'human' ? pending : null;
}

/** Throws for computer seats and the table by themselves, at a pace people can follow. */
export function useAutomaticThrows(): void {
  const state = useMatch((s) => s.state);
  const replaying = useReplay((s) => s.states !== null);
  const speed = usePace();
  // A lesson's throw waits for its turn in the script (after a peek, after its words are read).
  const lessonRead = useLesson((s) => s.read);
  const lessonGestures = useLesson((s) => s.gestures);
  useEffect(() => {
    const pending = pendingThrow();
    const seats = useMatch.getState().record?.seats ?? [];
    if (!pending || replaying) return;
    if (pending.seat !== null && seats[pending.seat]?.kind !== 'computer') return;
    if (!lessonLetsOthersThrow()) return;
    const timer = setTimeout(() => throwPendingDice(), COMPUTER_PAUSE_MS / speed);
    return () => clearTimeout(timer);
  }, [state, replaying, speed, lessonRead, lessonGestures]);
}

/**
 * Dice stay where they landed until the next throw: sitting down at a saved game, or
 * stepping to a moment of a replay, shows the last throw before action `upTo` at rest.
 * A game with hidden dice restores none here: which of its throws lie under a cup is for
 * its own table to say.
 */
export function restLatestThrow(upTo: number, animateIndex?: number): void {
  const { table, throws } = useMatch.getState();
  if (!table || hasHiddenInformation(table.game)) {
    useThrow.getState().clear();
    return;
  }
  for (let index = upTo - 1; index >= 0; index--) {
    const thrown = throwRecordSchema.safeParse(throws[String(index)]);
    if (!thrown.success) continue;
    const label = 'Last throw';
    if (index === animateIndex)
      void useThrow
        .getState()
        .show(thrown.data, label, useSettings.getState().settings.animationSpeed);
    else useThrow.getState().rest(thrown.data, label);
    return;
  }
  useThrow.getState().clear();
}
