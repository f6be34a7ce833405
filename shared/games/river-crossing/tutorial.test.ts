import { describe, expect, it } from 'vitest';
import { replayTutorial } from '../../engine/testkit/tutorial';
import { isGestureStep } from '../../engine/tutorial';
import { game } from './index';
import { RED, parseSquare, type CrossingState } from './state';
import { riverCrossingTutorial as lesson } from './tutorial';

/** The position once the script's steps before the one that teaches `kind` (or the whole script) are played. */
function before(kind?: string): CrossingState {
  const upTo =
    kind === undefined ? lesson.steps.length : lesson.steps.findIndex((s) => s.teaches === kind);
  expect(upTo).toBeGreaterThanOrEqual(0);
  let state = game.setup(game.configSchema.parse({ ...lesson.config, players: 3 }), lesson.seed);
  for (const step of lesson.steps.slice(0, upTo))
    if (!isGestureStep(step)) state = game.apply(state, step.action);
  return state;
}

function after(kind: string): CrossingState {
  const step = lesson.steps.find((s) => s.teaches === kind)!;
  if (isGestureStep(step)) throw new Error(`${kind} is taught by a gesture`);
  return game.apply(before(kind), step.action);
}

const at = (state: CrossingState, square: string): string => state.board[parseSquare(square)!]!;

describe('the River Crossing lesson', () => {
  it('plays through the engine and teaches every kind of move', () => {
    replayTutorial(game, lesson, ['enter', 'step with riders', 'exit', 'collection', 'release']);
  });

  it('is Ada as Red against two computers, under our rules with four collectors', () => {
    expect(lesson.seats.map((s) => [s.name, s.kind])).toEqual([
      ['Ada', 'human'],
      ['Basil', 'computer'],
      ['Cora', 'computer'],
    ]);
    const start = before('enter');
    expect(start.board.filter((stack) => stack === 'C')).toHaveLength(4);
  });

  it('enters a piece from the home bank onto rank 1', () => {
    expect(at(after('enter'), 'a1')).toBe('r');
    expect(after('enter').sides[RED].home).toBe(11);
  });

  it('carries the rider: the bottom piece of a red stack of two moves and the top one comes with it', () => {
    expect(at(before('step with riders'), 'a2')).toBe('rr');
    const moved = after('step with riders');
    expect(at(moved, 'a2')).toBe('');
    expect(at(moved, 'a3')).toBe('rr');
  });

  it('shows a collector landing on a lone red piece: it takes the piece and stands in its place', () => {
    expect(at(before('collection'), 'b1')).toBe('r');
    const taken = after('collection');
    expect(taken.sides[RED].collected).toBe(1);
    expect(at(taken, 'b1')).toBe('C');
  });

  it('frees the taken piece when the stack steps from rank 7 into rank 8', () => {
    const start = before('release');
    expect(start.sides[RED].collected).toBe(1);
    const freed = after('release');
    expect(freed.sides[RED].collected).toBe(0);
    expect(freed.sides[RED].home).toBe(start.sides[RED].home + 1);
    expect(at(freed, 'a8')).toBe('rr');
  });

  it('brings both pieces of the stack across, the top one first', () => {
    // Three entered, one of them taken and freed back home: ten at home, the stack's two across.
    const end = before();
    expect(end.sides[RED]).toMatchObject({ home: 10, far: 2, collected: 0 });
    expect(at(end, 'a8')).toBe('');
    expect(end.result).toBeNull();
  });

  it('has the collectors take a piece whenever one is in reach', () => {
    // The computers' moves are scripted: a collector passing up a piece it could take
    // would teach the learner that collectors are careless.
    let state = game.setup(game.configSchema.parse({ ...lesson.config, players: 3 }), lesson.seed);
    for (const step of lesson.steps) {
      if (isGestureStep(step)) continue;
      const action = step.action;
      const next = game.apply(state, action);
      if (action.type === 'collector') {
        const took = next.sides[0].collected + next.sides[1].collected;
        const before = state.sides[0].collected + state.sides[1].collected;
        const couldTake = game
          .legalActions(state, 2)
          .some((a) => a.type === 'collector' && state.board[parseSquare(a.to)!] !== '');
        expect(couldTake && took === before, `${action.from}-${action.to}`).toBe(false);
      }
      state = next;
    }
  });
});
