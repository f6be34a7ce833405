/**
 * "Learn River Stakes": two turns of Ada's against Basil, from fixed dice. The first turn
 * climbs safely and stops with all three leaders out; the second secures path 12, then
 * presses on with leaders on rare sums and busts, so the learner sees both why stopping
 * keeps a climb and why a secured path is never lost.
 */
import type { Tutorial } from '../../engine/tutorial';
import type { StakesAction } from './game';

const ROLL = 'Roll, Ada (Space)';
const PRESS_ON = 'C Continue and throw';
const STOP = 'S Stop and keep your progress';

export const riverStakesTutorial: Tutorial<StakesAction> = {
  gameId: 'river-stakes',
  title: 'Learn River Stakes',
  config: { securing: 'immediate' },
  seed: 'learn-river-stakes',
  seats: [
    { name: 'Ada', kind: 'human', colour: '#d64541' },
    { name: 'Basil', kind: 'computer', level: 'easy', colour: '#3b7dd8' },
  ],
  learner: 0,
  welcome:
    'River Stakes is a race across the river: the first to secure three of the eleven paths, numbered 2 to 12, wins. ' +
    'On your turn you throw four dice and climb with your leaders, pressing on for as long as you dare. ' +
    'This lesson plays two of your turns against Basil.',
  steps: [
    {
      action: { type: 'throw', seat: 0, faces: [5, 6] },
      say: 'First everyone throws two dice, and the highest sum starts. Press Space (or Roll) to throw yours.',
      control: ROLL,
      key: 'space',
      spot: 'dice tray',
    },
    { action: { type: 'throw', seat: 1, faces: [2, 3] } },
    {
      action: { type: 'throw', seat: 0, faces: [3, 4, 2, 5] },
      say: 'Your 11 beats Basil’s 5, so you start. Throw all four dice (Space): you will split them into two pairs, and each pair’s sum names a path to climb.',
      control: ROLL,
      key: 'space',
      spot: 'dice tray',
    },
    {
      action: { type: 'choose', seat: 0, pairing: 0, sums: [7, 7] },
      say: 'Four dice pair up in three ways. Pair 3+4 and 2+5 (press 1): both make 7, so one leader takes two steps up path 7.',
      control: '1 two steps on 7 with 3+4 & 2+5',
      key: '1',
      spot: 'path 7',
      teaches: 'pair dice',
      otherwise:
        'That pairing would climb too, but this lesson takes two steps on path 7: press 1.',
    },
    {
      action: { type: 'continue', seat: 0 },
      say: 'Your leader marks this turn’s climb, and it is kept only when you stop. Press on (C) to throw again: a leader is still free to start any path, so this throw cannot bust.',
      control: PRESS_ON,
      key: 'c',
      spot: 'path 7',
      teaches: 'press on',
    },
    {
      action: { type: 'throw', seat: 0, faces: [1, 3, 6, 3] },
      say: 'Pressing on throws all four dice again at once: watch where they land.',
      byStepBefore: true,
      spot: 'dice tray',
    },
    {
      action: { type: 'choose', seat: 0, pairing: 1, sums: [7, 6] },
      say: 'Pair 1+6 and 3+3 (press 2): your leader on path 7 climbs again and a second leader starts up path 6. A pairing’s two sums must both be used when they can be.',
      control: '2 paths 7 and 6 with 1+6 & 3+3',
      key: '2',
      spot: 'path 6',
      teaches: 'pair dice',
      otherwise: 'This lesson climbs path 7 again and starts path 6: press 2.',
    },
    {
      action: { type: 'continue', seat: 0 },
      say: 'Two of your three leaders are out. One is still free, so this throw cannot bust either: press on (C).',
      control: PRESS_ON,
      key: 'c',
      teaches: 'press on',
    },
    {
      action: { type: 'throw', seat: 0, faces: [2, 2, 6, 4] },
      say: 'The four dice are thrown again.',
      byStepBefore: true,
      spot: 'dice tray',
    },
    {
      action: { type: 'choose', seat: 0, pairing: 1, sums: [8, 6] },
      say: 'With one leader free, 2+2 and 6+4 could move only path 4 or path 10. Pair 2+6 and 2+4 instead (press 3): your last leader starts path 8 and path 6 climbs.',
      control: '3 paths 8 and 6 with 2+6 & 2+4 or 2+4 & 2+6',
      key: '3',
      spot: 'path 8',
      teaches: 'pair dice',
      otherwise: 'This lesson uses both sums: start path 8 and climb path 6 (press 3).',
    },
    {
      action: { type: 'stop', seat: 0 },
      say: 'All three leaders are out, so only 6, 7 or 8 can move now, and a throw with none of them busts and loses this whole climb. Stop (S): your team members take your leaders’ places and keep them.',
      control: STOP,
      key: 's',
      spot: 'path 7',
      teaches: 'stop',
      otherwise: 'Keep this climb safe: stop now (S).',
    },
    { action: { type: 'throw', seat: 1, faces: [1, 5, 5, 1] } },
    {
      action: { type: 'choose', seat: 1, pairing: 0, sums: [6, 6] },
      say: 'Basil pairs 1+5 and 5+1 for two steps up path 6. A stone holds one piece, so his leader hops over your team member instead of landing on it.',
      spot: 'path 6',
    },
    { action: { type: 'stop', seat: 1 } },
    {
      action: { type: 'throw', seat: 0, faces: [6, 6, 6, 6] },
      say: 'Basil stopped, so his place on path 6 is kept. Your turn again, with all three leaders back: throw the four dice (Space).',
      control: ROLL,
      key: 'space',
      spot: 'dice tray',
    },
    {
      action: { type: 'choose', seat: 0, pairing: 0, sums: [12, 12] },
      say: 'Four sixes pair only one way: 6+6 and 6+6, two steps up path 12 (press 1). Path 12 has just three stones, so one more step reaches its stepping stone.',
      control: '1 two steps on 12 with 6+6 & 6+6',
      key: '1',
      spot: 'path 12',
      teaches: 'pair dice',
    },
    {
      action: { type: 'continue', seat: 0 },
      say: 'One more 12 would secure path 12 for good. Press on (C): two leaders are still free, so this throw cannot bust.',
      control: PRESS_ON,
      key: 'c',
      spot: 'stepping stone 12',
      teaches: 'press on',
    },
    {
      action: { type: 'throw', seat: 0, faces: [6, 2, 6, 1] },
      say: 'The dice fly again.',
      byStepBefore: true,
      spot: 'dice tray',
    },
    {
      action: { type: 'choose', seat: 0, pairing: 1, sums: [12, 3] },
      say: 'Pair 6+6 and 2+1 (press 2): your leader reaches path 12’s stepping stone and secures the path for good, and a leader starts up path 3.',
      control: '2 paths 12 and 3 with 6+6 & 2+1',
      key: '2',
      spot: 'stepping stone 12',
      teaches: 'pair dice',
      otherwise: 'This lesson secures path 12: press 2.',
    },
    {
      action: { type: 'continue', seat: 0 },
      say: 'Path 12 is yours even if you bust, and its leader is back in the pool. Press on (C): with 12 closed and two leaders free, only four sixes could bust you now.',
      control: PRESS_ON,
      key: 'c',
      spot: 'leaders',
      teaches: 'press on',
    },
    {
      action: { type: 'throw', seat: 0, faces: [1, 1, 1, 3] },
      say: 'The dice fly again.',
      byStepBefore: true,
      spot: 'dice tray',
    },
    {
      action: { type: 'choose', seat: 0, pairing: 0, sums: [2, 4] },
      say: 'Every pairing here makes 2 and 4, and both must be used: your last two leaders start up paths 2 and 4 (press 1).',
      control: '1 paths 2 and 4 with 1+1 & 1+3 or 1+3 & 1+1',
      key: '1',
      spot: 'path 2',
      teaches: 'pair dice',
    },
    {
      action: { type: 'continue', seat: 0 },
      say: 'All three leaders now stand on 2, 3 and 4, and nearly half of all throws make none of those (O shows the odds). Press on (C) anyway, to see what a bust does.',
      control: PRESS_ON,
      key: 'c',
      spot: 'path 3',
      teaches: 'press on',
      otherwise: 'Stopping would be wise here, but this lesson presses on to show a bust: press C.',
    },
    {
      action: { type: 'throw', seat: 0, faces: [5, 6, 5, 6] },
      say: 'The dice decide: if no pairing makes 2, 3 or 4, you bust.',
      byStepBefore: true,
      spot: 'dice tray',
      teaches: 'bust',
    },
    {
      action: { type: 'throw', seat: 1, faces: [2, 3, 4, 4] },
      say: 'A bust: the pairs made only 10, 11 and 12, so your leaders went home and the climb on 2, 3 and 4 is lost. Path 12 stays yours, and so do the places you kept by stopping on 6, 7 and 8.',
      spot: 'stepping stone 12',
    },
  ],
  farewell:
    'You paired dice to climb, pressed on while it was safe, stopped to keep a climb, secured path 12 and saw a bust wipe out a turn. ' +
    'Secure three paths to win: a real game against the computer awaits in New game.',
};
