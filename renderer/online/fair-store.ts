/**
 * Fair dice as this page sees them: each random event it checked (with the words for the
 * log), and every alarm, its own or another seat's, which stays on screen until the person
 * leaves the table. A failed check is never silent.
 */
import { create } from 'zustand';
import type { FairCheck } from '../../shared/fair/checker';

export interface FairAlarm {
  readonly event: string;
  /** Who found it: this page, or another seat's (by name). */
  readonly by: string;
  readonly words: string;
}

export interface FairState {
  /** The newest check, for the mark beside the dice. */
  readonly last: FairCheck | null;
  readonly verified: number;
  readonly alarms: readonly FairAlarm[];
}

export const EMPTY_FAIR: FairState = { last: null, verified: 0, alarms: [] };

export const useFair = create<FairState>(() => EMPTY_FAIR);

export function noteCheck(check: FairCheck): void {
  useFair.setState((s) => ({
    last: check,
    verified: s.verified + (check.status === 'verified' ? 1 : 0),
    alarms:
      check.status === 'failed'
        ? [...s.alarms, { event: check.event, by: 'this page', words: check.words }]
        : s.alarms,
  }));
}

export function noteReport(alarm: FairAlarm): void {
  useFair.setState((s) =>
    s.alarms.some((a) => a.event === alarm.event && a.by === alarm.by)
      ? s
      : { ...s, alarms: [...s.alarms, alarm] },
  );
}
