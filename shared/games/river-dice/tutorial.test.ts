import { describe, expect, it } from 'vitest';
import { isGestureStep } from '../../engine/tutorial';
import { replayTutorial } from '../../engine/testkit/tutorial';
import { riverDice as game } from './game';
import type { RiverState } from './state';
import { riverDiceTutorial } from './tutorial';

const TEACHES = ['hole throw', 'peek', 'bid', 'pass', 'choose a hand', 'showdown'];

const finalState = (): RiverState => replayTutorial(game, riverDiceTutorial, TEACHES) as RiverState;

describe('the River lesson', () => {
  it('plays through the engine and teaches every kind of River action', () => {
    expect(finalState().showdown).not.toBeNull();
  });

  it('sells the d6 to Basil for 2 and the d12 to Ada for 13, and sets the other three aside', () => {
    const { owners, prices, banker } = finalState().showdown!;
    expect(banker).toEqual([4, 5, 2, 1, 10]);
    expect(owners).toEqual([null, 1, null, null, 0]);
    expect(prices).toEqual([0, 2, 0, 0, 13]);
  });

  it('ends in the showdown it explains: Perfect Flop (row 5) beats Odd/Even Turn (row 19)', () => {
    const { hands, winners, pot, share } = finalState().showdown!;
    const ada = hands.find((h) => h.seat === 0)!;
    const basil = hands.find((h) => h.seat === 1)!;
    // Ada's 3 2 8 9 with the banker's d12 (10); Basil's 1 3 10 7 with the banker's d6 (5).
    expect(ada.values).toEqual([3, 2, 8, 9, 10]);
    expect(ada.hole).toEqual([true, true, true, true, false]);
    expect([ada.row, ada.name]).toEqual([5, 'Perfect Flop']);
    expect(ada.variant).toEqual([8, 9, 10]);
    expect(basil.values).toEqual([1, 5, 3, 10, 7]);
    expect([basil.row, basil.name]).toEqual([19, 'Odd/Even Turn']);
    expect(basil.variant).toEqual([1, 3, 5, 7]);
    expect(winners).toEqual([0]);
    // Two antes of 5, Basil's 2 for the d6, Ada's 13 for the d12.
    expect(pot).toBe(5 + 5 + 2 + 13);
    expect(share).toBe(25);
  });

  it('says the rows the showdown really gave, and the hole dice Ada really threw', () => {
    const { hands } = finalState().showdown!;
    const words = riverDiceTutorial.steps.find((s) => s.teaches === 'showdown')!.say!;
    for (const hand of hands) expect(words).toContain(`${hand.name}, row ${hand.row}`);
    const peek = riverDiceTutorial.steps.find((s) => s.teaches === 'peek')!.say!;
    expect(peek).toContain(
      hands
        .find((h) => h.seat === 0)!
        .holeThrow.join(', ')
        .replace(/, (\d+)$/, ' and $1'),
    );
  });

  it('leaves Ada 107 gold and Basil 93, each less the next round’s ante of 5', () => {
    const state = finalState();
    // 100 − 5 ante − 13 for the d12 + 25 pot; 100 − 5 ante − 2 for the d6.
    expect(state.purses).toEqual([107 - 5, 93 - 5]);
    expect(state.round).toBe(2);
  });

  it('gives the learner between ten and twenty-five steps, each with a control the lesson can point at and focus', () => {
    const learner = riverDiceTutorial.steps.filter(
      (s) => isGestureStep(s) || s.action.seat === riverDiceTutorial.learner,
    );
    expect(learner.length).toBeGreaterThanOrEqual(10);
    expect(learner.length).toBeLessThanOrEqual(25);
    for (const step of learner) expect(step.control, step.say).toBeDefined();
  });
});
