export { riverStakes as game, waitingMembers, type StakesAction } from './game';
export {
  pairingOptions,
  pairingOption,
  legalChoices,
  applySums,
  blockedBecause,
  busts,
  type PairingOption,
  type Choice,
} from './choices';
export { bustChance, bustingThrows, allThrows } from './odds';
export { pathViews, type PathView } from './table';
export {
  PATHS,
  PATH_LENGTH,
  PAIRED_DICE,
  LEADERS,
  MEMBERS_PER_PLAYER,
  PATHS_TO_WIN,
  pairingsOf,
} from './rules';
export type { StakesState, StakesConfig, Securing, Leader } from './state';
export { bots } from './bots';
export { bustReason, securedReasons, winReason } from './reasons';
