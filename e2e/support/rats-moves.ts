/** Playing a River Rats action through the table's own controls, as a person would. */
import { expect, type Page } from '@playwright/test';
import { cardName, rankOf, suitOf, type RatsAction } from '../../shared/games/river-rats';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const button = (page: Page, label: string) =>
  page.locator('.rr-offers').getByRole('button', { name: new RegExp(`^${escape(label)}(\\s|$)`) });

const SUIT_BUTTONS = { H: '♥ hearts', S: '♠ spades', C: '♣ clubs', D: '♦ diamonds' } as const;

/** Plays `action` with the offers panel: its key where it has one, else its button. */
export async function playByHud(page: Page, action: RatsAction): Promise<void> {
  await expect(page.locator('.rr-offers')).toBeVisible();
  switch (action.type) {
    case 'draw':
      if (action.card === null) return page.keyboard.press('d');
      return button(page, `Take ${cardName(action.card)}`).click();
    case 'play':
      return button(page, `Play ${cardName(action.card)}`).click();
    case 'joker':
      return page.keyboard.press('j');
    case 'skip':
      return page.keyboard.press('n');
    case 'heart':
      return page.keyboard.press('a');
    case 'peek':
      return button(page, `Rat card ${action.index + 1} face down`).click();
    case 'club-deck':
      return page.keyboard.press(action.count === 1 ? 'm' : 'k');
    case 'spade':
    case 'club': {
      const single = page.locator('.rr-offers').getByRole('button', {
        name: `${action.type === 'spade' ? 'Discard' : 'Market gets'} ${cardName(action.cards[0]!)}`,
      });
      if (action.cards.length === 1 && (await single.count()) > 0) return single.first().click();
      for (const card of action.cards) await button(page, cardName(card)).click();
      return page.keyboard.press('Enter');
    }
    case 'diamond':
      await button(page, cardName(action.take)).click();
      return button(page, cardName(action.give)).click();
    case 'remove':
      return button(
        page,
        typeof action.target === 'number'
          ? `Face-down card ${action.target + 1}`
          : `Remove ${cardName(action.target)}`,
      ).click();
    case 'reveal':
      return page.keyboard.press('r');
    case 'name-joker': {
      const panel = page.locator('.rr-name-joker');
      await panel
        .getByRole('group', { name: 'Rank' })
        .getByRole('button', { name: rankOf(action.card), exact: true })
        .click();
      await panel
        .getByRole('group', { name: 'Suit' })
        .getByRole('button', { name: SUIT_BUTTONS[suitOf(action.card)] })
        .click();
      return page.keyboard.press('Enter');
    }
  }
}
