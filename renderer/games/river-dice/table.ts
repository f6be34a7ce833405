import { game, type RiverAction, type RiverView } from '../../../shared/games/river-dice';
import { facts } from '../../../shared/games/river-dice/facts';
import { riverDiceTutorial } from '../../../shared/games/river-dice/tutorial';
import { riverSummary } from '../../../shared/games/river-dice/summary';
import type { GameTable } from '../../contract/game-table';
import { RiverBoard } from './Board';
import { RiverHud } from './Hud';
import { TRAY, TRAY_AT, seatPoses } from './layout';
import { RiverResult } from './Result';
import { showdownBeforeHandover } from './showdown';
import { riverSpot } from './spots';

export const riverDiceTable: GameTable<RiverView, RiverAction> = {
  game,
  facts,
  Board: RiverBoard,
  Hud: RiverHud,
  Result: RiverResult,
  seatPoses,
  handoverMoment: showdownBeforeHandover,
  summary: riverSummary,
  keys: [
    { key: '+', does: 'bid one more than the high bid' },
    { key: '=', does: 'bid one more than the high bid' },
    { key: '5', does: 'bid five more than the high bid' },
    { key: 'p', does: 'pass on the die on offer' },
    { key: 'h', does: 'hold to peek under your cup' },
    { key: 'o', does: 'show or hide the odds of your hand' },
    { key: 'enter', does: 'show the hand you chose' },
  ],
  spotOf: riverSpot,
  tutorial: riverDiceTutorial,
  // The banker's tray: hole dice are slammed under its cup, the banker's thrown in the open;
  // once they rest, the table lays them out at their seat or on the block.
  tray: { tray: TRAY, position: TRAY_AT, handOff: true },
};
