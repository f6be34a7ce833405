import { useEffect } from 'react';
import { useLesson } from '../../stores/lesson';
import { LESSON_MARK as MARK } from '../../input/keymap';
import { findControl } from './find-control';

/** Fields a person types in: the focus stays there while they type. */
const TYPING = 'input:not([type]), input[type="text"], textarea';

/**
 * Points at the control a lesson step names: marks it (app.css rings it) for as long as the
 * step lasts, whenever the table draws it, and brings it into sight and gives it the focus
 * once, when it first appears in the step, so Enter or Space does the step. A control the
 * learner is typing in keeps the focus. A step made in two presses names a second control
 * (`then`): once the first has gone, the second is pointed at the same way, and the lesson
 * store knows, so the table rings the second press's place.
 */
export function useLessonPointer(
  control: string | undefined,
  then: string | undefined,
  step: number | null,
  panel: HTMLElement | null,
): void {
  useEffect(() => {
    if (!control || step === null) return;
    const overlay = document.querySelector('.overlay') ?? document.body;
    const focused = new Set<string>();
    let marked: HTMLElement | null = null;
    const point = (): void => {
      const first = findControl(overlay, control, panel);
      const second = !first && then ? findControl(overlay, then, panel) : null;
      const found = first ?? second;
      useLesson.getState().pointAtSecond(second ? step : null);
      if (found !== marked) {
        marked?.removeAttribute(MARK);
        found?.setAttribute(MARK, '');
        marked = found;
      }
      const name = second ? then! : control;
      if (found && !focused.has(name)) {
        focused.add(name);
        // A panel column that scrolls may hold it out of sight (below the fold, or scrolled past).
        found.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const typing = document.activeElement?.matches(TYPING) ?? false;
        if (!typing) found.focus({ preventScroll: true });
      }
    };
    let frame = 0;
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(point);
    });
    observer.observe(overlay, { subtree: true, childList: true, attributes: true });
    point();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      marked?.removeAttribute(MARK);
      useLesson.getState().pointAtSecond(null);
    };
  }, [control, then, step, panel]);
}
