import type { Page } from '@playwright/test';
import { describeHand, game, type RiverState } from '../shared/games/river-dice';
import { autosavedRiver, peekText, sceneFaces } from './support/river-screen';
import { expect, test, type Host, keepScreenshot } from './support/fixtures';
import { quickSettings } from './support/quick-settings';
import { fixSeed } from './support/seeded';

test.setTimeout(300_000);

const NAMES = ['Ada', 'Basil'];

/** Every way the page could spell a seat's hole dice. */
const spellings = (hole: readonly number[]) => [peekText(hole), hole.join(' '), hole.join(', ')];

/** The page shows nothing of `hidden`'s hole dice: no text, no die face in the scene. */
async function showsNothingOf(page: Page, state: RiverState, hidden: number): Promise<void> {
  const hole = state.hole[hidden];
  if (hole) {
    const text = await page.locator('body').innerText();
    for (const spelling of spellings(hole)) expect(text).not.toContain(spelling);
  }
  expect((await sceneFaces(page)).filter((f) => f.startsWith(`face:${hidden}:`))).toEqual([]);
}

async function settled(host: Host, after: number): Promise<{ state: RiverState; actions: number }> {
  let found: { state: RiverState; actions: number } | null = null;
  await expect
    .poll(() => (found = autosavedRiver(host.savesDir)) !== null && found.actions > after, {
      timeout: 60_000,
      intervals: [100],
    })
    .toBe(true);
  return found!;
}

test("River in hot seat: at every handover and every turn, the page never shows the other person's hole dice until the showdown", async ({
  page,
  host,
}) => {
  await fixSeed(page, 31);
  await host.open(page);
  await quickSettings(page);
  await page.locator('[data-game="river-dice"]').getByRole('button', { name: 'New game' }).click();
  await page.getByLabel('2', { exact: true }).check();
  await page.getByLabel('Seat 1 name').fill(NAMES[0]!);
  await page.getByLabel('Seat 2 name').fill(NAMES[1]!);
  await page.getByLabel('Seat 2 player').selectOption('human');
  await page.getByLabel('Rounds').fill('1');
  await page.getByRole('button', { name: 'Start game' }).click();

  const privacy = page.locator('.privacy-screen');
  let played = -1;
  let handovers = 0;
  for (let step = 0; step < 60; step++) {
    const { state, actions } = await settled(host, played);
    played = actions;
    const pending = game.next(state);
    if (pending.kind === 'end') break;
    const seat = pending.kind === 'throw' ? pending.seat : pending.seats[0]!;
    // The banker's throw happens by itself: wait for it.
    if (seat === null) continue;
    const other = 1 - seat;
    // The table either waits behind the privacy screen for the next person, or already shows
    // theirs (the same person again).
    await expect
      .poll(
        async () =>
          (await privacy.isVisible()) ||
          (await page.locator('.at-screen').textContent()) === `At the screen: ${NAMES[seat]!}`,
      )
      .toBe(true);
    if (await privacy.isVisible()) {
      // Behind the screen, nobody's hole dice are drawn or named.
      await expect(privacy).toContainText(`Pass to ${NAMES[seat]!}`);
      // It hides the whole table below the header, not just a line of text over it.
      const cover = (await privacy.boundingBox())!;
      const screen = page.viewportSize()!;
      expect(cover.width).toBe(screen.width);
      expect(cover.height).toBeGreaterThan(screen.height * 0.9);
      await showsNothingOf(page, state, 0);
      await showsNothingOf(page, state, 1);
      handovers++;
      if (handovers === 2) await keepScreenshot(page, 'river-handover.png');
      await page.keyboard.press('Enter');
    }
    await expect(page.locator('.at-screen')).toHaveText(`At the screen: ${NAMES[seat]!}`);
    await showsNothingOf(page, state, other);
    const own = state.hole[seat];
    if (own) {
      // The person at the screen may peek at their own dice, which the scene draws under the cup.
      await page.keyboard.down('h');
      await expect(page.locator('.rv-peeked')).toHaveText(`Under your cup: ${peekText(own)}`);
      await page.keyboard.up('h');
      expect((await sceneFaces(page)).filter((f) => f.startsWith(`face:${seat}:`))).toHaveLength(5);
    }
    if (pending.kind === 'throw')
      await page.getByRole('button', { name: `Roll, ${NAMES[seat]!} (Space)` }).click();
    else if (state.phase === 'auction')
      // Ada opens every die at 1; Basil lets her have them.
      await page.keyboard.press(seat === 0 && state.auction!.high === 0 ? '+' : 'p');
    else await page.keyboard.press('Enter');
  }
  expect(handovers).toBeGreaterThanOrEqual(4);

  // The showdown shows both hands, in the scene and in words.
  const final = autosavedRiver(host.savesDir)!.state;
  expect(final.phase).toBe('over');
  await expect(page.locator('.winner')).toBeVisible();
  const faces = await sceneFaces(page);
  expect(faces.filter((f) => f.startsWith('face:0:'))).toHaveLength(5);
  expect(faces.filter((f) => f.startsWith('face:1:'))).toHaveLength(5);
  for (const hand of final.showdown!.hands)
    await expect(page.locator('.rv-showdown')).toContainText(
      `${hand.values.join(' ')}: ${describeHand(hand)}`,
    );
});
