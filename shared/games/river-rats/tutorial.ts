/**
 * "Learn River Rats": two rounds of a solo game against the King of ♦. The first round's
 * Prediction asks for a full house, and the deal gives one (a 6 from the Market, two more
 * 6s and 7s from the deck), so the round beats the Rat and earns a Joker; the second round
 * opens with that Joker, takes two 5s from the Market beside a pair of 2s, and names the
 * Joker a third 5: a full house over the Rat's flush, which the Rat's face-down card made.
 */
import type { Tutorial } from '../../engine/tutorial';
import type { RatsAction } from './actions';

const DRAW = 'Draw from the deck';
const NO_ACTION = 'No action';

export const riverRatsTutorial: Tutorial<RatsAction> = {
  gameId: 'river-rats',
  title: 'Learn River Rats',
  config: { mode: 'normal', prediction: 'exact' },
  seed: 71,
  seats: [{ name: 'Ada', kind: 'human', colour: '#d64541' }],
  learner: 0,
  welcome:
    'River Rats is played together against the River Rats, Kings with poker hands of their own. ' +
    'Each round you build a five-card collective hand; the better hand wins, and the loser takes the round’s Debt (five Debt beats a Rat). ' +
    'Your Rat, the King of ♦, deals each round’s first collective card.',
  steps: [
    // Round 1: the Prediction 10♣ asks for a full house; the Rat dealt 6♥.
    {
      action: { type: 'draw', seat: 0, card: '6S' },
      say: 'The Prediction card, 10♣, asks this round for a full house, and the Rat dealt 6♥ into your collective hand. Take 6♠ from the Market to pair it: Market cards lie face up, so you know what you get.',
      control: 'Take 6♠',
      key: '1',
      spot: '6S',
      teaches: 'take from the Market',
      otherwise: 'Take 6♠ from the Market (press 1): it pairs the 6♥ the Rat dealt you.',
    },
    {
      action: { type: 'play', seat: 0, card: '6S' },
      say: 'Each turn you play one card into the collective hand, the team’s poker hand. Play 6♠ beside the 6♥.',
      control: 'Play 6♠',
      key: '3',
      spot: 'collective hand',
      teaches: 'play',
    },
    {
      action: { type: 'skip', seat: 0 },
      say: 'A played card may do its suit’s action: ♠ throws away one card from your hand or the Market. You need nothing thrown away, so take no action.',
      control: NO_ACTION,
      key: 'n',
      spot: '6S',
    },
    {
      action: { type: 'draw', seat: 0, card: null },
      say: 'Before you play you refill your hand to three cards, one at a time. This time draw the top card of the deck: it is hidden until it is yours, and it might be a 6.',
      control: DRAW,
      key: 'd',
      spot: 'deck',
      teaches: 'draw',
    },
    {
      action: { type: 'play', seat: 0, card: '6D' },
      say: 'It is 6♦: play it, and three 6s stand in the collective hand, the heart of a full house.',
      control: 'Play 6♦',
      key: '3',
      spot: 'collective hand',
      teaches: 'play',
    },
    {
      action: { type: 'skip', seat: 0 },
      say: 'A ♦ swaps another collective card for one of yours, and your Ace of ♦ may swap with the Market instead. Your 6s should stay, so take no action.',
      control: NO_ACTION,
      key: 'n',
      spot: '6D',
    },
    {
      action: { type: 'draw', seat: 0, card: null },
      say: 'A full house is three of one rank and two of another: you hold 7♠, so a second 7 would finish it. Draw from the deck again.',
      control: DRAW,
      key: 'd',
      spot: 'deck',
      teaches: 'draw',
    },
    {
      action: { type: 'play', seat: 0, card: '7S' },
      say: 'You drew 7♥, so both 7s are yours. Play 7♠ now and 7♥ next turn.',
      control: 'Play 7♠',
      key: '2',
      spot: 'collective hand',
      teaches: 'play',
    },
    {
      action: { type: 'skip', seat: 0 },
      say: 'Spades again: nothing needs throwing away, so take no action.',
      control: NO_ACTION,
      key: 'n',
      spot: '7S',
    },
    {
      action: { type: 'draw', seat: 0, card: null },
      say: 'You hold two cards, and a turn always refills to three before the play. Draw from the deck.',
      control: DRAW,
      key: 'd',
      spot: 'deck',
      teaches: 'draw',
    },
    {
      action: { type: 'play', seat: 0, card: '7H' },
      say: 'Play 7♥: three 6s and two 7s make the full house the Prediction asked for.',
      control: 'Play 7♥',
      key: '2',
      spot: 'collective hand',
      teaches: 'play',
    },
    {
      action: { type: 'skip', seat: 0 },
      say: 'Take no action: with five cards the hand is complete, the Rat’s face-down cards turn up, and each side’s best five cards are compared. The better poker hand wins, and a tie goes to the Rat.',
      control: NO_ACTION,
      key: 'n',
      spot: 'collective hand',
      teaches: 'resolution',
    },
    // Round 2: the Prediction J♣ asks for a full house again; the Rat dealt 2♥.
    {
      action: { type: 'joker', seat: 0 },
      say: 'Your full house beat the Rat’s pair of Queens, so the round’s Debt went onto the Rat, and meeting the Prediction turned a Joker face up. Use it now, before drawing: you name the card it stands for at the end.',
      control: 'Use a Joker: put it into the collective hand',
      key: 'j',
      spot: 'Jokers',
      teaches: 'a Joker',
    },
    {
      action: { type: 'draw', seat: 0, card: '5D' },
      say: 'The Prediction, J♣, asks for a full house again, and the Rat dealt 2♥. Take 5♦ from the Market: with your 2♠ and the 5♣ still there, two pairs are in reach, and the Joker can make three of a kind.',
      control: 'Take 5♦',
      key: '2',
      spot: '5D',
      teaches: 'take from the Market',
    },
    {
      action: { type: 'play', seat: 0, card: '2S' },
      say: 'Play 2♠ beside the 2♥ for a pair of 2s.',
      control: 'Play 2♠',
      key: '1',
      spot: 'collective hand',
      teaches: 'play',
    },
    {
      action: { type: 'skip', seat: 0 },
      say: 'Take no action: the 5♣ you want is in the Market, so nothing there should be thrown away.',
      control: NO_ACTION,
      key: 'n',
      spot: '5C',
    },
    {
      action: { type: 'draw', seat: 0, card: '5C' },
      say: 'Take 5♣ from the Market, your second 5.',
      control: 'Take 5♣',
      key: '2',
      spot: '5C',
      teaches: 'take from the Market',
    },
    {
      action: { type: 'play', seat: 0, card: '5D' },
      say: 'Play 5♦.',
      control: 'Play 5♦',
      key: '2',
      spot: 'collective hand',
      teaches: 'play',
    },
    {
      action: { type: 'skip', seat: 0 },
      say: 'Swapping would break a pair, so take no action.',
      control: NO_ACTION,
      key: 'n',
      spot: '5D',
    },
    {
      action: { type: 'draw', seat: 0, card: null },
      say: 'Refill your hand from the deck before your last play of the round.',
      control: DRAW,
      key: 'd',
      spot: 'deck',
      teaches: 'draw',
    },
    {
      action: { type: 'play', seat: 0, card: '5C' },
      say: 'Play 5♣: two 2s, two 5s and the Joker fill the collective hand.',
      control: 'Play 5♣',
      key: '2',
      spot: 'collective hand',
      teaches: 'play',
    },
    {
      action: { type: 'skip', seat: 0 },
      say: '♣ would put the top deck card into the Market. Take no action: the hand is complete, and before the hands are compared you name the Joker.',
      control: NO_ACTION,
      key: 'n',
      spot: 'collective hand',
    },
    {
      action: { type: 'name-joker', seat: 0, card: '5H' },
      say: 'The Rat’s face-down 8♦ made it a flush, above your two pair. Press Up twice and Enter to name the Joker 5♥: three 5s and two 2s, a full house, beat a flush.',
      control: 'Name the Joker',
      key: 'enter',
      spot: 'JK1',
      teaches: 'name the Joker',
      otherwise: 'Name the Joker 5♥: Up and Down change the rank, S the suit, and Enter names it.',
    },
  ],
  farewell:
    'Your full house beat the Rat’s flush: a second Debt went onto it, and the Prediction earned another Joker. ' +
    'Now you can draw, take from the Market, play, and use and name a Joker; a real game awaits in New game.',
};
