import { describe, expect, it } from 'vitest';
import {
  actionsBefore,
  checkTutorialAction,
  currentStep,
  scriptedFaces,
  waitsForReading,
  type Tutorial,
} from './tutorial';
import type { PigAction } from './testkit/pig';

const seats = [
  { name: 'You', kind: 'human', colour: '#aa3333' },
  { name: 'Basil', kind: 'computer', level: 'easy', colour: '#3333aa' },
] as const;

/** Pig: throw, hold; Basil throws and holds; the learner lifts nothing (a gesture step). */
const lesson: Tutorial<PigAction> = {
  gameId: 'pig',
  title: 'Learn Pig',
  config: {},
  seed: 1,
  seats,
  learner: 0,
  welcome: 'Pig is a race to 20.',
  steps: [
    { action: { type: 'throw', seat: 0, faces: [5] }, say: 'Throw the die.', key: 'space' },
    { gesture: 'peek', say: 'Hold H to look at your secret.', key: 'h' },
    { action: { type: 'hold', seat: 0 }, say: 'Hold to bank 5.', control: 'Hold' },
    { action: { type: 'throw', seat: 1, faces: [3] } },
    { action: { type: 'hold', seat: 1 }, say: 'Basil banks 3.' },
  ],
  farewell: 'That is Pig.',
};

describe('a tutorial script', () => {
  it('is at the first step not yet done, gestures counted after the last action', () => {
    expect(currentStep(lesson, 0, 0)).toBe(0);
    expect(currentStep(lesson, 1, 0)).toBe(1);
    expect(currentStep(lesson, 1, 1)).toBe(2);
    expect(currentStep(lesson, 2, 0)).toBe(3);
    expect(currentStep(lesson, 4, 0)).toBe(5);
    expect(actionsBefore(lesson, 3)).toBe(2);
  });

  it("takes the learner's throw whatever the hand gave, and the script's faces are the dice's", () => {
    expect(checkTutorialAction(lesson, 0, { type: 'throw', seat: 0, faces: [1] } as never)).toEqual(
      {
        ok: true,
      },
    );
    expect(scriptedFaces(lesson, 0)).toEqual([5]);
    expect(scriptedFaces(lesson, 3)).toEqual([3]);
    expect(scriptedFaces(lesson, 2)).toBeNull();
  });

  it('refuses anything else with the step’s own words, and the others’ steps and gestures with a reason', () => {
    expect(checkTutorialAction(lesson, 2, { type: 'roll', seat: 0 })).toEqual({
      ok: false,
      why: 'Not that in this lesson: hold to bank 5.',
    });
    expect(checkTutorialAction(lesson, 1, { type: 'hold', seat: 0 })).toEqual({
      ok: false,
      why: 'Not yet: hold H to look at your secret.',
    });
    expect(checkTutorialAction(lesson, 3, { type: 'hold', seat: 0 }).ok).toBe(false);
    expect(checkTutorialAction(lesson, 5, { type: 'hold', seat: 0 }).ok).toBe(false);
  });

  it('waits for the welcome, and for another seat’s words until they are read, never for the learner', () => {
    expect(waitsForReading(lesson, 0, -1)).toBe(true);
    expect(waitsForReading(lesson, 0, 0)).toBe(false);
    // Basil's throw has no words: it plays at once; his hold has words: read past it first.
    expect(waitsForReading(lesson, 3, 0)).toBe(false);
    expect(waitsForReading(lesson, 4, 0)).toBe(true);
    expect(waitsForReading(lesson, 4, 4)).toBe(true);
    expect(waitsForReading(lesson, 4, 5)).toBe(false);
    expect(waitsForReading(lesson, 5, 0)).toBe(false);
  });
});
