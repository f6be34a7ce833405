import { describe, expect, it } from 'vitest';
import { isGestureStep } from '../../../shared/engine/tutorial';
import { game, type RatsState } from '../../../shared/games/river-rats';
import { riverRatsTutorial as lesson } from '../../../shared/games/river-rats/tutorial';
import { collectiveSpot, marketSpot, SPOTS } from './layout';
import { spotOf } from './spots';
import { riverRatsTable } from './table';

const start = () =>
  game.setup(
    game.configSchema.parse({ ...lesson.config, players: lesson.seats.length }),
    lesson.seed,
  ) as RatsState;

const flat = (at: readonly number[] | null) => (at ? [at[0], at[2]] : null);

describe('the places a River Rats lesson names', () => {
  it('finds every spot of the lesson on the table at its step, as Ada sees it', () => {
    let state = start();
    for (const [index, step] of lesson.steps.entries()) {
      if (step.spot)
        expect(
          spotOf(game.view(state, lesson.learner), step.spot),
          `step ${index}: ${step.spot}`,
        ).not.toBeNull();
      if (!isGestureStep(step)) state = game.apply(state, step.action) as RatsState;
    }
    expect(riverRatsTable.spotOf).toBe(spotOf);
    expect(riverRatsTable.tutorial).toBe(lesson);
  });

  it('puts a card where it lies now: first in the Market, then in the collective hand', () => {
    const dealt = start();
    // The deal puts 6♠ first in the Market.
    expect(dealt.market[0]).toBe('6S');
    expect(flat(spotOf(game.view(dealt, 0), '6S'))).toEqual(flat(marketSpot(0)));
    const taken = game.apply(dealt, { type: 'draw', seat: 0, card: '6S' }) as RatsState;
    const played = game.apply(taken, { type: 'play', seat: 0, card: '6S' }) as RatsState;
    // After the 6♥ the Rat dealt, it is the collective hand's second card.
    expect(flat(spotOf(game.view(played, 0), '6S'))).toEqual(flat(collectiveSpot(1)));
  });

  it('knows the named places, and no card the viewer cannot see nor an unknown name', () => {
    const view = game.view(start(), 0);
    expect(spotOf(view, 'deck')).toEqual(SPOTS.deck);
    expect(spotOf(view, 'Prediction')).toEqual(SPOTS.prediction);
    expect(spotOf(view, 'Jokers')).toEqual(SPOTS.earnedJokers);
    const faceDown = start().round.ratDown[0]!;
    expect(spotOf(view, faceDown)).toBeNull();
    expect(spotOf(view, 'the moon')).toBeNull();
  });
});
