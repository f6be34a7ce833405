/**
 * The check every tutorial's replay test makes: the script plays through the engine from
 * its seed, step by step, exactly as the table will play it (each action legal for the
 * seat the game waits on, each throw the dice the game asks for), its words fit the
 * lesson panel, and it teaches every kind of action the game has.
 */
import { expect } from 'vitest';
import type { AnyGame, Pending } from '../contract';
import { stableStringify } from '../stable-json';
import { isGestureStep, isLearnerStep, type Tutorial } from '../tutorial';

/** One or two sentences, short enough for the lesson panel. */
const MAX_WORDS_CHARS = 260;

function sentences(text: string): number {
  return text.split(/[.!?](?:\s|$)/).filter((s) => s.trim().length > 0).length;
}

/**
 * Replays `tutorial` and returns the state after its last step; `teaches` lists the kinds
 * of action (as the steps' `teaches` name them) the lesson must cover.
 */
export function replayTutorial(
  game: AnyGame,
  tutorial: Tutorial,
  teaches: readonly string[],
): unknown {
  expect(tutorial.gameId).toBe(game.id);
  expect(tutorial.seats[tutorial.learner]?.kind).toBe('human');
  tutorial.seats.forEach((seat, index) => {
    if (index !== tutorial.learner) expect(seat.kind, `seat ${index}`).toBe('computer');
  });
  expect(tutorial.welcome.length).toBeGreaterThan(0);
  expect(tutorial.farewell.length).toBeGreaterThan(0);

  let state: unknown = game.setup(
    game.configSchema.parse({ ...tutorial.config, players: tutorial.seats.length }),
    tutorial.seed,
  );
  tutorial.steps.forEach((step, index) => {
    const where = `step ${index} (${step.say ?? ('action' in step ? step.action.type : '')})`;
    if (step.say !== undefined) {
      expect(step.say.length, where).toBeLessThanOrEqual(MAX_WORDS_CHARS);
      expect(sentences(step.say), where).toBeLessThanOrEqual(2);
    }
    if (isLearnerStep(tutorial, step)) {
      expect(step.say, `${where}: a learner's step says what to do`).toBeDefined();
      if (!isGestureStep(step) && step.byStepBefore) {
        const before = tutorial.steps[index - 1];
        expect(
          before && isLearnerStep(tutorial, before),
          `${where}: the step before it is the learner's`,
        ).toBe(true);
        expect(step.control ?? step.key, `${where}: done by the step before`).toBeUndefined();
      } else
        expect(
          step.control ?? step.key,
          `${where}: a learner's step names the control or key that does it`,
        ).toBeDefined();
    }
    if (isGestureStep(step)) return;
    const pending = game.next(state) as Pending;
    const action = step.action;
    if (action.type === 'throw') {
      expect(pending.kind, where).toBe('throw');
      if (pending.kind !== 'throw') return;
      expect(action.seat, where).toBe(pending.seat);
      expect((action as typeof action & { faces: number[] }).faces.length, where).toBe(
        pending.dice.length,
      );
    } else {
      expect(pending.kind, where).toBe('decision');
      if (pending.kind !== 'decision' || action.seat === null) return;
      expect(pending.seats, where).toContain(action.seat);
      const legal = game.legalActions(state, action.seat).map((a) => stableStringify(a));
      expect(legal, where).toContain(stableStringify(action));
    }
    state = game.apply(state, action);
  });

  const taught = new Set(tutorial.steps.map((s) => s.teaches).filter(Boolean));
  for (const kind of teaches) expect([...taught], `the lesson teaches ${kind}`).toContain(kind);
  return state;
}
