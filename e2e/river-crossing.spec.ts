import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { formatAction, game, type CrossingState } from '../shared/games/river-crossing';
import { pickName, pickables, choicesOf, type Pick } from '../renderer/games/river-crossing/turn';
import { autosavedCrossing, redsChoice } from './support/crossing-screen';
import { canvasVariety, expect, screenshotDir, test, type Host } from './support/fixtures';
import { fixSeed } from './support/seeded';

test.setTimeout(600_000);

/** The game as autosaved once it waits on Red after more than `played` moves. */
async function redToMove(host: Host, played: number): Promise<CrossingState> {
  let state: CrossingState | null = null;
  await expect
    .poll(
      () => {
        const saved = autosavedCrossing(host.savesDir);
        const pending = saved && game.next(saved.state);
        state =
          saved && saved.actions > played && pending?.kind === 'decision' && pending.seats[0] === 0
            ? saved.state
            : null;
        return state !== null;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return state!;
}

/** The pick that `pickables` gives for the move, as the HUD lists it. */
function pickFor(s: CrossingState, action: ReturnType<typeof redsChoice>): Pick {
  const legal = game.legalActions(s, 0);
  return pickables(legal, s.board).find((p) =>
    choicesOf(legal, p, s.board).some((c) => formatAction(c.action) === formatAction(action)),
  )!;
}

/** Plays Red's move by hand: the piece from the HUD's list, then the place it goes. */
async function playByHand(page: Page, s: CrossingState, byKeys: boolean): Promise<string> {
  const legal = game.legalActions(s, 0);
  const action = redsChoice(s, legal);
  const turn = page.locator('.rc-turn');
  if (action.type === 'pass') {
    await turn.getByRole('button', { name: 'Pass' }).click();
    return 'pass';
  }
  const pick = pickFor(s, action);
  if (byKeys) {
    const order = pickables(legal, s.board);
    const at = order.findIndex((p) => JSON.stringify(p) === JSON.stringify(pick));
    for (let i = 0; i <= at; i++) await page.keyboard.press('n');
    await expect(turn.locator('h2')).toHaveText(`Moving ${pickName(pick, s.board)}`);
    const choices = choicesOf(legal, pick, s.board);
    const to = choices.findIndex((c) => formatAction(c.action) === formatAction(action));
    for (let i = 0; i < to; i++) await page.keyboard.press('m');
    await page.keyboard.press('Enter');
  } else {
    await turn
      .locator('.rc-choices button', { hasText: pickName(pick, s.board) })
      .first()
      .click();
    await turn.locator(`.rc-choices button[data-move="${formatAction(action)}"]`).click();
  }
  return formatAction(action);
}

const logLines = (page: Page) => page.locator('.game-log li:not(.log-end)');

test('River Crossing: Red against two computers enters, stacks, is collected and freed, saves, continues and finishes', async ({
  page,
  host,
}) => {
  await fixSeed(page, 19);
  await host.open(page);
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Animation speed').fill('4');
  await page.getByLabel('Graphics quality').selectOption('low');
  await page.getByRole('button', { name: 'Done' }).click();
  await page
    .locator('[data-game="river-crossing"]')
    .getByRole('button', { name: 'New game' })
    .click();
  await expect(page.getByRole('heading', { name: 'New game: River Crossing' })).toBeVisible();
  await expect(page.getByLabel('Rules')).toHaveValue('river-table');
  await page.getByLabel('Seat 2 level').selectOption('easy');
  await page.getByLabel('Seat 3 level').selectOption('easy');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.locator('.hud-top')).toContainText('River Crossing');
  await page.getByRole('button', { name: 'Top', exact: true }).click();
  await expect
    .poll(async () => (await canvasVariety(page)).distinctColours, { timeout: 30_000 })
    .toBeGreaterThan(40);

  const seen = { stacked: false, collected: false, released: false, restarted: false };
  let played = -1;
  let redMoves = 0;
  let lastCollected = 0;
  const turn = page.locator('.rc-turn');
  const end = page.locator('.winner');
  while (redMoves < 400) {
    await expect(turn.or(end)).toBeVisible({ timeout: 60_000 });
    if (await end.isVisible()) break;
    const state = await redToMove(host, played);
    if (!seen.stacked && state.board.some((st) => st.length > 1 && st.includes('r'))) {
      seen.stacked = true;
      const tall = state.board.findIndex((st) => st.length > 1 && st.includes('r'));
      await page.screenshot({ path: join(screenshotDir, 'river-crossing-stack.png') });
      expect(tall).toBeGreaterThanOrEqual(0);
    }
    if (state.sides[0].collected < lastCollected && !seen.released) {
      seen.released = true;
      await expect(logLines(page).filter({ hasText: 'frees a red piece' }).first()).toBeVisible();
    }
    lastCollected = state.sides[0].collected;
    if (!seen.collected && state.sides[0].collected > 0) {
      seen.collected = true;
      await expect(logLines(page).filter({ hasText: 'takes a red piece' }).first()).toBeVisible();
      await page.screenshot({ path: join(screenshotDir, 'river-crossing-collection.png') });
    }
    if (seen.collected && !seen.restarted) {
      // Leave the app and come back: Continue finds the game where it was.
      seen.restarted = true;
      const lines = await logLines(page).count();
      await host.open(page);
      await page
        .getByRole('button', { name: /Continue/ })
        .first()
        .click();
      await expect(turn).toBeVisible({ timeout: 60_000 });
      await expect(logLines(page)).toHaveCount(lines);
    }
    const move = await playByHand(page, state, redMoves === 0 || redMoves % 10 === 5);
    if (redMoves === 0) {
      expect(move).toMatch(/^enter /);
      await expect(logLines(page).first()).toContainText('Red enters the river at');
    }
    played = state.moves;
    redMoves++;
  }
  await expect(end).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: join(screenshotDir, 'river-crossing-end.png') });
  expect(seen).toEqual({ stacked: true, collected: true, released: true, restarted: true });
  await expect(end).toContainText(/wins?!|Nobody wins/);
});
