/**
 * The status shows what the table saw go into another seat's hand and what lies face up in
 * the discard pile, the facts the hard computer players reason from (issue #37: they see
 * only a seat's view; a person at that seat sees the same), and never a card nobody saw.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { game, type RatsState } from '../../../shared/games/river-rats';
import { arrange, play } from '../../../shared/games/river-rats/test-positions';
import { StatusPanel } from './StatusPanel';

const seats = [
  { name: 'Ada', colour: '#888', kind: 'human' as const },
  { name: 'Bo', colour: '#444', kind: 'human' as const },
];

function statusOf(state: RatsState, viewer: 0 | 1): string {
  return renderToStaticMarkup(<StatusPanel view={game.view(state, viewer)} seats={seats} />)
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&rsquo;/g, '’');
}

const start = (): RatsState =>
  arrange(
    { players: 2 },
    {
      current: 0,
      market: ['7S', '9H'],
      hands: [
        ['2C', '3D'],
        ['4H', '5S'],
      ],
      discard: ['JD', '2S', 'QH'],
    },
  );

describe('cards everyone saw, in the status', () => {
  it('a Market card Ada took shows beside Ada for Bo, until it leaves her hand', () => {
    const taken = play(start(), { type: 'draw', seat: 0, card: '7S' });
    expect(statusOf(taken, 1)).toMatch(/Ada[^·]*· 3 cards \(seen taken: 7♠\)/);
    // Ada knows her own hand: her line does not repeat it.
    expect(statusOf(taken, 0)).not.toContain('seen taken');
    const played = play(taken, { type: 'play', seat: 0, card: '7S' });
    expect(statusOf(played, 1)).not.toContain('seen taken');
  });

  it('a card drawn from the deck is not shown, nor any card of a hand nobody saw', () => {
    const drawn = play(start(), { type: 'draw', seat: 0, card: null });
    const text = statusOf(drawn, 1);
    expect(text).not.toContain('seen taken');
    for (const hidden of ['6♣', '3♦']) expect(text).not.toContain(hidden);
  });

  it('the discard pile’s face-up cards, sorted suit by suit, with how many there are', () => {
    const text = statusOf(start(), 1);
    expect(text).toContain('Seen in the discard: 3 of 3');
    // Hearts, Spades, Clubs, Diamonds (the deck's own order), each in rank order.
    expect(text).toContain('Q♥ 2♠ J♦');
  });
});
