import { botContext } from '../shared/engine/bot';
import { Random } from '../shared/engine/random';
import { bots, cardName, game } from '../shared/games/river-rats';
import { expect, test, keepScreenshot } from './support/fixtures';
import { quickSettings } from './support/quick-settings';
import { playByHud } from './support/rats-moves';
import { newRatsGame, handFacesUp, savedOnceRats, sceneFaces } from './support/rats-screen';
import { fixSeed } from './support/seeded';
import type { Page } from '@playwright/test';

test.setTimeout(600_000);

const NAMES = ['Ada', 'Basil'];

/** What the page's own panels say (the log and the last resolution name only public cards). */
const panelText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.rr-offers, .rr-status, .privacy-screen, .hud-top')]
      .map((e) => (e as HTMLElement).innerText)
      .join('\n'),
  );

test('River Rats hot seat: at every handover neither the page nor the scene shows a seat’s hand to the other', async ({
  page,
  host,
}) => {
  await fixSeed(page, 7);
  await host.open(page);
  await quickSettings(page);
  await newRatsGame(page);
  await page.getByLabel('2', { exact: true }).check();
  await page.getByLabel('Seat 1 name').fill(NAMES[0]!);
  await page.getByLabel('Seat 2 name').fill(NAMES[1]!);
  await page.getByLabel('Seat 2 player').selectOption('human');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.locator('.hud-top')).toContainText('River Rats');

  const advisor = bots.medium!();
  const rng = Random.fromSeed('hot seat');
  let atScreen: number | null = null;
  let handovers = 0;
  let played = -1;
  while (handovers < 6) {
    const { state, actions } = await savedOnceRats(host.savesDir, played);
    played = actions;
    const pending = game.next(state);
    if (pending.kind !== 'decision') break;
    const seat = pending.seats[0]!;
    const other = 1 - seat;

    if (atScreen !== seat) {
      // A handover (the first person sits down the same way): the cover is up, and the
      // table shows only what the public may see.
      const cover = page.locator('.privacy-screen');
      await expect(cover).toContainText(`Pass to ${NAMES[seat]}`);
      await expect(page.locator('.rr-offers')).toHaveCount(0);
      const faces = await sceneFaces(page);
      for (const card of state.hands.flat()) expect(faces).not.toContain(card);
      const text = await panelText(page);
      for (const card of state.hands.flat()) expect(text).not.toContain(cardName(card));
      // What "i" read from the last person's hand has left the table's live region.
      await expect(page.locator('.table-announcer')).not.toContainText('Your hand');
      if (handovers === 1) await keepScreenshot(page, 'river-rats-handover.png');
      handovers++;
      await expect(
        cover.getByRole('button', { name: `I am ${NAMES[seat]}, show my table` }),
      ).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(cover).toHaveCount(0);
    }
    atScreen = seat;

    // Once confirmed: this seat's hand face up in the scene, and nothing of the other's.
    await expect.poll(() => handFacesUp(page)).toEqual([...state.hands[seat]!].sort());
    const faces = await sceneFaces(page);
    for (const card of state.hands[other]!) expect(faces).not.toContain(card);
    const text = await panelText(page);
    for (const card of state.hands[other]!) expect(text).not.toContain(cardName(card));
    // "i" reads the table with this seat's own hand, and only its own.
    await page.keyboard.press('i');
    const reading = page.locator('.table-announcer p').last();
    await expect(reading).toContainText(`Basil ${state.hands[1]!.length} card`);
    const hand = state.hands[seat]!.map(cardName);
    for (const card of hand) await expect(reading).toContainText(card);
    const own = (await reading.textContent())!.split('Your hand')[1] ?? '';
    for (const card of state.hands[other]!) expect(own).not.toContain(cardName(card));

    const legal = game.legalActions(state, seat);
    await playByHud(page, advisor.choose(game.view(state, seat), legal, botContext(rng, 200)));
  }
  expect(handovers).toBe(6);
});
