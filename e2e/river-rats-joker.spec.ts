import {
  bestPokerHand,
  cardName,
  comparePokerHands,
  PREDICTIONS,
  RANK_NAMES,
  rankOf,
  SUITS,
  suitOf,
  type RatsState,
} from '../shared/games/river-rats';
import { expect, test, keepScreenshot } from './support/fixtures';
import { quickSettings } from './support/quick-settings';
import { autosavedRats, sceneFaces } from './support/rats-screen';
import { ratsJokerSave } from './support/rats-saves';
import { writeAutosave } from './support/stakes-saves';

test.setTimeout(300_000);

/**
 * The card to name and what it makes, worked out here with the plain poker evaluator: the
 * highest card that beats the Rat's revealed hand, or the highest card if none does.
 */
function plan(s: RatsState) {
  const collective = s.round.collective.map((c) => c.card);
  const rat = [...s.rats.slice(0, s.activeRat + 1), ...s.round.ratUp, ...s.round.ratDown];
  const candidates = [...RANK_NAMES]
    .reverse()
    .flatMap((rank) => SUITS.map((suit) => `${rank}${suit}`))
    .filter((card) => !collective.includes(card));
  const wins = (card: string) => comparePokerHands([...collective, card], rat) > 0;
  const card = candidates.find(wins) ?? candidates[0]!;
  const category = bestPokerHand([...collective, card]).category;
  return {
    card,
    category,
    wins: wins(card),
    predicted: category === PREDICTIONS[rankOf(s.round.prediction)],
    taken: collective[0]!,
  };
}

test('River Rats: Ada uses a Joker, sees the Rat’s hand revealed, and names its card through the table', async ({
  page,
  host,
}) => {
  const { save, state } = ratsJokerSave(new Date());
  writeAutosave(host.savesDir, save);
  await host.open(page);
  await quickSettings(page);
  await page.getByRole('button', { name: /^Continue River Rats/ }).click();
  await expect(page.locator('.rr-offers')).toBeVisible();
  const faces = await sceneFaces(page);
  for (const card of state.round.ratDown) expect(faces).not.toContain(card);

  await page.keyboard.press('j');
  const panel = page.locator('.rr-name-joker');
  await expect(panel).toBeVisible();
  // The Rat's face-down cards are turned up for the naming.
  await expect
    .poll(() => sceneFaces(page))
    .toEqual(expect.arrayContaining([...state.round.ratDown]));

  const expected = plan(state);
  const rank = (r: string) =>
    panel.getByRole('group', { name: 'Rank' }).getByRole('button', { name: r, exact: true });
  const suitPressed = panel.getByRole('group', { name: 'Suit' }).locator('[aria-pressed="true"]');
  const confirm = panel.getByRole('button', { name: /^Name the Joker/ });

  // The hint names a card too, and with every card revealed its chance is all or nothing.
  await page.keyboard.press('h');
  const hint = page.locator('.rr-hint');
  await expect(hint).toContainText('would: Name the Joker');
  await expect(hint).toContainText(expected.wins ? 'about 100%' : 'about 0%');
  await page.keyboard.press('h');

  // A card already in the collective hand is refused, with the reason.
  await rank(rankOf(expected.taken)).click();
  for (
    let i = 0;
    i < 4 && !(await suitPressed.textContent())!.startsWith(suitSign(expected.taken));
    i++
  )
    await page.keyboard.press('s');
  await expect(panel).toContainText(
    `${cardName(expected.taken)} is already in the collective hand`,
  );
  await expect(confirm).toBeDisabled();

  // The planned card: its rank by a click (Up and Down step away and back), its suit by S.
  await rank(rankOf(expected.card)).click();
  const rankPressed = panel.getByRole('group', { name: 'Rank' }).locator('[aria-pressed="true"]');
  const at = RANK_NAMES.indexOf(rankOf(expected.card) as (typeof RANK_NAMES)[number]);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('ArrowDown');
  await expect(rankPressed).toHaveText(RANK_NAMES[(at + 12) % 13]!);
  await page.keyboard.press('ArrowUp');
  await expect(rankPressed).toHaveText(rankOf(expected.card));
  for (
    let i = 0;
    i < 4 && !(await suitPressed.textContent())!.startsWith(suitSign(expected.card));
    i++
  )
    await page.keyboard.press('s');
  await expect(confirm).toHaveText(
    new RegExp(`^Name the Joker ${escape(cardName(expected.card))}`),
  );
  const preview = panel.getByLabel('What it makes');
  await expect(preview).toContainText(
    `the Joker as ${cardName(expected.card)}: ${expected.category}`,
  );
  await expect(preview).toContainText(expected.wins ? 'beats the Rat' : 'the Rat wins');
  await expect(preview).toContainText(
    expected.predicted ? 'The Prediction: met' : 'The Prediction: not met',
  );
  await page.waitForTimeout(800);
  await keepScreenshot(page, 'river-rats-joker-naming.png');
  // From above, the felt's label on the Joker reads the card picked.
  await page.getByRole('button', { name: 'Top', exact: true }).click();
  await page.waitForTimeout(1500);
  await keepScreenshot(page, 'river-rats-joker-naming-top.png');
  // A focused button keeps Enter for itself: let go of the camera button first.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await keepScreenshot(panel, 'river-rats-joker-panel.png');

  await page.keyboard.press('Enter');
  const resolution = page.locator('.rr-resolution');
  await expect(resolution).toBeVisible();
  // The steps appear one after another at the table's pace.
  await expect(resolution).toContainText(`the Joker stands for ${cardName(expected.card)}`);
  await expect(resolution).toContainText(new RegExp(`your team made (a )?${expected.category}`));
  await expect(resolution).toContainText(
    expected.wins ? 'Your hand wins the round' : 'The Rat wins the round',
  );
  await expect
    .poll(() => autosavedRats(host.savesDir)?.state.last?.jokerAs ?? null)
    .toBe(expected.card);
  expect(autosavedRats(host.savesDir)!.state.last!.playersWon).toBe(expected.wins);
  await page.waitForTimeout(800);
  await keepScreenshot(page, 'river-rats-joker-resolution.png');
});

const SIGNS: Readonly<Record<string, string>> = { H: '♥', S: '♠', C: '♣', D: '♦' };
const suitSign = (card: string) => SIGNS[suitOf(card)]!;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
