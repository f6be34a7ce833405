/**
 * Plays a game's lesson at the table as a keyboard user: Begin, then each step the lesson
 * panel shows. The learner's steps are done by keys only (by default Enter on the control
 * the lesson focused); the others' steps with words are read on with Continue (Enter).
 */
import type { Page } from '@playwright/test';
import { isLearnerStep, type Tutorial, type TutorialStep } from '../../shared/engine/tutorial';
import { expect } from './fixtures';

export type DoStep = (page: Page, step: TutorialStep, index: number) => Promise<void>;

/**
 * Looks at the screen while the lesson waits for the learner: at step `index` (its control
 * pointed at, or Continue), at the welcome (-1) or at the farewell (the number of steps).
 */
export type LookAt = (page: Page, index: number) => Promise<void>;

/**
 * Waits until the lesson points at the step's control and it has the focus; false when the
 * step did itself meanwhile (a "Continue and throw" throws the next dice at once).
 */
export async function pointedAt(page: Page, index: number): Promise<boolean> {
  await expect
    .poll(
      async () =>
        (await stepShown(page)) > index ||
        (await page.evaluate(
          () => document.activeElement?.hasAttribute('data-lesson-target') ?? false,
        )),
      { message: `step ${index}: the lesson points at its control, or moves on` },
    )
    .toBe(true);
  return (await stepShown(page)) === index;
}

/** Enter on the control the lesson pointed at and focused. */
export const enterOnPointed: DoStep = async (page, _step, index) => {
  if (await pointedAt(page, index)) await page.keyboard.press('Enter');
};

export function lessonPanel(page: Page) {
  return page.getByRole('region', { name: 'Lesson' });
}

/** The step the lesson panel is at. */
async function stepShown(page: Page): Promise<number> {
  return Number(await lessonPanel(page).getAttribute('data-step'));
}

/** Opens the game's lesson from its card on the home screen, by keyboard (looking at the welcome with `look`). */
export async function openLesson(page: Page, gameName: string, look?: LookAt): Promise<void> {
  await page.getByRole('button', { name: `Learn to play ${gameName}`, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(lessonPanel(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Begin' })).toBeFocused();
  if (look) await look(page, -1);
  await page.keyboard.press('Enter');
}

/**
 * Plays steps from where the panel is until step `until` (the whole lesson by default),
 * looking at each step the learner is shown with `look` before doing it.
 */
export async function playLesson(
  page: Page,
  tutorial: Tutorial,
  doStep: DoStep = enterOnPointed,
  until = tutorial.steps.length,
  look?: LookAt,
): Promise<void> {
  for (;;) {
    const index = await stepShown(page);
    if (index >= until) return;
    const step = tutorial.steps[index]!;
    if (isLearnerStep(tutorial, step)) {
      // A step that did itself meanwhile (pointedAt is false) has nothing left to look at or do.
      const waiting = !look || step.control === undefined || (await pointedAt(page, index));
      if (waiting) {
        if (look) await look(page, index);
        await doStep(page, step, index);
      }
    } else if (step.say !== undefined) {
      const goOn = page.getByRole('button', { name: 'Continue', exact: true });
      await expect(goOn).toBeFocused();
      if (look) await look(page, index);
      await page.keyboard.press('Enter');
    }
    await expect
      .poll(() => stepShown(page), { message: `the lesson moves on from step ${index}` })
      .toBeGreaterThan(index);
  }
}
