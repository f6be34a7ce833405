import type { Page } from '@playwright/test';
import {
  formatAction,
  game,
  type CrossingAction,
  type CrossingState,
} from '../shared/games/river-crossing';
import { pickName, pickables, choicesOf, type Pick } from '../renderer/games/river-crossing/turn';
import {
  autosavedCrossing,
  eventfulChoice,
  lateGameSave,
  redsChoice,
  writeNamedSave,
} from './support/crossing-screen';
import { factsOf } from '../shared/games/game-facts';
import { canvasVariety, expect, test, type Host, keepScreenshot } from './support/fixtures';
import { quickSettings } from './support/quick-settings';
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
      { timeout: 60_000, intervals: [50] },
    )
    .toBe(true);
  return state!;
}

/** The pick that `pickables` gives for the move, as the HUD lists it. */
function pickFor(s: CrossingState, action: CrossingAction): Pick {
  const legal = game.legalActions(s, 0);
  return pickables(legal, s.board).find((p) =>
    choicesOf(legal, p, s.board).some((c) => formatAction(c.action) === formatAction(action)),
  )!;
}

/** Plays `action` for Red by hand: by keys (N, M, Enter), or the piece and place in the HUD. */
async function playByHand(
  page: Page,
  s: CrossingState,
  action: CrossingAction,
  byKeys: boolean,
): Promise<void> {
  const legal = game.legalActions(s, 0);
  const turn = page.locator('.rc-turn');
  if (action.type === 'pass') {
    await turn.getByRole('button', { name: 'Pass' }).click();
    return;
  }
  const pick = pickFor(s, action);
  if (byKeys) {
    const order = pickables(legal, s.board);
    const at = order.findIndex((p) => JSON.stringify(p) === JSON.stringify(pick));
    for (let i = 0; i <= at; i++) await page.keyboard.press('n');
    await expect(turn.locator('h2')).toHaveText(`Moving ${pickName(pick, s.board)} to`);
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
}

const logLines = (page: Page) => page.locator('.game-log li:not(.log-end)');

test('River Crossing: Red against two computers enters, stacks, is collected and freed, leaves and continues, and finishes a late game', async ({
  page,
  host,
}) => {
  writeNamedSave(host.savesDir, lateGameSave());
  await fixSeed(page, 19);
  await host.open(page);
  await quickSettings(page);
  await page
    .locator('[data-game="river-crossing"]')
    .getByRole('button', { name: 'New game' })
    .click();
  await expect(page.getByRole('heading', { name: 'New game: River Crossing' })).toBeVisible();
  await expect(page.getByLabel('Rules')).toHaveValue('river-table');
  await page.getByLabel('Seat 2 level').selectOption('easy');
  await page.getByLabel('Seat 3 level').selectOption('easy');
  // Each level chosen says in one line what it does.
  await expect(page.getByLabel('What the computer levels do').locator('li')).toHaveText([
    `Easy: ${factsOf('river-crossing')!.botLevelNotes.easy}`,
  ]);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.locator('.hud-top')).toContainText('River Crossing');
  await page.getByRole('button', { name: 'Top', exact: true }).click();
  await expect
    .poll(async () => (await canvasVariety(page)).distinctColours, { timeout: 30_000 })
    .toBeGreaterThan(40);

  const seen = { stacked: false, collected: false, released: false, restarted: false };
  const turn = page.locator('.rc-turn');
  let played = -1;
  let lastCollected = 0;
  for (let redMoves = 0; !seen.released && redMoves < 60; redMoves++) {
    await expect(turn).toBeVisible({ timeout: 60_000 });
    const state = await redToMove(host, played);
    if (state.sides[0].collected < lastCollected) {
      seen.released = true;
      await expect(logLines(page).filter({ hasText: 'frees a red piece' })).not.toHaveCount(0);
      break;
    }
    lastCollected = state.sides[0].collected;
    if (!seen.stacked && state.board.some((st) => st.length > 1 && st.includes('r'))) {
      seen.stacked = true;
      // A piece with riders, picked: the HUD lists its stack bottom to top, the piece is lifted
      // with its riders; seen from Red's chair.
      const legal = game.legalActions(state, 0);
      const carrying = pickables(legal, state.board).find(
        (p) => p.kind === 'piece' && state.board[p.square]!.length > p.height,
      );
      if (carrying) {
        await turn.getByRole('button', { name: pickName(carrying, state.board) }).click();
        await expect(turn.locator('.rc-stack li')).toHaveCount(
          carrying.kind === 'piece' ? state.board[carrying.square]!.length : 0,
        );
        await page.getByRole('button', { name: 'Seat', exact: true }).click();
        await page.waitForTimeout(1500);
        await keepScreenshot(page, 'river-crossing-stack.png');
        await page.keyboard.press('x');
        await page.getByRole('button', { name: 'Top', exact: true }).click();
      }
    }
    if (!seen.collected && state.sides[0].collected > 0) {
      seen.collected = true;
      await expect(logLines(page).filter({ hasText: 'takes a red piece' })).not.toHaveCount(0);
      await keepScreenshot(page, 'river-crossing-collection.png');
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
    const action = eventfulChoice(state, game.legalActions(state, 0), seen);
    await playByHand(page, state, action, redMoves === 0 || redMoves % 7 === 3);
    if (redMoves === 0) {
      expect(action.type).toBe('enter');
      await expect(logLines(page).first()).toContainText('Red enters the river at');
    }
    played = state.moves;
  }
  expect(seen).toEqual({ stacked: true, collected: true, released: true, restarted: true });

  // A late game from the saves list, finished by hand: the winner's panel.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: /Leave to home/ }).click();
  await page
    .getByRole('row', { name: /Late game/ })
    .getByRole('button', { name: 'Load' })
    .click();
  await expect(turn).toBeVisible({ timeout: 60_000 });
  const late = lateGameSave().snapshot.state as CrossingState;
  await playByHand(page, late, redsChoice(late, game.legalActions(late, 0)), false);
  const end = page.locator('.winner');
  await expect(end).toBeVisible({ timeout: 60_000 });
  await expect(end).toContainText(/wins?!|Nobody wins/);
  await keepScreenshot(page, 'river-crossing-end.png');
});
