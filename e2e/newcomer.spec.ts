/**
 * Each table played as a newcomer would (issue #30, "Shows"): a fixed seed, odd names (an
 * emoji, quotes, markup, 24 characters, spaces around), the window resized mid-game, Escape
 * for the menu and Escape again, a take back tried at the wrong moment, and play carrying on.
 * Most tables open from a save at a telling position, which is faster than playing there.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Pending } from '../shared/engine/contract';
import type { SeatInfo } from '../shared/engine/record';
import { isThrow } from '../shared/engine/throws';
import { DEFAULT_SETTINGS } from '../shared/ipc/settings';
import {
  formatAction as crossingMove,
  game as crossing,
  type CrossingAction,
  type CrossingState,
} from '../shared/games/river-crossing';
import type { RiverState } from '../shared/games/river-dice';
import { game as rats, type RatsAction, type RatsState } from '../shared/games/river-rats';
import type { SaveFile } from '../shared/saves/format';
import { autosavedGame } from './support/autosaved';
import { lateGameSave, redsChoice } from './support/crossing-screen';
import { expect, keepScreenshot, test, type Host } from './support/fixtures';
import { layoutProblems, logNumbersFit } from './support/layout-check';
import { playedSave } from './support/played-saves';
import { playByHud } from './support/rats-moves';
import { fixSeed } from './support/seeded';
import { writeAutosave } from './support/stakes-saves';
import { oneMoveFromAdasWin } from './support/stones-saves';

test.setTimeout(180_000);

/** What a newcomer types, spaces and all, and what the table should show: the same, trimmed, as text. */
const TYPED = '  Zoë 🎲 "Ace" <b>hi</b>  ';
const SHOWN = 'Zoë 🎲 "Ace" <b>hi</b>';
/** 24 characters, the longest name the top bar is asked to carry. */
const LONG = 'Bartholomew Quincey-Vale';
const THIRD = 'O’Brien & <i>Co</i>';
const COLOURS = ['#c0392b', '#2e6fd1', '#2f9e5b'];

const oddSeats = (count: number): SeatInfo[] =>
  [SHOWN, LONG, THIRD]
    .slice(0, count)
    .map((name, i) =>
      i === 0
        ? { name, kind: 'human', colour: COLOURS[i]! }
        : { name, kind: 'computer', level: 'easy', colour: COLOURS[i]! },
    );

/** A save with its people renamed (names are not part of play). */
const renamed = (save: SaveFile): SaveFile => ({
  ...save,
  record: {
    ...save.record,
    seats: save.record.seats.map((s, i) => ({ ...s, name: oddSeats(3)[i]!.name })),
  },
});

const waitsOnFirstSeat = (pending: Pending): boolean =>
  pending.kind === 'decision' && pending.seats.includes(0);

/** Low graphics and fast motion: software WebGL draws slowly on a loaded machine. */
function quickTable(host: Host): void {
  writeFileSync(
    join(host.dataDir, 'settings.json'),
    JSON.stringify({ ...DEFAULT_SETTINGS, graphicsQuality: 'low', animationSpeed: 4 }),
  );
}

async function continueGame(page: Page, host: Host, save: SaveFile, title: string): Promise<void> {
  writeAutosave(host.savesDir, save);
  quickTable(host);
  await page.setViewportSize({ width: 1280, height: 800 });
  await host.open(page);
  await page.getByRole('button', { name: new RegExp(`^Continue ${title} `) }).click();
  await expect(page.locator('.hud-top h1')).toHaveText(title);
}

/** Controls whose centre is off the window or under something else, so a click would miss. */
function missedControls(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const out: string[] = [];
    for (const control of document.querySelectorAll(sel)) {
      const r = control.getBoundingClientRect();
      const what = control.textContent?.trim().slice(0, 30) ?? control.tagName;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const inside = r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight;
      if (r.width === 0 || !inside || !hit || !(hit === control || control.contains(hit)))
        out.push(`${what} under ${hit?.className || hit?.tagName || 'nothing'}`);
    }
    return out;
  }, selector);
}

/** The person's name is shown as typed, as text: the markup is letters, never bold. */
async function namesShowAsText(page: Page): Promise<void> {
  await expect(page.locator('.at-screen')).toHaveText(`At the screen: ${SHOWN}`);
  await expect(page.locator('.hud-top b, .hud-top i')).toHaveCount(0);
}

/** Mid-game the window shrinks: every top-bar button is still where a click lands. */
async function resizeMidGame(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1024, height: 640 });
  await page.waitForTimeout(300);
  expect(await missedControls(page, '.hud-top .hud-controls button')).toEqual([]);
}

/** Escape opens the menu on top of the table, Escape closes it, and the game is still there. */
async function escapeTwice(page: Page, shot: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('dialog', { name: 'Table menu' })).toBeVisible();
  expect(await missedControls(page, '#table-menu-panel :is(button, input)')).toEqual([]);
  await keepScreenshot(page, shot);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#table-menu-panel')).toHaveCount(0);
}

/** Take back is disabled, says why on the button, and Ctrl+Z says the same in the notice. */
async function takeBackRefused(page: Page, reason: string): Promise<void> {
  const takeBack = page.getByRole('button', { name: 'Take back' });
  await expect(takeBack).toBeDisabled();
  await expect(takeBack).toHaveAttribute('title', reason);
  await page.keyboard.press('Control+z');
  await expect(page.locator('.notice')).toHaveText(reason);
}

const HIDDEN_STANDS = (name: string) =>
  `${name} has played since, and with hidden dice or cards at the table another player's move stands.`;
const FINISHED = 'The game is over: a finished game stays finished.';

test('River Stakes: a new game with odd names, take back before anything and after a throw', async ({
  page,
  host,
}) => {
  await fixSeed(page, 3030);
  quickTable(host);
  await page.setViewportSize({ width: 1280, height: 800 });
  await host.open(page);
  await page
    .locator('[data-game="river-stakes"]')
    .getByRole('button', { name: 'New game' })
    .click();
  await page.getByLabel('Seat 1 name').fill(TYPED);
  await page.getByLabel('Seat 2 name').fill(LONG);
  await page.getByLabel('Seat 2 player').selectOption('computer');
  await page.getByLabel('Seat 2 level').selectOption('easy');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.locator('.hud-top h1')).toHaveText('River Stakes');
  await namesShowAsText(page);

  // Before any die has been thrown there is nothing to take back.
  await takeBackRefused(page, 'Nothing has been played yet.');

  // Play on: throw, pick a pairing, stop; until the computer takes its turn after Zoë's.
  const log = page.locator('.game-log li');
  let resized = false;
  let decided = false;
  const who = page.locator('.hud-top .turn strong');
  const computersTurn = async () => decided && (await who.textContent()) === LONG;
  for (let step = 0; step < 300 && !(await computersTurn()); step++) {
    if (!resized && (await log.filter({ hasText: 'throws' }).count()) > 0) {
      // A throw stands: right after one, take back says so (or, still rolling, says that).
      const takeBack = page.getByRole('button', { name: 'Take back' });
      await expect(takeBack).toBeDisabled();
      await expect(takeBack).toHaveAttribute(
        'title',
        /^(Dice that have been thrown stand: a throw cannot be taken back\.|Nothing can be taken back while the dice roll\.)$/,
      );
      await resizeMidGame(page);
      await escapeTwice(page, 'newcomer-river-stakes-menu.png');
      resized = true;
    }
    if (await page.getByRole('button', { name: /^Roll, / }).isVisible())
      await page.keyboard.press('Space');
    else if (await page.locator('.stakes-choices button').first().isVisible()) {
      await page.keyboard.press('1');
      decided = true;
    } else if (await page.locator('.stakes-decide').isVisible()) await page.keyboard.press('s');
    else await page.waitForTimeout(200);
  }
  expect(await computersTurn()).toBe(true);
  expect(resized).toBe(true);
  // The computer plays its turn through, and the turn comes back to Zoë.
  await expect(who).toHaveText(SHOWN, { timeout: 90_000 });
  await keepScreenshot(page, 'newcomer-river-stakes.png');
});

test('Stones & Rivers: odd names, resize, Escape, the winning move typed, then take back refused', async ({
  page,
  host,
}) => {
  const { save, winning } = oneMoveFromAdasWin(new Date('2026-11-20T10:00:00Z'));
  await continueGame(page, host, renamed(save), 'Stones & Rivers');
  await namesShowAsText(page);
  await resizeMidGame(page);
  await escapeTwice(page, 'newcomer-stones-menu.png');

  await page.getByLabel('Type an action').fill(winning);
  await page.getByLabel('Type an action').press('Enter');
  await expect(page.locator('.winner')).toContainText(`${SHOWN} wins!`);
  await takeBackRefused(page, FINISHED);
  await expect(page.locator('.winner')).toContainText(`${SHOWN} wins!`);
  await keepScreenshot(page, 'newcomer-stones.png');
});

/** River: after a computer has bid, nobody's bid is taken back (it would show what they hold). */
test('River: odd names, resize, Escape, take back right after a computer answered', async ({
  page,
  host,
}) => {
  const { save } = playedSave<RiverState>({
    gameId: 'river-dice',
    config: { players: 3, rounds: 3 },
    seats: oddSeats(3),
    seed: 'newcomer',
    // A computer has just bid or passed on this die, and it is the person's turn.
    stopAt: (s, p) =>
      s.phase === 'auction' &&
      waitsOnFirstSeat(p) &&
      s.bids.at(-1)?.die === s.auction?.die &&
      s.bids.at(-1)?.seat !== 0,
  });
  const last = save.record.actions.at(-1)!;
  // The position is the one the test is about: a computer's bid or pass is the last decision.
  expect(isThrow(last) || last.seat === 0).toBe(false);
  await continueGame(page, host, save, 'River');
  await namesShowAsText(page);
  await takeBackRefused(page, HIDDEN_STANDS(oddSeats(3)[last.seat!]!.name));
  // The refusal sits above the table's centre, clear of the purses, and the next key takes it away.
  expect((await layoutProblems(page)).filter((p) => p.includes('notice'))).toEqual([]);
  await page.keyboard.press('o');
  await expect(page.locator('.notice')).toHaveCount(0);
  await page.keyboard.press('o');
  await resizeMidGame(page);
  await escapeTwice(page, 'newcomer-river-menu.png');

  // Play on: pass, and the computers answer.
  const before = save.record.actions.length;
  await page.locator('.rv-auction').getByRole('button', { name: /^Pass/ }).click();
  await expect
    .poll(() => autosavedGame<RiverState>(host.savesDir, 'river-dice')?.actions ?? 0, {
      timeout: 60_000,
    })
    .toBeGreaterThan(before + 1);
  await keepScreenshot(page, 'newcomer-river.png');
});

test('River Rats: odd names, resize, Escape, take back right after the computer answered', async ({
  page,
  host,
}) => {
  const { save, state } = playedSave<RatsState>({
    gameId: 'river-rats',
    config: { players: 2 },
    seats: oddSeats(2),
    seed: 'newcomer',
    stopAt: (s, p) => s.last !== null && s.phase === 'turn' && waitsOnFirstSeat(p),
  });
  const last = save.record.actions.at(-1)!;
  expect(last.seat).toBe(1);
  await continueGame(page, host, save, 'River Rats');
  await namesShowAsText(page);
  await takeBackRefused(page, HIDDEN_STANDS(LONG));
  await resizeMidGame(page);
  await escapeTwice(page, 'newcomer-river-rats-menu.png');

  // Play on: draw from the deck when allowed (else the first offer), and the game goes on.
  const legal = rats.legalActions(state, 0) as readonly RatsAction[];
  const move = legal.find((a) => a.type === 'draw' && a.card === null) ?? legal[0]!;
  await playByHud(page, move);
  await expect
    .poll(() => autosavedGame<RatsState>(host.savesDir, 'river-rats')?.actions ?? 0, {
      timeout: 60_000,
    })
    .toBeGreaterThan(save.record.actions.length);
  await keepScreenshot(page, 'newcomer-river-rats.png');
});

test('River Crossing: odd names, resize, Escape, the last move, then take back refused', async ({
  page,
  host,
}) => {
  const save = renamed({ ...lateGameSave(), name: 'Autosave' });
  const state = save.snapshot.state as CrossingState;
  const ending = crossingMove(
    redsChoice(state, crossing.legalActions(state, 0) as readonly CrossingAction[]),
  );
  await continueGame(page, host, save, 'River Crossing');
  await namesShowAsText(page);
  // A log past a hundred lines keeps every number whole (issue #41: "ı99." at the panel's edge).
  const numbers = await logNumbersFit(page);
  expect(numbers.lines).toBeGreaterThanOrEqual(100);
  expect(numbers.room, `"${numbers.lines}." is ${numbers.widest} px wide`).toBeGreaterThanOrEqual(
    numbers.widest,
  );
  await resizeMidGame(page);
  await escapeTwice(page, 'newcomer-river-crossing-menu.png');

  // Play the move that ends the game: pick each piece until its places include that move.
  const turn = page.locator('.rc-turn');
  const pieces = await turn.locator('.rc-choices button').count();
  for (let i = 0; i < pieces; i++) {
    await turn.locator('.rc-choices button').nth(i).click();
    const place = turn.locator(`.rc-choices button[data-move="${ending}"]`);
    if (await place.count()) {
      await place.click();
      break;
    }
    await page.keyboard.press('x');
  }
  await expect(page.locator('#result-title')).toBeVisible();
  await takeBackRefused(page, FINISHED);
  await keepScreenshot(page, 'newcomer-river-crossing.png');
});
