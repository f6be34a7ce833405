import { describe, expect, it } from 'vitest';
import { isGestureStep, isLearnerStep } from '../../../shared/engine/tutorial';
import {
  formatAction,
  game,
  seatToMove,
  type CrossingState,
} from '../../../shared/games/river-crossing';
import { riverCrossingTutorial as lesson } from '../../../shared/games/river-crossing/tutorial';
import { crossingSpot, riverCrossingTable } from './table';
import { choicesOf, destinationName, pickables, pickName } from './turn';

/** Each step of the lesson with the position it is played from. */
function moments(): { step: (typeof lesson.steps)[number]; state: CrossingState }[] {
  let state = game.setup(
    game.configSchema.parse({ ...lesson.config, players: lesson.seats.length }),
    lesson.seed,
  ) as CrossingState;
  return lesson.steps.map((step) => {
    const here = { step, state };
    if (!isGestureStep(step)) state = game.apply(state, step.action);
    return here;
  });
}

describe('the River Crossing table’s spots', () => {
  const empty = game.setup(game.configSchema.parse({ players: 3 }), 1) as CrossingState;

  it('puts a1 at Red’s near left and h8 at the far right, as Red sits', () => {
    const a1 = crossingSpot(empty, 'a1')!;
    const h8 = crossingSpot(empty, 'h8')!;
    // Red sits at +z looking toward −z: left is −x, near is +z.
    expect(a1[0]).toBeLessThan(0);
    expect(a1[2]).toBeGreaterThan(0);
    expect(h8[0]).toBeGreaterThan(0);
    expect(h8[2]).toBeLessThan(0);
  });

  it('rings the top of a stack: a square holding two pieces is rung higher than an empty one', () => {
    const lesson2 = moments().find((m) => m.step.teaches === 'step with riders')!.state;
    expect(lesson2.board[8]).toBe('rr'); // a2
    expect(crossingSpot(lesson2, 'a2')![1]).toBeGreaterThan(crossingSpot(lesson2, 'a3')![1]);
  });

  it('puts Red’s home bank beyond rank 1 and its far bank beyond rank 8', () => {
    const home = crossingSpot(empty, "Red's home bank")!;
    const far = crossingSpot(empty, "Red's far bank")!;
    expect(home[2]).toBeGreaterThan(crossingSpot(empty, 'a1')![2]);
    expect(far[2]).toBeLessThan(crossingSpot(empty, 'a8')![2]);
  });

  it('knows no other names', () => {
    expect(crossingSpot(empty, 'i9')).toBeNull();
    expect(crossingSpot(empty, 'the moon')).toBeNull();
  });

  it('resolves every spot the lesson names, at its moment', () => {
    for (const { step, state } of moments())
      if (step.spot !== undefined)
        expect(riverCrossingTable.spotOf!(state, step.spot, 0), step.spot).not.toBeNull();
  });
});

describe('the River Crossing lesson by keyboard', () => {
  it('is the lesson the table offers', () => {
    expect(riverCrossingTable.tutorial).toBe(lesson);
  });

  /**
   * A learner's step is keyboard-only: Enter on its control (a button of "Pick a piece to
   * move", which the lesson focuses) picks; then M points at each next place in turn and
   * Enter plays. `key` says whether M is needed: 'enter' when the place is the first one.
   */
  it("names a button of the pick list, whose places include the script's move", () => {
    for (const { step, state } of moments()) {
      if (isGestureStep(step) || !isLearnerStep(lesson, step)) continue;
      const action = step.action;
      const where = formatAction(action);
      const legal = game.legalActions(state, seatToMove(state));
      const pick = pickables(legal, state.board).find(
        (p) => pickName(p, state.board) === step.control,
      );
      expect(pick, `${where}: a button named "${step.control}"`).toBeDefined();
      const places = choicesOf(legal, pick!, state.board).map((c) => formatAction(c.action));
      const presses = places.indexOf(where);
      expect(presses, `${where} among ${places.join(', ')}`).toBeGreaterThanOrEqual(0);
      expect(step.key, where).toBe(presses === 0 ? 'enter' : 'm');
    }
  });

  it('rings the place once the piece is picked: its button in Your move and its spot on the table', () => {
    for (const { step, state } of moments()) {
      if (isGestureStep(step) || !isLearnerStep(lesson, step)) continue;
      const where = formatAction(step.action);
      expect(step.then, `${where}: what is ringed after the pick`).toBeDefined();
      const legal = game.legalActions(state, seatToMove(state));
      const pick = pickables(legal, state.board).find(
        (p) => pickName(p, state.board) === step.control,
      )!;
      const place = choicesOf(legal, pick, state.board).find(
        (c) => formatAction(c.action) === where,
      )!;
      // The place's button reads "to a2" (or "to the far bank").
      expect(step.then!.control, where).toBe(`to ${destinationName(place.to)}`);
      expect(riverCrossingTable.spotOf!(state, step.then!.spot!, 0), where).not.toBeNull();
    }
  });
});
