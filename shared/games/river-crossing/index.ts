export { riverCrossing as game, setupCrossing } from './game';
export { ORIGINAL_RULES, RULE_SETS } from './config';
export { movesOf, play, refusal, resultOf, seatToMove, type CrossingAction } from './moves';
export {
  formatAction,
  formatPosition,
  parseAction,
  parsePosition,
  NotationError,
} from './notation';
export * from './state';
export { bots, hardTeam } from './bots';
export { moveReasons } from './reasons';
