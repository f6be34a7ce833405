import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { botContext } from '../shared/engine/bot';
import { Random } from '../shared/engine/random';
import {
  bots,
  game,
  geometry,
  pointIndex,
  type SRAction,
  type SRState,
} from '../shared/games/stones-and-rivers';
import { movePath } from '../shared/games/stones-and-rivers/paths';
import { canvasVariety, expect, screenshotDir, test, type Host } from './support/fixtures';
import { fixSeed } from './support/seeded';
import { autosaved, playByHand } from './support/stones-screen';

test.setTimeout(600_000);

type Kind = 'flip' | 'rotate' | 'flow' | 'send';

/** A river journey: a move that goes further than one step. */
function isFlow(s: SRState, a: SRAction): boolean {
  if (a.type !== 'move') return false;
  const g = geometry(s.config.board);
  return movePath(g, s.cells, pointIndex(g, a.from), pointIndex(g, a.to)).length > 2;
}

/**
 * Ada's choice: each kind of action the spec must show once, as soon as it is open, and
 * otherwise what a medium computer player would do (worked out here, played by hand there).
 */
function choose(s: SRState, shown: Set<Kind>): { action: SRAction; kind: Kind | null } {
  const legal = game.legalActions(s, s.toMove);
  const wanted: [Kind, (a: SRAction) => boolean][] = [
    ['send', (a) => a.type === 'send'],
    ['flow', (a) => isFlow(s, a)],
    ['rotate', (a) => a.type === 'rotate'],
    ['flip', (a) => a.type === 'flip' && a.orientation === 'H'],
  ];
  for (const [kind, test] of wanted) {
    const found = shown.has(kind) ? undefined : legal.find(test);
    if (found) return { action: found, kind };
  }
  const bot = bots.medium!();
  return {
    action: bot.choose(s, legal, botContext(Random.fromSeed(`ada:${s.actions}`), 150)),
    kind: null,
  };
}

/** The game as autosaved once it waits on Ada (seat 0) after more than `played` actions. */
async function adaToAct(host: Host, played: number): Promise<SRState> {
  let state: SRState | null = null;
  await expect
    .poll(() => {
      const saved = autosaved(host.savesDir);
      state =
        saved && saved.actions > played && saved.state.toMove === 0 && !saved.state.result
          ? saved.state
          : null;
      return state !== null;
    })
    .toBe(true);
  return state!;
}

const log = (page: Page) => page.locator('.game-log li:not(.log-end)');

/**
 * Ada plays until the game ends (or `stopAfter` of her actions): each action by hand, as
 * `choose` picks it. Returns the number of actions played when it stopped.
 */
async function playOn(
  page: Page,
  host: Host,
  shown: Set<Kind>,
  from: { played: number; mine: number },
  stopAfter = Infinity,
): Promise<void> {
  const turn = page.locator('.sr-turn');
  const end = page.locator('.winner');
  while (from.mine < stopAfter) {
    await expect(turn.or(end)).toBeVisible({ timeout: 60_000 });
    if (await end.isVisible()) return;
    const state = await adaToAct(host, from.played);
    const { action, kind } = choose(state, shown);
    if (kind === 'send') {
      await playByHand(page, state, action, {
        beforeLast: () =>
          page.screenshot({ path: join(screenshotDir, 'stones-send-choosing.png') }),
        afterLast: () => page.screenshot({ path: join(screenshotDir, 'stones-send-moving.png') }),
      });
    } else if (kind === 'flow') {
      await playByHand(page, state, action, {
        beforeLast: () => page.screenshot({ path: join(screenshotDir, 'stones-flow-path.png') }),
      });
    } else await playByHand(page, state, action);
    if (kind) shown.add(kind);
    from.played = state.actions + 1;
    from.mine++;
    if (kind) await expect(log(page).nth(state.actions)).toContainText(/\(\w .*\)$/);
  }
}

async function settings(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByLabel('Animation speed').fill('4');
  await page.getByLabel('Graphics quality').selectOption('low');
  await page.getByRole('button', { name: 'Done' }).click();
}

test('a whole Stones & Rivers game against the easy computer on 12 × 13, by pointer and keys', async ({
  page,
  host,
}) => {
  await fixSeed(page, 22);
  await host.open(page);
  await settings(page);
  await page
    .locator('[data-game="stones-and-rivers"]')
    .getByRole('button', { name: 'New game' })
    .click();
  await expect(page.getByRole('heading', { name: 'New game: Stones & Rivers' })).toBeVisible();
  await page.getByLabel('Board').selectOption('12x13');
  await page.getByLabel('Seat 1 name').fill('Ada');
  await page.getByLabel('Seat 2 player').selectOption('computer');
  await page.getByLabel('Seat 2 level').selectOption('easy');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.locator('.hud-top')).toContainText('Stones & Rivers');
  await page.getByRole('button', { name: 'Top', exact: true }).click();
  await expect
    .poll(async () => (await canvasVariety(page)).distinctColours, { timeout: 30_000 })
    .toBeGreaterThan(40);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(screenshotDir, 'stones-start.png') });

  const shown = new Set<Kind>();
  const progress = { played: -1, mine: 0 };
  await playOn(page, host, shown, progress, 8);

  // Save halfway, open the app again and continue the same game.
  await expect(page.locator('.sr-turn')).toBeVisible();
  const logBefore = await log(page).allTextContents();
  expect(logBefore.length).toBeGreaterThan(10);
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByLabel('Save as').fill('Halfway');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved as “Halfway”.')).toBeVisible();
  await page.keyboard.press('Escape');
  await host.open(page);
  await page.getByRole('button', { name: /^Continue Stones & Rivers/ }).click();
  await expect(log(page)).toHaveText(logBefore);
  await page.getByRole('button', { name: 'Top', exact: true }).click();
  await page.waitForTimeout(1000);

  await playOn(page, host, shown, progress);
  expect([...shown].sort()).toEqual(['flip', 'flow', 'rotate', 'send']);
  await expect(page.locator('.winner')).toContainText('Ada wins!');
  await expect(page.locator('.winner')).toContainText('Ada (Circle) fills the Goal');
  await page.screenshot({ path: join(screenshotDir, 'stones-end.png') });
  const finalLog = await log(page).allTextContents();
  expect(finalLog.join('\n'), 'every line names its player').not.toMatch(/\bSeat \d/);
  expect(finalLog[0]).toMatch(/^Ada .*\((m|f|r|s|p) [a-l]\d/);

  // The finished game replays step by step, the board following the log.
  await page.getByRole('button', { name: 'Watch the replay' }).click();
  const replay = page.getByRole('group', { name: 'Replay' });
  await expect(replay).toContainText('0 /');
  await expect(log(page)).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(replay).toContainText('1 /');
  await expect(log(page)).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expect(log(page)).toHaveCount(2);
  await page.keyboard.press('End');
  await expect(log(page)).toHaveCount(finalLog.length);
  await page.getByRole('button', { name: 'Close replay' }).click();
});
