/**
 * River Rats from every chair, one to four people at one screen, in a small, a middling and
 * a large window: every seat's hand with its Ace and name, the River Rats and their hand,
 * the Prediction, the collective hand, the deck, the Market, the team's Debt and its Jokers
 * all lie inside the window, and the top bar, the log, the table's facts and the move panel
 * keep out of them. The places are worked out from the table's geometry and the chair's
 * camera, the panels measured on the page as each person's first turn begins, and again as
 * the first turn after the first round begins, with that round's resolution open.
 */
import type { Page } from '@playwright/test';
import { botContext } from '../shared/engine/bot';
import { Random } from '../shared/engine/random';
import { bots, game } from '../shared/games/river-rats';
import { canvasVariety, expect, keepScreenshot, test } from './support/fixtures';
import { quickSettings } from './support/quick-settings';
import { playByHud } from './support/rats-moves';
import { WINDOW_SIZES } from './support/clear-of-panels';
import { ratsTableUnderPanels } from './support/rats-regions';
import { newRatsGame, savedOnceRats } from './support/rats-screen';
import { fixSeed } from './support/seeded';

test.setTimeout(300_000);

const NAMES = ['Ada', 'Basil', 'Cora', 'Dmitri'];

/** What keeps out of sight from the chair of `seat`, at each size. */
async function problemsFrom(page: Page, players: number, seat: number): Promise<string[]> {
  const problems: string[] = [];
  for (const [width, height] of WINDOW_SIZES) {
    await page.setViewportSize({ width, height });
    problems.push(...(await ratsTableUnderPanels(page, players, seat)));
  }
  await page.setViewportSize({ width: 1024, height: 640 });
  return problems;
}

for (const players of [1, 2, 3, 4])
  test(`River Rats with ${players} at one screen: from every chair the whole table is in view and clear of every panel`, async ({
    page,
    host,
  }) => {
    await page.setViewportSize({ width: 1024, height: 640 });
    await fixSeed(page, 7);
    await host.open(page);
    await quickSettings(page);
    await newRatsGame(page);
    await page.getByLabel(String(players), { exact: true }).check();
    for (let seat = 0; seat < players; seat++) {
      await page.getByLabel(`Seat ${seat + 1} name`).fill(NAMES[seat]!);
      if (seat > 0) await page.getByLabel(`Seat ${seat + 1} player`).selectOption('human');
    }
    await page.getByRole('button', { name: 'Start game' }).click();

    const teammate = bots.medium!();
    const rng = Random.fromSeed('chairs');
    const problems: string[] = [];
    const seen = new Set<number>();
    let played = -1;
    let atScreen: number | null = null;
    let afterRound = false;
    while (seen.size < players || !afterRound) {
      const { state, actions } = await savedOnceRats(host.savesDir, played);
      played = actions;
      const pending = game.next(state);
      expect(pending.kind, 'every person has a turn in the first round, and the game goes on').toBe(
        'decision',
      );
      if (pending.kind !== 'decision') break;
      const seat = pending.seats[0]!;
      // One person alone at the screen is never asked to pass it.
      if (players > 1 && atScreen !== seat) {
        const cover = page.locator('.privacy-screen');
        await expect(cover).toContainText(`Pass to ${NAMES[seat]}`);
        await page.keyboard.press('Enter');
        await expect(cover).toHaveCount(0);
      }
      atScreen = seat;
      if (!seen.has(seat)) {
        seen.add(seat);
        await expect(page.locator('.rr-offers')).toBeVisible();
        problems.push(...(await problemsFrom(page, players, seat)));
        await expect
          .poll(async () => (await canvasVariety(page)).distinctColours, { timeout: 30_000 })
          .toBeGreaterThan(40);
        await keepScreenshot(page, `rats-${players}-chair-${seat + 1}-1024x640.png`);
      } else if (state.last && !afterRound) {
        // The first round's resolution, open as the next turn begins, lies over the table's
        // facts at the left: the table keeps clear of it as of them.
        afterRound = true;
        await expect(page.locator('.rr-resolution')).toBeVisible();
        problems.push(...(await problemsFrom(page, players, seat)));
        await keepScreenshot(page, `rats-${players}-after-round-chair-${seat + 1}-1024x640.png`);
      }
      const move = teammate.choose(
        game.view(state, seat),
        game.legalActions(state, seat),
        botContext(rng, 50),
      );
      await playByHud(page, move);
    }
    expect(problems).toEqual([]);
  });
