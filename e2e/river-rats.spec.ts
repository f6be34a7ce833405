import { botContext } from '../shared/engine/bot';
import { Random } from '../shared/engine/random';
import { bots, cardName, game } from '../shared/games/river-rats';
import { expect, test, type Host, keepScreenshot } from './support/fixtures';
import { quickSettings } from './support/quick-settings';
import { playByHud } from './support/rats-moves';
import {
  autosavedRats,
  clickCard,
  newRatsGame,
  handFacesUp,
  savedOnceRats,
  sceneFaces,
} from './support/rats-screen';
import { fixSeed } from './support/seeded';
import { offerGroups, offerWords } from '../renderer/games/river-rats/offers';

test.setTimeout(900_000);

const ADA = 0;

/** The game as autosaved once it waits on Ada (or is over) after more than `played` actions. */
function adaToAct(host: Host, played: number) {
  return savedOnceRats(
    host.savesDir,
    played,
    ({ state }) => {
      const pending = game.next(state);
      return pending.kind === 'end' || (pending.kind === 'decision' && pending.seats.includes(ADA));
    },
    60_000,
  );
}

test('River Rats: Ada and a computer teammate play a whole game on normal through the table, leave mid-round and continue, to the end', async ({
  page,
  host,
}) => {
  await fixSeed(page, 18);
  await host.open(page);
  await quickSettings(page);
  await newRatsGame(page);
  await page.getByLabel('2', { exact: true }).check();
  await page.getByLabel('Seat 1 name').fill('Ada');
  await page.getByLabel('Seat 2 player').selectOption('computer');
  await expect(page.getByLabel('Difficulty')).toHaveValue('normal');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.locator('.hud-top')).toContainText('River Rats');
  await page.getByRole('button', { name: 'Seat', exact: true }).click();
  await page.waitForTimeout(1500);
  await keepScreenshot(page, 'river-rats-start.png');

  // Ada plays as the medium computer would in her place, but by hand, through the table.
  const advisor = bots.medium!();
  const rng = Random.fromSeed('ada');
  const seen = {
    resumed: false,
    resolution: false,
    roundShot: false,
    clicked: false,
    hinted: false,
    discardSeen: false,
  };
  let played = -1;
  for (let step = 0; step < 400; step++) {
    const { state, actions } = await adaToAct(host, played);
    played = actions;
    if (game.next(state).kind === 'end') break;

    // The scene paints Ada's own hand face up and never a card of her teammate's hand.
    await expect.poll(() => handFacesUp(page)).toEqual([...state.hands[ADA]!].sort());
    const faces = await sceneFaces(page);
    for (const card of state.hands[1]!) expect(faces).not.toContain(card);
    // …nor a face-down Rat card, until the rules turn them up to name a Joker.
    if (state.phase !== 'name-joker')
      for (const card of state.round.ratDown) expect(faces).not.toContain(card);

    if (state.last && !seen.resolution && state.last.round === 1) {
      const panel = page.locator('.rr-resolution');
      await expect(panel).toContainText('1. The Joker');
      // The panel shows its last step on its own at the table's pace, and Show all goes
      // with it: a click that loses that race must find every step shown instead.
      const showAll = panel.getByRole('button', { name: 'Show all' });
      if (await showAll.isVisible())
        await showAll.click({ timeout: 5_000 }).catch(() => expect(showAll).toHaveCount(0));
      // Each step says why in the rules' words: the category made, the Debt's way.
      await expect(panel).toContainText(
        new RegExp(`your team made (a )?${state.last.playersCategory}`),
      );
      await expect(panel).toContainText(
        state.last.playersWon ? 'goes onto the Rat' : 'your team takes the round’s',
      );
      await expect(panel).toContainText('3. Debt');
      // The seat camera swings to whoever acts: let it come back to Ada's chair.
      await page.waitForTimeout(1500);
      await keepScreenshot(page, 'river-rats-resolution.png');
      seen.resolution = true;
    }

    if (state.round.number === 2 && state.phase === 'turn' && state.drawn && !seen.resumed) {
      // Leave mid-round with a card just drawn, and come back to the same hand.
      await keepScreenshot(page, 'river-rats-round.png');
      seen.roundShot = true;
      await host.open(page);
      await page
        .getByRole('button', { name: /Continue/ })
        .first()
        .click();
      await expect(page.locator('.rr-offers')).toBeVisible();
      await expect.poll(() => handFacesUp(page)).toEqual([...state.hands[ADA]!].sort());
      seen.resumed = true;
    }

    const view = game.view(state, ADA);
    const legal = game.legalActions(state, ADA);
    if (!seen.discardSeen && view.discardSeen.length > 0) {
      // The discard pile's face-up cards, which the computers count, Ada may count too.
      const status = page.locator('.rr-status');
      await expect(status).toContainText(
        `Seen in the discard: ${view.discardSeen.length} of ${view.discard}`,
      );
      const size = page.viewportSize()!;
      await page.setViewportSize({ width: 1024, height: 640 });
      // The last round's resolution lies over the facts until Ada moves: X folds it.
      if (await page.locator('.rr-resolution').isVisible()) {
        await page.keyboard.press('x');
        await expect(page.locator('.rr-show-resolution')).toBeVisible();
      }
      await status.getByText('Seen in the discard').click();
      for (const card of view.discardSeen) await expect(status).toContainText(cardName(card));
      await keepScreenshot(page, 'river-rats-discard-seen-1024x640.png');
      await status.getByText('Seen in the discard').click();
      await page.setViewportSize(size);
      seen.discardSeen = true;
    }
    if (!seen.hinted && state.phase === 'turn' && !state.drawn) {
      // The hint names one of Ada's own offers, and a chance in percent.
      await page.keyboard.press('h');
      const hint = page.locator('.rr-hint');
      await expect(hint).toContainText('A computer teammate in your place would:');
      await expect(hint).toContainText(/about \d+%/);
      const groups = offerGroups(view, legal);
      expect(legal.map((a) => offerWords(groups, a))).toContain(
        await hint.locator('strong').first().textContent(),
      );
      await page.keyboard.press('h');
      await expect(hint).toHaveCount(0);
      seen.hinted = true;
    }
    const action = advisor.choose(view, legal, botContext(rng, 200));
    if (!seen.clicked && action.type === 'draw' && action.card === null && state.deck.length > 0) {
      // Once, by a click on the deck itself.
      await clickCard(page, `deck:${state.deck.length - 1}`);
      seen.clicked = true;
    } else await playByHud(page, action);
  }

  expect(seen).toEqual({
    resumed: true,
    resolution: true,
    roundShot: true,
    clicked: true,
    hinted: true,
    discardSeen: true,
  });
  const end = page.locator('.winner');
  await expect(end).toBeVisible({ timeout: 60_000 });
  const final = autosavedRats(host.savesDir)!.state;
  expect(final.phase).toBe('over');
  await expect(end.locator('#result-title')).toHaveText(
    final.outcome === 'won'
      ? 'The team defeated both River Rats!'
      : `The River Rats win: your Debt reached ${final.playerDebt.length} (5 loses)`,
  );
  await expect(end).toContainText(`Your Debt${final.playerDebt.length}`);
  await keepScreenshot(page, 'river-rats-end.png');
});
