/**
 * Plays a lesson's other seats from its script: a computer's decision after a short pause,
 * a computer's or the table's throw through the usual automatic throw (landing on the
 * script's faces). A step with words waits until the learner has read it and goes on.
 */
import { useEffect } from 'react';
import {
  currentStep,
  isGestureStep,
  isLearnerStep,
  scriptedFaces,
  waitsForReading,
  type TutorialGesture,
} from '../../shared/engine/tutorial';
import { useLesson } from '../stores/lesson';
import { useMatch } from '../stores/match';
import { useSettings } from '../stores/settings';

/** How long another seat seems to think in a lesson at normal speed, so the learner can follow. */
const LESSON_PAUSE_MS = 700;

/**
 * Whether the lesson holds the table still: its welcome is unread, or the next step is
 * another seat's with words the learner has not yet read.
 */
export function lessonHolds(): boolean {
  const { tutorial, gestures, read } = useLesson.getState();
  if (!tutorial) return false;
  const actions = useMatch.getState().record?.actions.length ?? 0;
  return waitsForReading(tutorial, currentStep(tutorial, actions, gestures), read);
}

/**
 * Whether the automatic throw (another seat's, or the table's) may fall now: always outside
 * a lesson; in one, only when the lesson's step is that throw and its words are read. A
 * learner's step before it (a peek) comes first.
 */
export function lessonLetsOthersThrow(): boolean {
  const { tutorial, gestures, read } = useLesson.getState();
  if (!tutorial) return true;
  const actions = useMatch.getState().record?.actions.length ?? 0;
  const index = currentStep(tutorial, actions, gestures);
  const step = tutorial.steps[index];
  if (!step || isGestureStep(step) || isLearnerStep(tutorial, step)) return false;
  return step.action.type === 'throw' && !waitsForReading(tutorial, index, read);
}

/** The learner made `gesture` at the table (lifted their cup to peek): a lesson waiting for it goes on. */
export function lessonGesture(gesture: TutorialGesture): void {
  useLesson.getState().gesture(gesture, useMatch.getState().record?.actions.length ?? 0);
}

/** The faces a lesson's script gives the throw now, or null outside a lesson (the dice decide). */
export function lessonFaces(actionsPlayed: number): readonly number[] | null {
  const { tutorial, gestures } = useLesson.getState();
  if (!tutorial) return null;
  return scriptedFaces(tutorial, currentStep(tutorial, actionsPlayed, gestures));
}

export function useLessonDriver(): void {
  const tutorial = useLesson((s) => s.tutorial);
  const read = useLesson((s) => s.read);
  const gestures = useLesson((s) => s.gestures);
  const state = useMatch((s) => s.state);
  const speed = useSettings((s) => s.settings.animationSpeed);

  useEffect(() => {
    if (!tutorial || lessonHolds()) return;
    const actions = useMatch.getState().record?.actions.length ?? 0;
    const step = tutorial.steps[currentStep(tutorial, actions, gestures)];
    if (!step || isGestureStep(step) || isLearnerStep(tutorial, step)) return;
    // Throws go through the automatic throw, so the dice are seen to fall.
    if (step.action.type === 'throw') return;
    const timer = setTimeout(() => {
      if (useMatch.getState().state === state) useMatch.getState().act(step.action);
    }, LESSON_PAUSE_MS / speed);
    return () => clearTimeout(timer);
  }, [tutorial, read, gestures, state, speed]);
}
