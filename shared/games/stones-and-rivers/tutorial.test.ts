import { describe, expect, it } from 'vitest';
import { flipPiece } from '../../dice/piece-flip';
import { isGestureStep, isLearnerStep } from '../../engine/tutorial';
import { replayTutorial } from '../../engine/testkit/tutorial';
import { pieceCode, RIVER_H, RIVER_V, STONE } from './board';
import { facts } from './facts';
import { game } from '.';
import { parseAction } from './notation';
import type { SRState } from './state';
import { stonesAndRiversTutorial as lesson } from './tutorial';

const CIRCLE = 0;
const SQUARE = 1;

/** The state after the lesson's first `count` steps. */
function after(count: number): SRState {
  let state = game.setup(
    game.configSchema.parse({ ...lesson.config, players: 2 }),
    lesson.seed,
  ) as SRState;
  for (const step of lesson.steps.slice(0, count)) {
    if (!isGestureStep(step)) state = game.apply(state, step.action) as SRState;
  }
  return state;
}

/** What stands on `point` (0 for nothing), as the board codes it. */
function at(state: SRState, point: string): number {
  const cols = Number(state.config.board.split('x')[0]);
  const rows = Number(state.config.board.split('x')[1]);
  const x = point.charCodeAt(0) - 97;
  const y = Number(point.slice(1));
  expect(x >= 0 && x < cols && y >= 0 && y < rows, point).toBe(true);
  return state.cells[y * cols + x]!;
}

function stepIndex(teaches: string, nth = 0): number {
  return lesson.steps.map((s, i) => (s.teaches === teaches ? i : -1)).filter((i) => i >= 0)[nth]!;
}

describe('Learn Stones & Rivers', () => {
  it('plays through the engine and teaches every kind of action', () => {
    const end = replayTutorial(game, lesson, [
      'first flip',
      'move',
      'flip',
      'rotate',
      'push or send',
      'river journey',
    ]) as SRState;
    expect(end.result).toBeNull();
  });

  it('is on the smallest board, with the flip a real game from its seed would make', () => {
    expect(lesson.config.board).toBe('12x13');
    // The rules: the flipped piece decides who starts; river side up, Square does.
    expect(flipPiece(String(lesson.config.firstFlip)).face).toBe('river');
    expect(lesson.config.firstPlayer).toBe('square');
    expect(
      facts.prepareConfig?.({ board: '12x13', preset: 'rulebook' }, String(lesson.seed)),
    ).toEqual(lesson.config);
    const first = lesson.steps[0]!;
    expect(first.teaches).toBe('first flip');
    expect(!isGestureStep(first) && first.action.seat).toBe(SQUARE);
    expect(after(0).toMove).toBe(SQUARE);
  });

  it('has every learner step typed in the action field, with the exact notation in its words', () => {
    const learnerSteps = lesson.steps.filter((s) => isLearnerStep(lesson, s));
    expect(learnerSteps.length).toBeGreaterThanOrEqual(10);
    for (const step of learnerSteps) {
      expect(step.control).toBe('Type an action');
      const typed = /\(type ([^)]+)\)/.exec(step.say ?? '')?.[1];
      expect(typed, step.say).toBeDefined();
      expect(!isGestureStep(step) && parseAction(typed!, CIRCLE)).toEqual(
        !isGestureStep(step) && step.action,
      );
    }
  });

  it('flips a stone to a river flowing up and down, which then carries a piece up column j', () => {
    const flip = stepIndex('flip');
    expect(at(after(flip), 'j8')).toBe(pieceCode(CIRCLE, STONE));
    expect(at(after(flip + 1), 'j8')).toBe(pieceCode(CIRCLE, RIVER_V));

    // The journey: the river on i8 steps onto j8 and travels six points up, not one.
    const ride = stepIndex('river journey');
    expect(at(after(ride), 'i8')).toBe(pieceCode(CIRCLE, RIVER_V));
    const landed = after(ride + 1);
    expect(at(landed, 'i8')).toBe(0);
    expect(at(landed, 'j2')).toBe(pieceCode(CIRCLE, RIVER_V));
    expect(at(landed, 'j8')).toBe(pieceCode(CIRCLE, RIVER_V));
    for (const between of ['j3', 'j4', 'j5', 'j6', 'j7']) expect(at(landed, between)).toBe(0);
  });

  it('rotates the river across, then sends Basil’s blocking stone to the edge and lands as a stone', () => {
    const rotate = stepIndex('rotate');
    expect(at(after(rotate), 'j2')).toBe(pieceCode(CIRCLE, RIVER_V));
    expect(at(after(rotate), 'i2')).toBe(pieceCode(SQUARE, STONE));
    expect(at(after(rotate + 1), 'j2')).toBe(pieceCode(CIRCLE, RIVER_H));

    const send = stepIndex('push or send');
    const sent = after(send + 1);
    // The sender takes the sent piece's point and shows its stone side; the sent stone
    // travels along the sender's way (row 2) as far as the sender chose.
    expect(at(sent, 'i2')).toBe(pieceCode(CIRCLE, STONE));
    expect(at(sent, 'j2')).toBe(0);
    expect(at(sent, 'l2')).toBe(pieceCode(SQUARE, STONE));
    // Left along row 2 is Square's Home, where a sent Square piece may never go.
    const before = after(send);
    const sends = game
      .legalActions(before, CIRCLE)
      .filter((a) => a.type === 'send' && a.from === 'j2' && a.via === 'i2')
      .map((a) => (a.type === 'send' ? a.to : ''));
    expect(sends.sort()).toEqual(['j2', 'k2', 'l2']);
  });

  it('ends with a Circle stone in the Goal and a second ride up the same river', () => {
    const end = after(lesson.steps.length);
    expect(at(end, 'h2')).toBe(pieceCode(CIRCLE, STONE));
    expect(at(end, 'j2')).toBe(pieceCode(CIRCLE, STONE));
    expect(at(end, 'j8')).toBe(pieceCode(CIRCLE, RIVER_V));
  });
});
