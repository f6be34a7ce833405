export { riverStakes as game, waitingMembers, type StakesAction } from './game';
export { pairingOptions, legalChoices, busts, type PairingOption } from './choices';
export { bustChance, bustingThrows, allThrows } from './odds';
export { PATHS, PATH_LENGTH, pairingsOf } from './rules';
export type { StakesState, StakesConfig, Securing } from './state';
export { bots } from './bots';
