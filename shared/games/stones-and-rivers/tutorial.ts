/**
 * Learn Stones & Rivers: a guided first game on the smallest board (12 × 13, four Goal
 * points). Ada plays Circle at the near side against Basil's Square. The piece flipped for
 * who starts lands river side up, so Basil opens; Ada then builds a river up the open
 * column j, rides it to the Goal row, turns a river across to send Basil's blocking stone
 * away, steps into her Goal and rides the same river again.
 *
 * Every learner step is typed in the HUD's "Type an action" field (Enter plays it); the
 * words give the notation to type, and the pointer can do the same on the board.
 */
import type { Tutorial } from '../../engine/tutorial';
import type { SRAction } from './actions';

/** The seed of the game and, as a real game from it would flip, of the first-player flip. */
const SEED = 'learn-stones';

/** The field a person types an action into; Enter in it plays the action. */
const TYPE = 'Type an action';

export const stonesAndRiversTutorial: Tutorial<SRAction> = {
  gameId: 'stones-and-rivers',
  title: 'Learn Stones & Rivers',
  config: {
    board: '12x13',
    preset: 'rulebook',
    firstPlayer: 'square',
    firstFlip: `${SEED}:first`,
  },
  seed: SEED,
  seats: [
    { name: 'Ada', kind: 'human', colour: '#d64541' },
    { name: 'Basil', kind: 'computer', level: 'easy', colour: '#3b7dd8' },
  ],
  learner: 0,
  welcome:
    'You play Circle, at the near side; Basil plays Square across the board. You win by standing your own stones on all four points of your Goal, the marked points e2 to h2 at the far side. Each turn is one action: move, flip, rotate or send.',
  steps: [
    {
      action: { type: 'move', seat: 1, from: 'e4', to: 'e5' },
      say: 'A piece was flipped like a coin to choose who starts: it landed river side up, so Basil (Square) starts; stone side up, you would have. Press Continue to watch his first action.',
      spot: 'flipped piece',
      teaches: 'first flip',
    },
    {
      action: { type: 'move', seat: 0, from: 'i8', to: 'j8' },
      say: 'A move steps one of your pieces one point straight, never diagonally. Step your stone from i8 to j8, the open column on your right (type m i8-j8).',
      control: TYPE,
      spot: 'i8',
      teaches: 'move',
    },
    { action: { type: 'move', seat: 1, from: 'd4', to: 'd5' } },
    {
      action: { type: 'flip', seat: 0, at: 'j8', orientation: 'V' },
      say: 'Flip that stone over to its river side, flowing up and down the board (type f j8 V). A river carries any piece that steps onto it along its way.',
      control: TYPE,
      spot: 'j8',
      teaches: 'flip',
      otherwise:
        'Flip j8 to a river flowing up and down (type f j8 V): across (H) it would flow along row 8 instead of up column j.',
    },
    { action: { type: 'move', seat: 1, from: 'e5', to: 'e6' } },
    {
      action: { type: 'move', seat: 0, from: 'i9', to: 'i8' },
      say: 'Bring the stone on i9 up to i8, beside your river: only a piece next to a river can step onto it (type m i9-i8).',
      control: TYPE,
      spot: 'i9',
      teaches: 'move',
    },
    { action: { type: 'move', seat: 1, from: 'f4', to: 'f5' } },
    {
      action: { type: 'flip', seat: 0, at: 'i8', orientation: 'V' },
      say: 'Flip this one to a river flowing up and down too (type f i8 V). A river rides a river like any piece, and only a river can send a piece away, which you will need soon.',
      control: TYPE,
      spot: 'i8',
      teaches: 'flip',
    },
    { action: { type: 'move', seat: 1, from: 'd5', to: 'd6' } },
    {
      action: { type: 'move', seat: 0, from: 'i8', to: 'j2' },
      say: 'Step onto your river at j8: it carries you along column j, and you may stop on any empty point it reaches before a stone or the edge. Ride up to j2, beside your Goal (type m i8-j2).',
      control: TYPE,
      spot: 'j8',
      teaches: 'river journey',
    },
    {
      action: { type: 'move', seat: 1, from: 'i3', to: 'i2' },
      say: 'Basil steps onto i2 to bar your way along row 2. His pieces may go anywhere but his Home, and his Home is your Goal.',
      spot: 'i2',
    },
    {
      action: { type: 'rotate', seat: 0, at: 'j2' },
      say: 'A river sends pieces only along its own way, so turn yours a quarter turn to flow across row 2 (type r j2). A rotation is a whole action, like a move or a flip.',
      control: TYPE,
      spot: 'j2',
      teaches: 'rotate',
    },
    { action: { type: 'move', seat: 1, from: 'g4', to: 'g5' } },
    {
      action: { type: 'send', seat: 0, from: 'j2', via: 'i2', to: 'l2' },
      say: "Now send: your river steps onto Basil's stone on i2 and sends it along row 2 to the edge at l2 (type s j2>i2 i2-l2). Your river takes i2 and turns back into a stone.",
      control: TYPE,
      spot: 'i2',
      teaches: 'push or send',
      otherwise:
        "Send Basil's stone to the edge at l2 (type s j2>i2 i2-l2): it cannot go left, because h2 is in his Home.",
    },
    { action: { type: 'move', seat: 1, from: 'f5', to: 'f6' } },
    {
      action: { type: 'move', seat: 0, from: 'i2', to: 'h2' },
      say: 'Step your stone from i2 into your Goal at h2 (type m i2-h2). Only stones count there: a river in the Goal counts once it is flipped back.',
      control: TYPE,
      spot: 'h2',
      teaches: 'move',
    },
    { action: { type: 'move', seat: 1, from: 'g5', to: 'g6' } },
    {
      action: { type: 'move', seat: 0, from: 'h8', to: 'i8' },
      say: 'Bring the stone on h8 to i8, beside your river on j8, ready for another ride (type m h8-i8).',
      control: TYPE,
      spot: 'h8',
      teaches: 'move',
    },
    { action: { type: 'move', seat: 1, from: 'h4', to: 'h5' } },
    {
      action: { type: 'move', seat: 0, from: 'i8', to: 'j2' },
      say: "Ride your river again: from i8 onto j8 and up column j to j2 (type m i8-j2). A river stays put and carries pieces again and again, Basil's as well as yours.",
      control: TYPE,
      spot: 'j8',
      teaches: 'river journey',
    },
  ],
  farewell:
    'You have moved, flipped, rotated, sent and ridden a river: every action of Stones & Rivers. Fill all four Goal points with your stones to win; a real game, on any board, awaits in New game.',
};
