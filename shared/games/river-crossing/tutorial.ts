/**
 * River Crossing's guided first game: the learner is Red and walks a two-piece stack up
 * the a-file while Black comes down the h-file and the collectors chase. On the way the
 * learner enters, stacks, carries a rider, loses a piece to a collector, frees it by
 * stepping into rank 8, and brings both pieces of the stack across.
 *
 * Keyboard: each move is picked in "Pick a piece to move" (the step's `control`, which the
 * lesson focuses, so Enter picks it), then M points at the next place it may go and Enter
 * plays there.
 */
import type { Tutorial, TutorialStep } from '../../engine/tutorial';
import type { CrossingAction } from './moves';
import { BLACK, COLLECTOR, RED } from './state';
import { SEAT_COLOURS } from './colours';

const HOME_BANK = 'a piece from the home bank';

/** Basil enters a black piece onto `to`, played from the script without a word. */
const blackEnter = (to: string): TutorialStep<CrossingAction> => ({
  action: { type: 'enter', seat: BLACK, to },
});

/** Basil steps the black piece on `from` (a lone piece) to `to`. */
const blackStep = (from: string, to: string): TutorialStep<CrossingAction> => ({
  action: { type: 'step', seat: BLACK, from, height: 1, to },
});

/** Cora steps the collector on `from` to `to`. */
const collector = (from: string, to: string): TutorialStep<CrossingAction> => ({
  action: { type: 'collector', seat: COLLECTOR, from, to },
});

/**
 * Red's moves are made in two presses, the piece and then its place: once the piece is
 * picked, the place's button in "Your move" ("to a2", "to the far bank") and the place on
 * the table are ringed.
 */
function placesRinged(
  steps: readonly TutorialStep<CrossingAction>[],
): TutorialStep<CrossingAction>[] {
  return steps.map((step) => {
    if (!('action' in step) || step.action.seat !== RED) return step;
    const action = step.action;
    if (action.type === 'exit')
      return { ...step, then: { control: 'to the far bank', spot: "Red's far bank" } };
    if (action.type !== 'enter' && action.type !== 'step') return step;
    return { ...step, then: { control: `to ${action.to}`, spot: action.to } };
  });
}

const redStep = (from: string, height: number, to: string): CrossingAction => ({
  type: 'step',
  seat: RED,
  from,
  height,
  to,
});

export const riverCrossingTutorial: Tutorial<CrossingAction> = {
  gameId: 'river-crossing',
  title: 'Learn River Crossing',
  config: { rules: 'river-table' },
  seed: 'learn-river-crossing',
  seats: [
    { name: 'Ada', kind: 'human', colour: SEAT_COLOURS[RED]! },
    { name: 'Basil', kind: 'computer', level: 'medium', colour: SEAT_COLOURS[BLACK]! },
    { name: 'Cora', kind: 'computer', level: 'medium', colour: SEAT_COLOURS[COLLECTOR]! },
  ],
  learner: RED,
  welcome:
    'You are Red: bring your pieces from your home bank, below rank 1, across the river to the far bank above rank 8, while Basil brings Black the other way. ' +
    'Each round Cora steps one of the four gold collectors, which take whatever they land on: in this lesson you will enter, stack, lose a piece, free it and bring two pieces across.',
  steps: placesRinged([
    {
      action: { type: 'enter', seat: RED, to: 'a1' },
      say: 'A piece comes into the river onto any square of rank 1. Press Enter to pick a piece from the home bank, then Enter again to play it to a1, the corner farthest from the collectors.',
      control: HOME_BANK,
      key: 'enter',
      spot: "Red's home bank",
      teaches: 'enter',
    },
    {
      ...blackEnter('h8'),
      say: 'Basil enters Black onto rank 8, his first row: Black crosses the other way, down the board.',
      spot: 'h8',
    },
    collector('c6', 'd5'),
    {
      action: redStep('a1', 1, 'a2'),
      say: 'A piece in the river steps one square in any of the eight directions. Pick the piece on a1 (Enter) and play it to a2, one step forward (Enter).',
      control: 'the piece on a1',
      key: 'enter',
      spot: 'a1',
    },
    blackStep('h8', 'h7'),
    collector('e6', 'f6'),
    {
      action: { type: 'enter', seat: RED, to: 'b1' },
      say: 'Bring a second piece in, onto b1. Pick the home bank (Enter), press M to point at b1, then Enter.',
      control: HOME_BANK,
      key: 'm',
      spot: "Red's home bank",
    },
    blackStep('h7', 'h6'),
    collector('d5', 'e5'),
    {
      action: redStep('b1', 1, 'a2'),
      say: 'A piece that steps onto another climbs on top and rides it. Step from b1 onto your piece on a2 (Enter, M to point at a2, Enter): now a2 holds a stack of two.',
      control: 'the piece on b1',
      key: 'm',
      spot: 'b1',
    },
    blackStep('h6', 'h5'),
    collector('f3', 'f4'),
    {
      action: { type: 'enter', seat: RED, to: 'b1' },
      say: 'Every piece has to cross in the end, so enter another onto b1 (Enter, M, Enter). Never land on a collector yourself: that piece and all it carries are taken at once.',
      control: HOME_BANK,
      key: 'm',
      spot: "Red's home bank",
    },
    blackEnter('h8'),
    {
      ...collector('d3', 'c2'),
      say: 'Cora steps the collector from d3 to c2, one step from your piece on b1.',
      spot: 'c2',
    },
    {
      action: redStep('a2', 1, 'a3'),
      say: 'Pick the bottom piece on a2 and step it to a3 (Enter, M, Enter): a piece carries everything riding on it, so two pieces move at once. The stack is worth more than b1.',
      control: 'the piece on a2 (height 1, 1 riding)',
      key: 'm',
      spot: 'a2',
      teaches: 'step with riders',
      otherwise:
        'Carry the stack this time: pick the piece on a2 at the bottom (height 1, 1 riding) and step it to a3.',
    },
    blackStep('h5', 'h4'),
    {
      ...collector('c2', 'b1'),
      say: 'A collector that lands on a stack collects its top piece into Cora’s stash and stands in its place. Your piece from b1 is taken, but not for good.',
      spot: 'b1',
      teaches: 'collection',
    },
    {
      action: redStep('a3', 1, 'a4'),
      say: 'The collector on b1 follows you, one step a round, like your stack: keep moving and it stays behind. Step the stack from a3 to a4 (Enter, M, Enter).',
      control: 'the piece on a3 (height 1, 1 riding)',
      key: 'm',
      spot: 'a3',
    },
    blackStep('h8', 'h7'),
    collector('b1', 'b2'),
    {
      action: redStep('a4', 1, 'a5'),
      say: 'On to a5 (Enter, M, Enter).',
      control: 'the piece on a4 (height 1, 1 riding)',
      key: 'm',
      spot: 'a4',
    },
    blackStep('h4', 'h3'),
    collector('b2', 'b3'),
    {
      action: redStep('a5', 1, 'a6'),
      say: 'On to a6 (Enter, M, Enter): the collector on b3 is still two ranks behind.',
      control: 'the piece on a5 (height 1, 1 riding)',
      key: 'm',
      spot: 'a5',
    },
    blackStep('h7', 'h6'),
    collector('b3', 'b4'),
    {
      action: redStep('a6', 1, 'a7'),
      say: 'On to a7, your rank 7 (Enter, M, Enter). The next step matters.',
      control: 'the piece on a6 (height 1, 1 riding)',
      key: 'm',
      spot: 'a6',
    },
    blackStep('h3', 'h2'),
    collector('b4', 'b5'),
    {
      action: redStep('a7', 1, 'a8'),
      say: 'A piece that steps from rank 7 into rank 8 without being collected frees one of your collected pieces back to the home bank. Step the stack to a8 (Enter, M, Enter).',
      control: 'the piece on a7 (height 1, 1 riding)',
      key: 'm',
      spot: 'a7',
      teaches: 'release',
    },
    blackStep('h6', 'h5'),
    collector('b5', 'b6'),
    {
      action: { type: 'exit', seat: RED, from: 'a8' },
      say: 'From rank 8 a piece steps off onto the far bank, safe for good, but only with nothing riding on it. Pick the top piece on a8 (Enter), press M until the far bank is lit, then Enter.',
      control: 'the piece on a8',
      key: 'm',
      spot: 'a8',
      teaches: 'exit',
      otherwise:
        'Take the top piece across first: pick the piece on a8 and play it to the far bank.',
    },
    blackStep('h2', 'h1'),
    {
      ...collector('b6', 'b7'),
      say: 'The collector reaches b7, one step from your last piece on a8.',
      spot: 'b7',
    },
    {
      action: { type: 'exit', seat: RED, from: 'a8' },
      say: 'Nothing rides on it now, so it may leave: bring it across before the collector lands on it (Enter, M until the far bank is lit, Enter).',
      control: 'the piece on a8',
      key: 'm',
      spot: 'a8',
      teaches: 'exit',
    },
  ]),
  farewell:
    'You entered, stacked and carried a rider, lost a piece to a collector and freed it by stepping into rank 8, and brought two pieces across. ' +
    'Ten across wins once nobody is left crossing: a real game, with computers that play back, waits in New game.',
};
