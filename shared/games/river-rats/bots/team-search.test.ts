import { describe, expect, it } from 'vitest';
import { botContext } from '../../../engine/bot';
import { Random } from '../../../engine/random';
import { bots, game } from '../index';
import { arrange } from '../test-positions';
import { race } from './race';

/** A clock that moves 5 ms each time it is read, so the search stops at its fewest deals. */
const context = (seed: string) => {
  let t = 0;
  return botContext(Random.fromSeed(seed), 20, () => (t += 5));
};

/**
 * 5♥ 6♥ 7♣ down, seat 0 to play the fourth card and seat 1 the last; the Rat shows two
 * pair. Either of seat 0's diamonds makes four to a straight; only the one that meets the
 * card the table saw seat 1 take makes the straight for sure.
 */
const straightFor = (teammateTook: string) =>
  arrange(
    { players: 2, characters: ['D', 'H'] },
    {
      rats: ['KH', 'KS'],
      hands: [
        ['8D', '4D', '2S'],
        [teammateTook, 'QH'],
      ],
      shownInHand: [[], [teammateTook]],
      market: ['JD', 'KC', '2C'],
      drawn: true,
      round: {
        ratUp: ['QC', 'QD', '9H', '9D', '2H'],
        ratDown: ['JC', '10C'],
        collective: [
          { card: '5H', by: 1 },
          { card: '6H', by: 0 },
          { card: '7C', by: 1 },
        ],
      },
    },
  );

describe('the hard player’s team search', () => {
  it('plays the card that makes a straight with the one the table saw its teammate take', () => {
    for (const [took, play] of [
      ['9S', '8D'],
      ['3S', '4D'],
    ] as const) {
      const s = straightFor(took);
      const action = bots.hard!().choose(game.view(s, 0), game.legalActions(s, 0), context(took));
      expect(action).toEqual({ type: 'play', seat: 0, card: play });
    }
  });

  it('decides the same whatever the cards it cannot see are', () => {
    const s = straightFor('9S');
    const rng = Random.fromSeed('unseen');
    const first = bots.hard!().choose(game.view(s, 0), game.legalActions(s, 0), context('same'));
    for (let k = 0; k < 3; k++) {
      const other = game.resampleHidden!(s, 0, rng);
      expect(other.hands[1]).toContain('9S');
      expect(
        bots.hard!().choose(game.view(other, 0), game.legalActions(other, 0), context('same')),
      ).toEqual(first);
    }
  });
});

describe('the race between choices', () => {
  const options = { minDeals: 8, maxDeals: 200, certainty: 2, negligible: 0.003 };
  /** Deals played, and a race where choice 1 is worth `gap` more than choice 0, give or take `noise`. */
  const run = (gap: number, noise: number) => {
    const rng = Random.fromSeed(`race:${gap}:${noise}`);
    let deals = 0;
    const winner = race(2, options, (active) => {
      deals++;
      const luck = noise * (rng.float() - 0.5);
      return active.map((i) => 0.5 + luck + (i === 1 ? gap : 0) + noise * (rng.float() - 0.5));
    });
    return { winner, deals };
  };

  it('ends an obvious decision after the fewest deals', () => {
    expect(run(0.2, 0.02)).toEqual({ winner: 1, deals: 8 });
  });

  it('keeps dealing while the gap is within the noise, and finds the better choice', () => {
    const close = run(0.02, 0.2);
    expect(close.winner).toBe(1);
    expect(close.deals).toBeGreaterThan(options.minDeals);
  });

  it('stops when what is left to tell apart is negligible', () => {
    expect(run(0, 0).deals).toBe(8);
  });
});
