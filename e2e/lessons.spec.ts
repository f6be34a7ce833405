/**
 * Each game's "Learn to play", completed by keyboard alone from its card on the home screen
 * (issue #32), with a screenshot of a pointed step; and a lesson left midway and restarted.
 */
import { isGestureStep } from '../shared/engine/tutorial';
import { riverCrossingTutorial } from '../shared/games/river-crossing/tutorial';
import { riverDiceTutorial } from '../shared/games/river-dice/tutorial';
import { riverStakesTutorial } from '../shared/games/river-stakes/tutorial';
import { stonesAndRiversTutorial } from '../shared/games/stones-and-rivers/tutorial';
import { expect, keepScreenshot, test } from './support/fixtures';
import { enterOnPointed, lessonPanel, openLesson, playLesson, type DoStep } from './support/lesson';
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

test('River: a round learnt by keyboard, peeking by holding H, to the showdown', async ({
  page,
  host,
}) => {
  await host.open(page);
  await quickSettings(page);
  await openLesson(page, 'River');
  const holdToPeek: DoStep = async (p, step, index) => {
    if (!isGestureStep(step)) return enterOnPointed(p, step, index);
    await p.keyboard.down('h');
    await expect(p.getByText(/under your cup|your hole dice/i).first()).toBeVisible();
    await p.keyboard.up('h');
  };
  await playLesson(page, riverDiceTutorial, holdToPeek, 8);
  await keepScreenshot(page, 'lesson-river-pointed.png');
  await playLesson(page, riverDiceTutorial, holdToPeek);
  await expect(lessonPanel(page).getByRole('button', { name: 'Play a real game' })).toBeVisible();
});

test('Stones & Rivers: a lesson typed move by move, through a river journey and a send', async ({
  page,
  host,
}) => {
  await host.open(page);
  await quickSettings(page);
  await openLesson(page, 'Stones & Rivers');
  // Each step's words say what to type: the spec types exactly that.
  const typeTheMove: DoStep = async (p, step) => {
    const typed = /\(type ([^)]+)\)/.exec(step.say ?? '')?.[1];
    expect(typed, `the step says what to type: ${step.say}`).toBeDefined();
    await expect(p.getByLabel('Type an action')).toBeFocused();
    await p.keyboard.type(typed!);
    await p.keyboard.press('Enter');
  };
  await playLesson(page, stonesAndRiversTutorial, typeTheMove, 9);
  await keepScreenshot(page, 'lesson-stones-and-rivers-pointed.png');
  await playLesson(page, stonesAndRiversTutorial, typeTheMove);
  await expect(lessonPanel(page).getByRole('button', { name: 'Play a real game' })).toBeVisible();
});

test('River Crossing: a lesson as Red by keyboard, from the first entry to both pieces across', async ({
  page,
  host,
}) => {
  await host.open(page);
  await quickSettings(page);
  await openLesson(page, 'River Crossing');
  // Enter picks the pointed piece; M moves along its places (as many times as the words say), Enter plays.
  let learnerStep = 0;
  const PLACES_ALONG = [0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3];
  const pickAndPlace: DoStep = async (p, step, index) => {
    await enterOnPointed(p, step, index);
    for (let i = 0; i < PLACES_ALONG[learnerStep]!; i++) await p.keyboard.press('m');
    await p.keyboard.press('Enter');
    learnerStep++;
  };
  await playLesson(page, riverCrossingTutorial, pickAndPlace, 30);
  await keepScreenshot(page, 'lesson-river-crossing-pointed.png');
  await playLesson(page, riverCrossingTutorial, pickAndPlace);
  await expect(lessonPanel(page).getByRole('button', { name: 'Play a real game' })).toBeVisible();
});
