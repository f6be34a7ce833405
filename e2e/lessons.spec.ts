/**
 * Each game's "Learn to play", completed by keyboard alone from its card on the home screen
 * (issue #32), with a screenshot of a pointed step; and a lesson left midway and restarted.
 */
import { riverStakesTutorial } from '../shared/games/river-stakes/tutorial';
import { expect, keepScreenshot, test } from './support/fixtures';
import { lessonPanel, openLesson, playLesson } from './support/lesson';
import { quickSettings } from './support/quick-settings';

test.setTimeout(120_000);

test('River Stakes: a whole lesson by keyboard, ending in a bust, with no autosave left', async ({
  page,
  host,
}) => {
  await host.open(page);
  await quickSettings(page);
  await openLesson(page, 'River Stakes');
  await playLesson(page, riverStakesTutorial, undefined, 3);
  await keepScreenshot(page, 'lesson-river-stakes-pointed.png');
  await playLesson(page, riverStakesTutorial);
  await expect(lessonPanel(page).getByRole('button', { name: 'Play a real game' })).toBeVisible();
  await expect(page.getByText(/bust/i).first()).toBeVisible();
});
