export { riverRats as game } from './game';
export type { RatsAction } from './actions';
export type { RatsView, SeenCollectiveCard } from './view';
export type {
  RatsState,
  RatsConfig,
  Mode,
  PredictionRule,
  Phase,
  Resolution,
  CollectiveCard,
} from './state';
export {
  bestPokerHand,
  comparePokerHands,
  CATEGORIES,
  type Category,
  type PokerHand,
} from './poker';
export { handStrength, categoryOf } from './strength';
export { fullDeck, isJoker, rankOf, suitOf, SUITS, RANK_NAMES, JOKERS, type Suit } from './cards';
export { RATS, type RatCard, type RatAbility, type DefeatBonus } from './rats';
export { PREDICTIONS } from './rules';
export { cardName } from './describe';
export { DEFAULT_CHARACTERS } from './config';
export { bots } from './bots';
export { namingOutcome, type NamingOutcome } from './naming';
export { resolutionReasons, resolutionWhy, type ResolutionWhy } from './reasons';
export { whyNot, type Pointed } from './refusals';
