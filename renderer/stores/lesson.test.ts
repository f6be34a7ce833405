import { beforeEach, describe, expect, it } from 'vitest';
import type { Tutorial } from '../../shared/engine/tutorial';
import { useLesson } from './lesson';

const lesson: Tutorial = {
  gameId: 'river-dice',
  title: 'Learn River',
  config: {},
  seed: 'learn',
  seats: [
    { name: 'Ada', kind: 'human', colour: '#aa3333' },
    { name: 'Basil', kind: 'computer', level: 'easy', colour: '#3333aa' },
  ],
  learner: 0,
  welcome: 'River is dice poker.',
  steps: [
    { action: { type: 'throw', seat: 0 }, say: 'Throw your hole dice.', key: 'space' },
    { gesture: 'peek', say: 'Hold H to look under your cup.', key: 'h' },
    { action: { type: 'pass', seat: 0 }, say: 'Pass on the d4.', control: 'Pass' },
  ],
  farewell: 'That is River.',
};

beforeEach(() => useLesson.getState().begin(lesson));

describe('the lesson at the table', () => {
  it('refuses every action until the welcome is read, then only the step’s', () => {
    const pass = { type: 'pass', seat: 0 };
    expect(useLesson.getState().check(pass, 1)).toEqual({
      ok: false,
      why: 'Press Begin in the lesson panel first.',
    });
    useLesson.getState().goOn(-1);
    expect(useLesson.getState().check(pass, 1).ok).toBe(false);
    useLesson.getState().gesture('peek', 1);
    expect(useLesson.getState().check(pass, 1)).toEqual({ ok: true });
  });

  it('counts a peek only where the lesson asks for one, and forgets gestures at the next action', () => {
    useLesson.getState().goOn(-1);
    useLesson.getState().gesture('peek', 0);
    expect(useLesson.getState().gestures).toBe(0);
    useLesson.getState().gesture('peek', 1);
    useLesson.getState().gesture('peek', 1);
    expect(useLesson.getState().gestures).toBe(1);
    useLesson.getState().played();
    expect(useLesson.getState().gestures).toBe(0);
  });

  it('lets every action through when no lesson runs', () => {
    useLesson.getState().end();
    expect(useLesson.getState().check({ type: 'anything', seat: 3 }, 99)).toEqual({ ok: true });
  });
});
