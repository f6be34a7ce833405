import { useEffect } from 'react';
import { findControl } from './find-control';

const MARK = 'data-lesson-target';

/**
 * Points at the control a lesson step names: marks it (app.css rings it) for as long as the
 * step lasts, whenever the table draws it, and gives it the focus once, when it first
 * appears in the step, so Enter or Space does the step. A control the learner is typing in
 * keeps the focus.
 */
export function useLessonPointer(
  control: string | undefined,
  step: number | null,
  panel: HTMLElement | null,
): void {
  useEffect(() => {
    if (!control || step === null) return;
    const overlay = document.querySelector('.overlay') ?? document.body;
    let focused = false;
    let marked: HTMLElement | null = null;
    const point = (): void => {
      const found = findControl(overlay, control, panel);
      if (found !== marked) {
        marked?.removeAttribute(MARK);
        found?.setAttribute(MARK, '');
        marked = found;
      }
      if (found && !focused) {
        focused = true;
        const typing = document.activeElement?.matches('input[type="text"], textarea') ?? false;
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
    };
  }, [control, step, panel]);
}
