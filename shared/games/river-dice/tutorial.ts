/**
 * "Learn River": one round for Ada and Basil. Ada's hole dice hold an 8 and a 9, and the
 * banker's d12 shows the 10 that turns them into a Perfect Flop (row 5), so the lesson has
 * a reason for every pass and every bid: she passes the dice that make nothing better,
 * outbids Basil for the d12, keeps it in her hand and wins the showdown against his odd run.
 */
import type { Tutorial } from '../../engine/tutorial';
import type { RiverAction } from './actions';

const ADA = 0;
const BASIL = 1;

/** The dice of the round, d4 … d12, chosen for the story above. */
const ADA_HOLE = [3, 2, 8, 9, 4];
const BASIL_HOLE = [1, 2, 3, 10, 7];
const BANKER = [4, 5, 2, 1, 10];

export const riverDiceTutorial: Tutorial<RiverAction> = {
  gameId: 'river-dice',
  title: 'Learn River',
  config: { purse: 100, ante: 5, rounds: 10 },
  seed: 'learn-river',
  seats: [
    { name: 'Ada', kind: 'human', colour: '#d64541' },
    { name: 'Basil', kind: 'computer', level: 'medium', colour: '#3b7dd8' },
  ],
  learner: ADA,
  welcome:
    'River is poker played with dice. You and Basil each throw a d4, d6, d8, d10 and d12 in secret, the banker’s five dice are auctioned in the open, and your hand is one die of each size. You have both paid the 5 gold ante, so 10 gold waits in the pot for the best hand.',
  steps: [
    {
      action: { type: 'throw', seat: ADA, faces: ADA_HOLE },
      say: 'Throw your five hole dice: they land under your cup, where only you may look. Press Space or Roll.',
      control: 'Roll, Ada (Space)',
      key: 'space',
      spot: 'tray',
      teaches: 'hole throw',
      otherwise: 'First throw your hole dice: press Space.',
    },
    {
      gesture: 'peek',
      say: 'Hold H to lift your cup and look: 3, 2, 8, 9 and 4. On their own they make only High 9, row 29 of the 40 hands, where row 1 is the best.',
      control: 'Hold to peek',
      key: 'h',
      spot: 'cup',
      teaches: 'peek',
    },
    { action: { type: 'throw', seat: BASIL, faces: BASIL_HOLE } },
    {
      action: { type: 'throw', seat: null, faces: BANKER },
      say: 'Basil has thrown his dice under his own cup. Now the banker throws its five in the open, to be auctioned one at a time, smallest first.',
      spot: 'tray',
    },
    {
      gesture: 'peek',
      say: 'Hold H again and compare: the banker’s d12 shows 10, and with your 8 and 9 it would make the run 8 9 10. That die is worth gold to you.',
      control: 'Hold to peek',
      key: 'h',
      spot: 'banker d12',
      teaches: 'peek',
    },
    {
      action: { type: 'pass', seat: ADA },
      say: 'The d4 shows 4 and you bid first. It could only take the place of your own d4 and makes nothing better, so press P to pass.',
      control: 'Pass',
      key: 'p',
      spot: 'banker d4',
      teaches: 'pass',
      otherwise: 'Pass on this d4 (P): a 4 in place of your 3 makes nothing better.',
    },
    {
      action: { type: 'pass', seat: BASIL },
      say: 'Basil passes too. When nobody bids, the banker’s die is set aside.',
    },
    {
      action: { type: 'pass', seat: ADA },
      say: 'The d6 shows 5: with your 3 and 4 it makes the run 3 4 5, row 33, no better than your High 9. Pass again with P.',
      control: 'Pass',
      key: 'p',
      spot: 'banker d6',
      teaches: 'pass',
      otherwise: 'Pass on this d6 (P): it would not lift your hand.',
    },
    {
      action: { type: 'bid', seat: BASIL, amount: 2 },
      say: 'Basil bids 2. Your pass took you out of this die’s auction, so he is the last bidder standing: he pays 2 gold into the pot and takes the d6.',
    },
    {
      action: { type: 'pass', seat: ADA },
      say: 'The d8 shows 2, far below your own 8: pass with P.',
      control: 'Pass',
      key: 'p',
      spot: 'banker d8',
      teaches: 'pass',
      otherwise: 'Pass on this d8 (P): your own 8 is better.',
    },
    { action: { type: 'pass', seat: BASIL } },
    {
      action: { type: 'pass', seat: ADA },
      say: 'The d10 shows 1, and your own d10 is the 9 you need: pass with P.',
      control: 'Pass',
      key: 'p',
      spot: 'banker d10',
      teaches: 'pass',
      otherwise: 'Pass on this d10 (P): keep your 9.',
    },
    { action: { type: 'pass', seat: BASIL } },
    {
      action: { type: 'bid', seat: ADA, amount: 1 },
      say: 'Now the d12 with its 10, the die you want. Press + to bid one gold more than the high bid, which is nothing yet.',
      control: '+1 (bid 1)',
      key: '+',
      spot: 'banker d12',
      teaches: 'bid',
      otherwise: 'Bid on the d12: press + to bid 1 gold.',
    },
    { action: { type: 'bid', seat: BASIL, amount: 4 } },
    {
      action: { type: 'bid', seat: ADA, amount: 9 },
      say: 'Basil raised to 4, and a bid must beat the high bid. Press 5 to raise by five, to 9: only the last bidder standing pays.',
      control: '+5 (bid 9)',
      key: '5',
      spot: 'banker d12',
      teaches: 'bid',
      otherwise: 'Raise by five with 5: bid 9 for the d12.',
    },
    { action: { type: 'bid', seat: BASIL, amount: 12 } },
    {
      action: { type: 'bid', seat: ADA, amount: 13 },
      say: 'Basil wants the 10 too and bids 12. A Perfect Flop beats all but four of the forty hands, so press + to bid 13.',
      control: '+1 (bid 13)',
      key: '+',
      spot: 'banker d12',
      teaches: 'bid',
      otherwise: 'Outbid Basil: press + to bid 13.',
    },
    {
      action: { type: 'pass', seat: BASIL },
      say: 'Basil passes, which takes him out of this die’s auction. You are the last bidder standing: you pay 13 gold into the pot and take the d12.',
      spot: 'banker d12',
    },
    {
      action: { type: 'keep', seat: ADA, banker: ['d12'] },
      say: 'Your hand takes one die of each size: the ticked banker d12 replaces your own, making 3 2 8 9 10, a Perfect Flop. Space on a box ticks or unticks it; Enter shows the hand.',
      control: 'Show this hand',
      key: 'enter',
      spot: 'cup',
      teaches: 'choose a hand',
      otherwise: 'Keep the banker’s d12 ticked and press Enter: without it you have only High 9.',
    },
    {
      action: { type: 'keep', seat: BASIL, banker: ['d6'] },
      say: 'Basil keeps his d6 and the cups lift: his 1 5 3 10 7 holds the odd run 1 3 5 7, an Odd/Even Turn, row 19. Your 8 9 10 is a Perfect Flop, row 5, and the lower row wins, so the pot of 25 gold is yours.',
      spot: 'pot',
      teaches: 'showdown',
    },
  ],
  farewell:
    'That was a round of River: you threw and peeked at your hole dice, passed on the banker’s dice that made nothing better, outbid Basil for the one that did and showed the winning hand. A real game, ten rounds against computers who bid for themselves, awaits in New game.',
};
