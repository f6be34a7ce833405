/**
 * The River Rats table says why a round came out as it did, in the resolution panel, step by
 * step; and the end screen gives the same Debt as the game's end line. Rounds are set up by
 * hand and resolved by the engine; the sentences are worked out from docs/rules/river-rats.md,
 * "Hand resolution" (the Prediction table, the order of categories, ties as standard poker,
 * a true tie to the Rats, where the Debt goes) and "The end" (the players lose at 5 Debt).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Pending } from '../../../shared/engine/contract';
import { game, type RatsState } from '../../../shared/games/river-rats';
import { arrange, play } from '../../../shared/games/river-rats/test-positions';
import { RatsHud } from './Hud';
import { RatsResult } from './Result';

const text = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Seat 0 plays the last team card and declines its action: the round resolves. */
function resolved(
  collective: string[],
  rat: string[],
  round: Partial<RatsState['round']>,
  config: Partial<RatsState['config']> = {},
  table: Partial<Pick<RatsState, 'playerDebt'>> = {},
): RatsState {
  const s = arrange(
    { players: 2, characters: ['S', 'H'], ...config },
    {
      hands: [['2H'], ['3H']],
      market: ['4H', '5H', '6H'],
      rats: ['KS', 'KH'],
      phase: 'act',
      ...table,
      round: {
        ratUp: rat.slice(0, 5),
        ratDown: rat.slice(5),
        ...round,
        collective: collective.map((card) => ({ card, by: 0 })),
        played: collective.at(-1)!,
      },
    },
  );
  return play(s, { type: 'skip', seat: s.current });
}

const props = (s: RatsState) => ({
  view: game.view(s, 0),
  viewer: 0,
  pending: game.next(s) as Pending,
  legal: [],
  act: () => true,
  seats: [
    { name: 'Ada', colour: '#888', kind: 'human' as const },
    { name: 'Basil', colour: '#888', kind: 'computer' as const },
  ],
  replaying: true,
  motion: { speed: 1, quality: 'high' as const, reduced: true },
});

/** The resolution panel's steps as the viewer reads them. */
const stepsOf = (s: RatsState): string[] =>
  [
    ...renderToStaticMarkup(<RatsHud {...props(s)} />).matchAll(
      /<li><strong>(.*?)<\/strong>(.*?)<\/li>/g,
    ),
  ].map(([, title, rest]) => text(`${title} ${rest}`));

describe('River Rats: the resolution panel says why', () => {
  it('which category beat which, where the Debt went, and why no Joker was earned', () => {
    // The Rat's K♠ counts in its hand: Q Q K 10 8 → a pair of Queens. 2♣ asks for a straight.
    const s = resolved(
      ['2D', '5D', '7D', '9D', 'JD'],
      ['QC', 'QS', '3S', '4C', '8H', '10S', '6C'],
      {
        prediction: '2C',
        debt: ['7H'],
      },
    );
    const [prediction, best, debt, ...rest] = stepsOf(s);
    expect(prediction).toBe(
      "1. The Joker's Prediction The Prediction, 2♣, asked for a straight; your team made a flush, so no Joker is earned.",
    );
    expect(best).toMatch(/^2\. Best five against the Rat Yours: .* A flush ranks above a pair\.$/);
    expect(debt).toBe(
      '3. Debt Your hand wins the round, so the round’s 2 Debt (the Prediction card and 1 more) goes onto the Rat.',
    );
    expect(rest).toEqual([]);
  });

  it('a tie goes to the Rats, the triple decides two full houses, an "at least" Prediction earns a Joker', () => {
    const tie = resolved(
      ['AD', 'KD', 'QC', 'JD', '9S'],
      ['AH', 'QD', 'JC', '9H', '2S', '3D', '4D'],
      { prediction: '2C' },
    );
    expect(stepsOf(tie)[1]).toMatch(
      /Both made high card, equal card for card, and a complete tie goes to the Rats\.$/,
    );
    expect(stepsOf(tie)[2]).toBe(
      '3. Debt The Rat wins the round, so your team takes the round’s 1 Debt (the Prediction card).',
    );

    // 9♣ asks for a flush; with "at least", a full house meets it.
    const houses = resolved(
      ['10H', '10D', '10S', '4C', '4D'],
      ['8H', '8D', '8S', 'AC', 'AD', '2S', '3C'],
      { prediction: '9C' },
      { prediction: 'at-least' },
    );
    const [prediction, best] = stepsOf(houses);
    expect(prediction).toBe(
      "1. The Joker's Prediction The Prediction, 9♣, asked for a flush or better; your team made a full house, so a Joker is turned face up for later.",
    );
    expect(best).toMatch(
      /Both made a full house, so the triple decides: the team’s 10 beats the Rat’s 8\.$/,
    );
  });
});

describe('River Rats: the end screen', () => {
  it('gives the Debt the game ended on, as the end line does, never "6 of 5"', () => {
    // The team holds 4 Debt and loses a round of 2 Debt: 6 Debt, and 5 loses.
    const s = resolved(
      ['2D', '3C', '5S', '7D', '9H'],
      ['QC', 'QS', '3S', '4C', '8H', '10S', '6C'],
      { prediction: '2C', debt: ['7H'] },
      {},
      { playerDebt: ['4S', '5C', '6D', '8C'] },
    );
    const end = game.next(s);
    if (end.kind !== 'end') throw new Error('the game should be over');
    const screen = text(renderToStaticMarkup(<RatsResult {...props(s)} outcome={end.outcome} />));
    expect(screen).toContain('The River Rats win: your Debt reached 6 (5 loses)');
    expect(end.outcome.summary).toContain('reached 6 (5 loses)');
    expect(`${screen} ${end.outcome.summary}`).not.toMatch(/6 of 5|ran up 5/);
  });
});
