// @vitest-environment happy-dom
/**
 * River Rats says why, in place: a key or a card on the table that the rules do not offer
 * now puts the reason beside the offers, and the next action or pick takes it away. The
 * expected sentences quote docs/rules/river-rats.md (/work/shared/rules/river-rats.md).
 */
import { describe, expect, it } from 'vitest';
import { cardName, game, whyNot } from '../../../shared/games/river-rats';
import { arrange, play } from '../../../shared/games/river-rats/test-positions';
import { ratsHudScreen } from './hud-screen.test-support';
import { seatPoses, tableCards } from './layout';
import { clickable, offerGroups } from './offers';
import { pointedAt } from './pointed';

const screen = ratsHudScreen();
const { played, show, press } = screen;

const said = (): string | null =>
  screen.host().querySelector('.rr-side [role="alert"]')?.textContent ?? null;

/** Ada to move holding two cards, no Joker earned, the Prediction 7♣. */
const start = () =>
  arrange(
    { players: 2, firstGame: true },
    {
      hands: [
        ['7H', '2C'],
        ['9S', '3D'],
      ],
      market: ['5S', '6D', '8C'],
      round: { prediction: '7C' },
    },
  );

describe('River Rats: a refusal said in place', () => {
  it('J with no Joker earned says how one is earned, until the next pick', () => {
    show(start());
    expect(said()).toBeNull();
    press('j');
    // "If the collective hand's best category equals the prediction, flip one unearned Joker face up (earned)"; "9–6 → flush"
    expect(said()).toContain("the collective hand's best category equals the Joker's Prediction");
    expect(said()).toContain(`${cardName('7C')} asks for a flush`);
    expect(played).toEqual([]);
    // Taking the first Market card (key 1) is the next action: the reason goes.
    press('1');
    expect(played).toEqual([{ type: 'draw', seat: 0, card: '5S' }]);
    expect(said()).toBeNull();
  });

  it('D with a full hand says to play one card, and a move at the table clears it', () => {
    const full = play(start(), { type: 'draw', seat: 0, card: null });
    show(full);
    press('d');
    // "refill your hand to 3 cards … Then play one card face up into the collective hand"
    expect(said()).toBe('Your hand holds 3 cards: play one card face up into the collective hand.');
    expect(played).toEqual([]);
    show(play(full, { type: 'play', seat: 0, card: '7H' }));
    expect(said()).toBeNull();
  });

  it('every card on the table that no offer takes has a reason, none naming a hidden card', () => {
    const positions = [start(), play(start(), { type: 'draw', seat: 0, card: null })];
    for (const s of positions) {
      const view = game.view(s, 0);
      const legal = game.legalActions(s, 0);
      const offered = clickable(offerGroups(view, legal));
      const hidden = [...s.hands[1]!, ...s.deck, ...s.round.ratDown].map(cardName);
      for (const slot of tableCards(view, seatPoses(2))) {
        if (offered.has(slot.key)) continue;
        const why = whyNot(view, legal, pointedAt(slot));
        expect(why, slot.key).toMatch(/\.$/);
        for (const name of hidden) expect(why, slot.key).not.toContain(` ${name}`);
      }
    }
  });
});
