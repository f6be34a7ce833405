export {
  stonesAndRivers as game,
  setupStones,
  movesOf,
  playMove,
  pointName,
  pointIndex,
  toAction,
} from './game';
export { perft } from './perft';
export { formatAction, parseAction, NotationError } from './notation';
export { actionSchema, type SRAction } from './actions';
export * from './state';
export { geometry, OWNER_NAMES } from './board';
export { bots } from './bots';
export { presetDifference, drawWarnings } from './advice';
export { whyNotPicked, whyNotThere, whyRefused } from './refusals';
