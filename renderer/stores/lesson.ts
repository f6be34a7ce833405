/**
 * The lesson being played, when the match at the table is a guided first game: the
 * script, the gestures made since the last action, and how far the learner has read.
 * The match store asks it whether an action is the lesson's next, and keeps no autosave
 * while it runs.
 */
import { create } from 'zustand';
import type { BaseAction } from '../../shared/engine/contract';
import {
  checkTutorialAction,
  currentStep,
  isGestureStep,
  type Tutorial,
  type TutorialCheck,
  type TutorialGesture,
} from '../../shared/engine/tutorial';

/** Why a lesson has no take back: it is played from its script, and Restart begins it again. */
export const LESSON_GOES_ONE_WAY =
  'A lesson goes one way: press Restart in the lesson panel to begin it again.';

interface LessonStore {
  readonly tutorial: Tutorial | null;
  /** Gestures made since the last action (they are steps of their own). */
  readonly gestures: number;
  /**
   * How many steps the learner has read past (-1 before the welcome is read): another
   * seat's step with words plays only once it is read (see `waitsForReading`).
   */
  readonly read: number;
  /** The step whose second press is pointed at now (its first made: a piece picked), if any. */
  readonly second: number | null;
  begin(tutorial: Tutorial): void;
  end(): void;
  /** The learner made `gesture` on the table: it completes the step when that step asks for it. */
  gesture(gesture: TutorialGesture, actionsPlayed: number): void;
  /** The learner has read step `index` (-1: the welcome) and goes on. */
  goOn(index: number): void;
  /** A game action was played: gestures count from it. */
  played(): void;
  /** The lesson points at step `index`'s second press (null: at no second press). */
  pointAtSecond(index: number | null): void;
  /** Whether `action` is the lesson's next (always, when no lesson runs). */
  check(action: BaseAction, actionsPlayed: number): TutorialCheck;
}

export const useLesson = create<LessonStore>((set, get) => ({
  tutorial: null,
  gestures: 0,
  read: -1,
  second: null,
  begin(tutorial) {
    set({ tutorial, gestures: 0, read: -1, second: null });
  },
  end() {
    set({ tutorial: null, gestures: 0, read: -1, second: null });
  },
  gesture(gesture, actionsPlayed) {
    const { tutorial, gestures } = get();
    if (!tutorial) return;
    const step = tutorial.steps[currentStep(tutorial, actionsPlayed, gestures)];
    if (step && isGestureStep(step) && step.gesture === gesture) set({ gestures: gestures + 1 });
  },
  goOn(index) {
    if (index + 1 > get().read) set({ read: index + 1 });
  },
  pointAtSecond(index) {
    if (get().second !== index) set({ second: index });
  },
  played() {
    if (get().gestures !== 0) set({ gestures: 0 });
  },
  check(action, actionsPlayed) {
    const { tutorial, gestures, read } = get();
    if (!tutorial) return { ok: true };
    if (read < 0) return { ok: false, why: 'Press Begin in the lesson panel first.' };
    return checkTutorialAction(tutorial, currentStep(tutorial, actionsPlayed, gestures), action);
  },
}));

/** The step the lesson is at now, or null when no lesson runs. */
export function useLessonStep(actionsPlayed: number): number | null {
  const tutorial = useLesson((s) => s.tutorial);
  const gestures = useLesson((s) => s.gestures);
  return tutorial ? currentStep(tutorial, actionsPlayed, gestures) : null;
}
