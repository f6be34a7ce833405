/**
 * Each game's "Learn to play", completed by keyboard alone from its card on the home screen
 * (issue #32), with a screenshot of a pointed step; and a lesson left midway and restarted.
 * Every lesson is played at 1024×640 with its table's panels open, and at every step nothing
 * is cut, covered or left to scroll; the welcome, the longest step and the farewell are looked
 * at in 1280×800 too (issue #41). No panel covers the Stones & Rivers board's coordinates, nor a
 * place on the River Rats card table.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isGestureStep } from '../shared/engine/tutorial';
import { riverCrossingTutorial } from '../shared/games/river-crossing/tutorial';
import { riverDiceTutorial } from '../shared/games/river-dice/tutorial';
import { riverRatsTutorial } from '../shared/games/river-rats/tutorial';
import { riverStakesTutorial } from '../shared/games/river-stakes/tutorial';
import { stonesAndRiversTutorial } from '../shared/games/stones-and-rivers/tutorial';
import type { Page } from '@playwright/test';
import type { Tutorial } from '../shared/engine/tutorial';
import type { BoardSize } from '../shared/games/stones-and-rivers/board';
import { expect, keepScreenshot, test } from './support/fixtures';
import { layoutLook, layoutProblems, SMALL } from './support/layout-check';
import {
  enterOnPointed,
  lessonPanel,
  openLesson,
  playLesson,
  pointedAt,
  type DoStep,
  type LookAt,
} from './support/lesson';
import { quickSettings } from './support/quick-settings';
import { coordinatesUnderPanels } from './support/stones-screen';
import { ratsTableUnderPanels } from './support/rats-regions';
import { stakesSave, writeAutosave } from './support/stakes-saves';

test.setTimeout(180_000);

/** The step whose words are longest: the one most likely to run out of room. */
function longestStep(tutorial: Tutorial): number {
  const lengths = tutorial.steps.map((s) => s.say?.length ?? 0);
  return lengths.indexOf(Math.max(...lengths));
}

/** The layout looked at for `tutorial`: every step at 1024×640; welcome, longest step and farewell at 1280×800 too. */
function lookAt(tutorial: Tutorial, more?: (page: Page) => Promise<string[]>): LookAt {
  const large = [-1, longestStep(tutorial), tutorial.steps.length];
  return layoutLook((index) => large.includes(index), more);
}

/** Opens the lesson at 1024×640, looking at its welcome; returns the look for its steps. */
async function openSmall(
  page: Page,
  gameName: string,
  tutorial: Tutorial,
  more?: (page: Page) => Promise<string[]>,
): Promise<LookAt> {
  await page.setViewportSize(SMALL);
  const look = lookAt(tutorial, more);
  await openLesson(page, gameName, look);
  return look;
}

/** Plays the rest of the lesson and looks at its farewell. */
async function finish(page: Page, tutorial: Tutorial, doStep: DoStep, look: LookAt): Promise<void> {
  await playLesson(page, tutorial, doStep, undefined, look);
  await expect(lessonPanel(page).getByRole('button', { name: 'Play a real game' })).toBeVisible();
  await look(page, tutorial.steps.length);
}

test('River Stakes: a whole lesson by keyboard, ending in a bust, with no autosave left', async ({
  page,
  host,
}) => {
  await host.open(page);
  await quickSettings(page);
  const look = await openSmall(page, 'River Stakes', riverStakesTutorial);
  await playLesson(page, riverStakesTutorial, enterOnPointed, 3, look);
  await keepScreenshot(page, 'lesson-river-stakes-pointed.png');
  await finish(page, riverStakesTutorial, enterOnPointed, look);
  await expect(page.getByText(/bust/i).first()).toBeVisible();
});

test('River: a round learnt by keyboard, peeking by holding H, to the showdown', async ({
  page,
  host,
}) => {
  await host.open(page);
  await quickSettings(page);
  const look = await openSmall(page, 'River', riverDiceTutorial);
  // The odds panel open all along, as a learner may leave it.
  await page.keyboard.press('o');
  const holdToPeek: DoStep = async (p, step, index) => {
    if (!isGestureStep(step)) return enterOnPointed(p, step, index);
    await p.keyboard.down('h');
    await expect(p.getByText(/under your cup|your hole dice/i).first()).toBeVisible();
    await p.keyboard.up('h');
  };
  await playLesson(page, riverDiceTutorial, holdToPeek, 8, look);
  await keepScreenshot(page, 'lesson-river-pointed.png');
  await finish(page, riverDiceTutorial, holdToPeek, look);
});

test('Stones & Rivers: a lesson typed move by move, through a river journey and a send', async ({
  page,
  host,
}) => {
  await host.open(page);
  await quickSettings(page);
  // No panel covers the board's coordinates (issue #41: the log had covered rows 9–11, the turn panel the right-hand columns).
  const look = await openSmall(page, 'Stones & Rivers', stonesAndRiversTutorial, (p) =>
    coordinatesUnderPanels(p, stonesAndRiversTutorial.config.board as BoardSize),
  );
  // Each step's words say what to type: the spec types exactly that.
  const typeTheMove: DoStep = async (p, step) => {
    const typed = /\(type ([^)]+)\)/.exec(step.say ?? '')?.[1];
    expect(typed, `the step says what to type: ${step.say}`).toBeDefined();
    await expect(p.getByLabel('Type an action')).toBeFocused();
    await p.keyboard.type(typed!);
    await p.keyboard.press('Enter');
  };
  await playLesson(page, stonesAndRiversTutorial, typeTheMove, 9, look);
  await keepScreenshot(page, 'lesson-stones-and-rivers-pointed.png');
  await finish(page, stonesAndRiversTutorial, typeTheMove, look);
});

test('River Crossing: a lesson as Red by keyboard, from the first entry to both pieces across', async ({
  page,
  host,
}) => {
  await host.open(page);
  await quickSettings(page);
  const look = await openSmall(page, 'River Crossing', riverCrossingTutorial);
  // Enter picks the pointed piece; M moves along its places (as many times as the words say), Enter plays.
  let learnerStep = 0;
  const PLACES_ALONG = [0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 3];
  const pickAndPlace: DoStep = async (p, step, index) => {
    await enterOnPointed(p, step, index);
    for (let i = 0; i < PLACES_ALONG[learnerStep]!; i++) await p.keyboard.press('m');
    await p.keyboard.press('Enter');
    learnerStep++;
  };
  await playLesson(page, riverCrossingTutorial, pickAndPlace, 30, look);
  await keepScreenshot(page, 'lesson-river-crossing-pointed.png');
  // A refused key: the refusal covers no panel, and the ringed control keeps the focus (issue #41).
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('alert')).toContainText('A lesson goes one way');
  const problems = await layoutProblems(page);
  await expect(page.getByRole('alert'), 'still there when looked at').toBeVisible();
  expect(problems).toEqual([]);
  expect(await pointedAt(page, 30)).toBe(true);
  await finish(page, riverCrossingTutorial, pickAndPlace, look);
});

test('River Rats: two rounds learnt by keyboard, a Joker earned, played and named', async ({
  page,
  host,
}) => {
  await host.open(page);
  await quickSettings(page);
  // No panel covers a part of the table: the lesson's column and the hint beside the move are taller than a game's.
  const look = await openSmall(page, 'River Rats', riverRatsTutorial, (p) =>
    ratsTableUnderPanels(p, riverRatsTutorial.seats.length),
  );
  // The Joker's card is chosen with the arrows, as the step's words say, then Enter names it.
  const nameWithArrows: DoStep = async (p, step, index) => {
    if (step.control !== 'Name the Joker') return enterOnPointed(p, step, index);
    await pointedAt(p, index);
    await p.keyboard.press('ArrowUp');
    await p.keyboard.press('ArrowUp');
    await p.keyboard.press('Enter');
  };
  // The hint open from the first move on, as a learner may leave it.
  await playLesson(page, riverRatsTutorial, nameWithArrows, 1, look);
  await page.keyboard.press('h');
  await expect(page.getByRole('button', { name: /Hide the hint/ })).toBeVisible();
  await playLesson(page, riverRatsTutorial, nameWithArrows, 13, look);
  await keepScreenshot(page, 'lesson-river-rats-pointed.png');
  await finish(page, riverRatsTutorial, nameWithArrows, look);
});

test('a lesson left midway and restarted: it starts over, and the real game’s autosave is untouched', async ({
  page,
  host,
}) => {
  const real = stakesSave({
    seats: [
      { name: 'Zoë', kind: 'human' },
      { name: 'Quincey', kind: 'computer' },
    ],
    untilTurn: 3,
    seed: 'real game',
    startedAt: new Date('2026-11-20T10:00:00Z'),
    savedAt: new Date('2026-11-20T10:05:00Z'),
  });
  writeAutosave(host.savesDir, real);
  const before = readdirSync(host.savesDir).map((f) => [
    f,
    readFileSync(join(host.savesDir, f), 'utf8'),
  ]);
  await host.open(page);
  await quickSettings(page);
  await expect(page.getByRole('button', { name: /^Continue River Stakes/ })).toContainText('Zoë');

  // From the New game form this time; a few steps in, Restart goes back to the welcome.
  await page.getByRole('button', { name: 'New game' }).first().click();
  await page.getByRole('button', { name: 'Learn to play' }).click();
  await page.getByRole('button', { name: 'Begin' }).click();
  await playLesson(page, riverStakesTutorial, enterOnPointed, 4);
  await expect(
    page.getByRole('complementary', { name: 'Game log' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await lessonPanel(page).getByRole('button', { name: 'Restart lesson' }).click();
  await expect(page.getByRole('button', { name: 'Begin' })).toBeFocused();
  await expect(
    page.getByRole('complementary', { name: 'Game log' }).getByRole('listitem'),
  ).toHaveCount(0);
  await page.keyboard.press('Enter');
  await playLesson(page, riverStakesTutorial, enterOnPointed, 3);

  // A pairing the lesson does not ask for is refused with the step's words; take back is not offered.
  await page.keyboard.press('2');
  await expect(page.getByRole('alert')).toContainText(/this lesson/);
  await expect(lessonPanel(page)).toHaveAttribute('data-step', '3');
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('alert')).toContainText('A lesson goes one way');
  await expect(lessonPanel(page)).toHaveAttribute('data-step', '3');

  // Left midway: home again, the real game still to continue, its files as they were.
  await lessonPanel(page).getByRole('button', { name: 'Leave lesson' }).click();
  await expect(page.getByRole('button', { name: /^Continue River Stakes/ })).toContainText('Zoë');
  const after = readdirSync(host.savesDir).map((f) => [
    f,
    readFileSync(join(host.savesDir, f), 'utf8'),
  ]);
  expect(after).toEqual(before);
});
