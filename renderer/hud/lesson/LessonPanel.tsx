import { useEffect, useRef, useState } from 'react';
import {
  isGestureStep,
  isLearnerStep,
  waitsForReading,
  type Tutorial,
} from '../../../shared/engine/tutorial';
import { startLesson } from '../../match/lesson-start';
import { useLesson, useLessonStep } from '../../stores/lesson';
import { useMatch } from '../../stores/match';
import { useNavigation } from '../../stores/navigation';
import { useLessonPointer } from './useLessonPointer';

function keyName(key: string): string {
  return key.length === 1 ? key.toUpperCase() : key[0]!.toUpperCase() + key.slice(1);
}

/** Which of the learner's steps this is, of how many: "Step 3 of 12". */
function learnerProgress(tutorial: Tutorial, index: number): { at: number; of: number } {
  const learner = tutorial.steps.map((s) => isLearnerStep(tutorial, s));
  return {
    at: learner.slice(0, index + 1).filter(Boolean).length,
    of: learner.filter(Boolean).length,
  };
}

/**
 * The lesson beside the table: the welcome, then each step in words with its key, the
 * others' moves explained before they play, and the farewell. It points at the step's
 * control, and can be left or started again at any moment.
 */
export function LessonPanel() {
  const tutorial = useLesson((s) => s.tutorial);
  const read = useLesson((s) => s.read);
  const table = useMatch((s) => s.table);
  const actions = useMatch((s) => s.record?.actions.length ?? 0);
  const index = useLessonStep(actions);
  const go = useNavigation((s) => s.go);
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const goOnButton = useRef<HTMLButtonElement>(null);
  const step = tutorial && index !== null ? tutorial.steps[index] : undefined;
  const learnerStep = tutorial && step ? isLearnerStep(tutorial, step) : false;
  const waitsToGoOn = tutorial !== null && index !== null && waitsForReading(tutorial, index, read);
  const pointing = learnerStep && read >= 0;
  useLessonPointer(
    pointing ? step?.control : undefined,
    pointing ? step?.then?.control : undefined,
    index,
    panel,
  );
  // The learner's next key goes to the lesson whenever it waits for them to read on.
  useEffect(() => {
    if (waitsToGoOn) goOnButton.current?.focus({ preventScroll: true });
  }, [waitsToGoOn, index, read]);
  if (!tutorial || index === null || !table) return null;

  const restart = (): void => {
    startLesson(table);
  };
  const leave = (): void => {
    useMatch.getState().close();
    go({ name: 'home' });
  };
  const finished = index >= tutorial.steps.length;
  const progress = learnerProgress(tutorial, Math.min(index, tutorial.steps.length - 1));

  // Restart and Leave sit on one row with the step's own button, so the words keep the room.
  const restartAndLeave = (
    <span className="lesson-leave">
      <button type="button" aria-label="Restart lesson" onClick={restart}>
        Restart
      </button>
      <button type="button" aria-label="Leave lesson" onClick={leave}>
        Leave
      </button>
    </span>
  );

  return (
    <section ref={setPanel} className="hud-panel lesson" aria-label="Lesson" data-step={index}>
      <header className="lesson-head">
        <h2>{tutorial.title}</h2>
        {read >= 0 && !finished && (
          <p className="lesson-progress">
            {learnerStep ? `Step ${progress.at} of ${progress.of}` : 'Watch the table'}
          </p>
        )}
      </header>
      {read < 0 ? (
        <>
          <p className="lesson-words">{tutorial.welcome}</p>
          <div className="lesson-actions">
            <button
              ref={goOnButton}
              type="button"
              className="primary"
              onClick={() => useLesson.getState().goOn(-1)}
            >
              Begin
            </button>
            {restartAndLeave}
          </div>
        </>
      ) : finished ? (
        <>
          <p className="lesson-words" role="status">
            {tutorial.farewell}
          </p>
          <div className="lesson-actions">
            <button
              type="button"
              className="primary"
              onClick={() => {
                useMatch.getState().close();
                go({ name: 'new-game', gameId: table.game.id as never });
              }}
            >
              Play a real game
            </button>
            {restartAndLeave}
          </div>
        </>
      ) : (
        <>
          <p className="lesson-words" role="status">
            {step?.say ?? 'The others play…'}
            {learnerStep && step?.key && (
              <>
                {' '}
                <span className="lesson-key">
                  Key: <kbd>{keyName(step.key)}</kbd>
                </span>
              </>
            )}
          </p>
          {step && isGestureStep(step) && <p className="lesson-hint">Hold it, then let go.</p>}
          <div className="lesson-actions">
            {waitsToGoOn && (
              <button
                ref={goOnButton}
                type="button"
                className="primary"
                onClick={() => useLesson.getState().goOn(index)}
              >
                Continue
              </button>
            )}
            {restartAndLeave}
          </div>
        </>
      )}
    </section>
  );
}
