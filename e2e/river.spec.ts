import type { Page } from '@playwright/test';
import { describeHand, game, handOf, type RiverState } from '../shared/games/river-dice';
import { autosavedRiver, dragCoinsToDie, peekText, sceneFaces } from './support/river-screen';
import { expect, test, type Host, keepScreenshot } from './support/fixtures';
import { quickSettings } from './support/quick-settings';
import { flingDice } from './support/hand-throw';
import { fixSeed } from './support/seeded';

test.setTimeout(600_000);

const ADA = 0;

/** The game as autosaved once it waits on Ada (or is over) after more than `played` actions. */
async function adaToAct(
  host: Host,
  played: number,
): Promise<{ state: RiverState; actions: number }> {
  let found: { state: RiverState; actions: number } | null = null;
  await expect
    .poll(
      () => {
        const saved = autosavedRiver(host.savesDir);
        if (!saved || saved.actions <= played) return false;
        const pending = game.next(saved.state);
        const waits =
          pending.kind === 'end' ||
          (pending.kind === 'throw' && pending.seat === ADA) ||
          (pending.kind === 'decision' && pending.seats.includes(ADA));
        found = waits ? saved : null;
        return waits;
      },
      { timeout: 90_000, intervals: [100] },
    )
    .toBe(true);
  return found!;
}

async function startFourSeatGame(page: Page): Promise<void> {
  await quickSettings(page);
  await page.locator('[data-game="river-dice"]').getByRole('button', { name: 'New game' }).click();
  await expect(page.getByRole('heading', { name: 'New game: River' })).toBeVisible();
  await page.getByLabel('4', { exact: true }).check();
  await page.getByLabel('Seat 1 name').fill('Ada');
  for (const seat of [2, 3, 4])
    await page.getByLabel(`Seat ${seat} player`).selectOption('computer');
  await expect(page.getByLabel('Gold in each purse')).toHaveValue('100');
  await page.getByLabel('Rounds').fill('3');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.locator('.hud-top')).toContainText('River');
}

/** Ada's hole throw: by hand in the tray (a flick under the cup), by Space, or by the Roll button. */
async function throwHole(page: Page, how: 'hand' | 'space' | 'button'): Promise<void> {
  const roll = page.getByRole('button', { name: 'Roll, Ada (Space)' });
  await expect(roll).toBeVisible();
  if (how === 'button') return roll.click();
  if (how === 'space') return page.keyboard.press('Space');
  await flingDice(page);
}

/** Whether Ada bid on a die this round that another seat then bought. */
const lostOne = (s: RiverState) =>
  s.owners.some(
    (owner, die) =>
      owner !== null &&
      owner !== ADA &&
      s.bids.some((b) => b.die === die && b.seat === ADA && b.amount !== null),
  );

test('River: Ada and three computer bidders play three rounds by hand, with a save mid-auction, to the purses at the end', async ({
  page,
  host,
}) => {
  await fixSeed(page, 23);
  await host.open(page);
  await startFourSeatGame(page);

  const seen = {
    peeked: false,
    won: false,
    lost: false,
    dragged: false,
    resumed: false,
    showdown: false,
  };
  const throwsBy = ['hand', 'space', 'button'] as const;
  let played = -1;
  for (let step = 0; step < 200; step++) {
    const { state, actions } = await adaToAct(host, played);
    played = actions;
    seen.won ||= state.owners.includes(ADA) || !!state.showdown?.owners.includes(ADA);
    seen.lost ||= lostOne(state);
    const pending = game.next(state);
    if (pending.kind === 'end') break;

    if (state.showdown && state.phase === 'hole' && state.hole.every((h) => h === null)) {
      // The last round's showdown lies on the table: each hand named with its row.
      const panel = page.locator('.rv-showdown');
      await expect(panel).toBeVisible();
      for (const hand of state.showdown.hands)
        await expect(panel).toContainText(`${hand.values.join(' ')}: ${describeHand(hand)}`);
      const faces = await sceneFaces(page);
      for (const hand of state.showdown.hands)
        expect(faces.filter((f) => f.startsWith(`face:${hand.seat}:`))).toHaveLength(5);
      if (!seen.showdown) {
        seen.showdown = true;
        await page.waitForTimeout(3000);
        await keepScreenshot(page, 'river-showdown.png');
      }
    }

    if (state.phase === 'hole') {
      await throwHole(page, throwsBy[state.round - 1] ?? 'button');
      if (!seen.peeked) {
        let hole: readonly number[] | null = null;
        await expect
          .poll(() => (hole = autosavedRiver(host.savesDir)!.state.hole[ADA] ?? null), {
            timeout: 30_000,
          })
          .not.toBeNull();
        // The peek names Ada's own dice; the scene draws no other seat's hole dice.
        await page.getByRole('button', { name: /Hold to peek/ }).hover();
        await page.mouse.down();
        await expect(page.locator('.rv-peeked')).toHaveText(`Under your cup: ${peekText(hole!)}`);
        await page.mouse.up();
        await expect(page.locator('.rv-peeked')).toHaveCount(0);
        const faces = await sceneFaces(page);
        expect(faces.filter((f) => f.startsWith(`face:${ADA}:`))).toHaveLength(5);
        expect(faces.filter((f) => /^face:[123]:/.test(f))).toEqual([]);
        seen.peeked = true;
      }
      continue;
    }

    if (state.phase === 'auction') {
      const auction = state.auction!;
      const panel = page.locator('.rv-auction');
      await expect(panel.locator('h2')).toHaveText(
        `On offer: the banker’s ${['d4', 'd6', 'd8', 'd10', 'd12'][auction.die]}, showing ${state.banker![auction.die]}`,
      );
      await expect(panel.getByRole('button', { name: /^Pass/ })).toBeVisible();
      if (state.round === 2 && !seen.resumed) {
        // Leave mid-auction and come back: the same die, the same high bid, Ada to answer.
        await keepScreenshot(page, 'river-auction.png');
        const high = await panel.locator('.rv-high').textContent();
        await host.open(page);
        await page
          .getByRole('button', { name: /Continue/ })
          .first()
          .click();
        await expect(page.locator('.rv-auction .rv-high')).toHaveText(high!);
        await expect(
          page.locator('.rv-auction').getByRole('button', { name: /^Pass/ }),
        ).toBeVisible();
        seen.resumed = true;
      }
      const purse = state.purses[ADA]!;
      const myBid = state.bids.some(
        (b) => b.die === auction.die && b.seat === ADA && b.amount !== null,
      );
      if (!seen.won && auction.high + 5 <= Math.min(45, purse)) await page.keyboard.press('5');
      else if (seen.won && !seen.lost && !myBid && auction.high + 1 <= purse) {
        if (!seen.dragged) {
          await dragCoinsToDie(page, 4, ADA, auction.die);
          seen.dragged = true;
        } else await page.keyboard.press('+');
      } else await page.keyboard.press('p');
      continue;
    }

    if (state.phase === 'hand') {
      const panel = page.locator('.rv-hand');
      await expect(panel).toBeVisible();
      // The panel starts on Ada's best hand, named as the rules name it. Each keep is set in
      // place rather than applied: applying Ada's keep when she is the last to choose runs the
      // showdown, which clears the hole dice.
      const best = game
        .legalActions(state, ADA)
        .map((keep) => {
          const kept = keep.type === 'keep' ? keep.banker : [];
          const keeps = state.keeps.map((k, seat) => (seat === ADA ? kept : k));
          return handOf({ ...state, keeps }, ADA);
        })
        .sort((a, b) => a.row - b.row)[0]!;
      await expect(panel.locator('.rv-hand-name')).toContainText(describeHand(best));
      await page.keyboard.press('Enter');
      // The computers choose at the same time: wait for Ada's own choice to be kept, or a
      // computer's choice saved meanwhile would read as Ada still to choose.
      await expect
        .poll(() => {
          const saved = autosavedRiver(host.savesDir)!.state;
          return saved.phase !== 'hand' || saved.keeps[ADA] !== null;
        })
        .toBe(true);
      continue;
    }
  }

  expect(seen).toEqual({
    peeked: true,
    won: true,
    lost: true,
    dragged: true,
    resumed: true,
    showdown: true,
  });
  const end = page.locator('.winner');
  await expect(end).toBeVisible({ timeout: 60_000 });
  const final = autosavedRiver(host.savesDir)!.state;
  expect(final.phase).toBe('over');
  const rows = await end.locator('.rv-purses tbody tr').allTextContents();
  expect(rows).toHaveLength(4);
  const expected = final.purses
    .map((gold, seat) => ({ gold, name: ['Ada', 'Basil', 'Cora', 'Dmitri'][seat]! }))
    .sort((a, b) => b.gold - a.gold);
  expect(rows.map((r) => Number(r.replace(/\D+/g, '')))).toEqual(expected.map((e) => e.gold));
  // Gold only changes hands: whatever the pot kept, nothing was made or lost.
  expect(final.purses.reduce((a, b) => a + b, 0) + final.pot).toBe(400);
  await keepScreenshot(page, 'river-end.png');
});
