export { riverCrossing as game, setupCrossing } from './game';
export { movesOf, play, resultOf, seatToMove, type CrossingAction } from './moves';
export {
  formatAction,
  formatPosition,
  parseAction,
  parsePosition,
  NotationError,
} from './notation';
export * from './state';
export { bots } from './bots';
