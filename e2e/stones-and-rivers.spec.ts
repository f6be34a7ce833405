import type { Page } from '@playwright/test';
import { botContext } from '../shared/engine/bot';
import { Random } from '../shared/engine/random';
import {
  bots,
  formatAction,
  game,
  geometry,
  pointIndex,
  type SRAction,
  type SRState,
} from '../shared/games/stones-and-rivers';
import { movePath } from '../shared/games/stones-and-rivers/paths';
import { canvasVariety, expect, test, type Host, keepScreenshot } from './support/fixtures';
import { quickSettings } from './support/quick-settings';
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
 * Ada plays until the game ends (or `stopAfter` of her actions), each action as `choose`
 * picks it: every kind the spec must show and one plain move in three by pointer and keys
 * on the board, the other plain moves typed in the notation.
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
      // the send half done: the sent piece picked, its destinations lit, the pointer on one
      await playByHand(page, state, action, {
        beforeLast: () => keepScreenshot(page, 'stones-send-choosing.png'),
      });
    } else if (kind === 'flow') {
      await playByHand(page, state, action, {
        beforeLast: () => keepScreenshot(page, 'stones-flow-path.png'),
      });
    } else if (from.mine % 3 === 0) await playByHand(page, state, action);
    // Most plain moves are typed in the notation, as a keyboard player would: quicker to run.
    else {
      await page.getByLabel('Type an action').fill(formatAction(action));
      await page.getByLabel('Type an action').press('Enter');
    }
    if (kind) shown.add(kind);
    from.played = state.actions + 1;
    from.mine++;
    if (kind) await expect(log(page).nth(state.actions)).toContainText(/\(\w .*\)$/);
  }
}

/**
 * Opens the app at speed 4 and low quality and starts a 12 × 13 game of Ada against
 * `second` (the easy computer, or Basil at the same screen) under `rules`, seen from the
 * Top camera.
 */
async function newGame(
  page: Page,
  host: Host,
  seed: number,
  second: 'computer' | 'human',
  rules: 'rulebook' | 'course',
) {
  await fixSeed(page, seed);
  await host.open(page);
  await quickSettings(page);
  await page
    .locator('[data-game="stones-and-rivers"]')
    .getByRole('button', { name: 'New game' })
    .click();
  await expect(page.getByRole('heading', { name: 'New game: Stones & Rivers' })).toBeVisible();
  await page.getByLabel('Board').selectOption('12x13');
  await page.getByLabel('Rules').selectOption(rules);
  await page.getByLabel('Seat 1 name').fill('Ada');
  await page.getByLabel('Seat 2 name').fill('Basil');
  await page.getByLabel('Seat 2 player').selectOption(second);
  if (second === 'computer') await page.getByLabel('Seat 2 level').selectOption('easy');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.locator('.hud-top')).toContainText('Stones & Rivers');
  await page.getByRole('button', { name: 'Top', exact: true }).click();
  await expect
    .poll(async () => (await canvasVariety(page)).distinctColours, { timeout: 30_000 })
    .toBeGreaterThan(40);
  // the camera's flight to the Top view
  await page.waitForTimeout(1500);
}

test('a whole Stones & Rivers game against the easy computer on 12 × 13, by pointer and keys', async ({
  page,
  host,
}) => {
  await newGame(page, host, 22, 'computer', 'rulebook');
  // The rulebook's way to choose who starts: a piece flipped on the table.
  await expect(page.locator('.sr-first')).toContainText(
    /The flipped piece landed (stone|river) side up: (Ada|Basil) \((Circle|Square)\) starts/,
  );
  await keepScreenshot(page, 'stones-start.png');

  // A first move and the computer's answer, taken back together with Ctrl+Z.
  const opening = await adaToAct(host, -1);
  await playByHand(page, opening, { type: 'move', seat: 0, from: 'd8', to: 'd7' });
  await expect(log(page)).toHaveCount(opening.actions + 2);
  await page.keyboard.press('Control+z');
  await expect(log(page)).toHaveCount(opening.actions);
  await expect(page.locator('.hud-top .turn')).toContainText('Ada');
  // The next move is chosen from the autosave: the one from before the take back, also with
  // Ada to move, must not be read for it (seen once in CI, as "There is no piece on d7").
  await expect.poll(() => autosaved(host.savesDir)?.actions).toBe(opening.actions);

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
  await keepScreenshot(page, 'stones-end.png');
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
  // The last position's faces and rivers' ways, from the player's chair and the broadcast angle.
  for (const camera of ['Seat', 'Audience']) {
    await page.getByRole('button', { name: camera, exact: true }).click();
    await page.waitForTimeout(1500);
    await keepScreenshot(page, `stones-${camera.toLowerCase()}.png`);
  }
  await page.getByRole('button', { name: 'Close replay' }).click();
});

test('two people at one screen: a move by pointer, one typed, and a take back the other agrees to', async ({
  page,
  host,
}) => {
  // the course preset: Circle (Ada) starts
  await newGame(page, host, 23, 'human', 'course');

  const start = await adaToAct(host, -1);
  await playByHand(page, start, { type: 'move', seat: 0, from: 'e8', to: 'e7' });
  await expect(page.locator('.at-screen')).toHaveText('At the screen: Basil');
  await page.getByLabel('Type an action').fill('f e4 V');
  await page.getByLabel('Type an action').press('Enter');
  await expect(log(page)).toHaveText([
    'Ada steps from e8 to e7 (m e8-e7)',
    'Basil flips the stone on e4 to a river flowing up and down (V) (f e4 V)',
  ]);

  // Ada is at the screen now: Basil's move goes back only if Ada agrees.
  await page.keyboard.press('Control+z');
  const ask = page.getByRole('dialog', { name: 'Agree to take back' });
  await expect(ask).toContainText(
    "The last move is Basil's (Basil flips the stone on e4 to a river flowing up and down (V) (f e4 V)). Only Basil can take it back, and Ada, whose turn it is, must agree.",
  );
  await ask.getByRole('button', { name: 'No, the move stands' }).click();
  await expect(log(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Take back' }).click();
  await ask.getByRole('button', { name: 'Basil takes it back, Ada agrees' }).click();
  await expect(log(page)).toHaveCount(1);
  await expect(page.locator('.at-screen')).toHaveText('At the screen: Basil');
  await expect(page.locator('.hud-top .turn')).toContainText('Basil');
});
