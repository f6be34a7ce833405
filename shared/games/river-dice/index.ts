export { riverDice as game, type RiverAction } from './game';
export { evaluateHand, compareHands, handKey, type HandRank, type HandInput } from './evaluate';
export { HAND_ROWS, HAND_DICE, HAND_SIDES, ROLL_COUNT, sheetFormula, type HandRow } from './hands';
export { rowOdds, forEachRoll, type RowOdds } from './odds';
export { handOf, boughtBy } from './round';
export { describeHand, handTitle, whyBeats, type HandShown } from './explain';
export type { RiverView } from './view';
export type { RiverState, RiverConfig, Showdown, ShownHand, BidRecord, Auction } from './state';
export { bots } from './bots';
