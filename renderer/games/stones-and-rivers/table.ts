import { game, type SRAction, type SRState } from '../../../shared/games/stones-and-rivers';
import { facts } from '../../../shared/games/stones-and-rivers/facts';
import { stonesAndRiversTutorial } from '../../../shared/games/stones-and-rivers/tutorial';
import { stonesSummary } from '../../../shared/games/stones-and-rivers/summary';
import type { GameTable } from '../../contract/game-table';
import { seatPoses } from './chairs';
import { StonesBoard } from './Board';
import { firstFlipPause } from './first-flip';
import { StonesHud } from './Hud';
import { StonesResult } from './Result';
import { stonesSpotOf } from './spots';

export const stonesAndRiversTable: GameTable<SRState, SRAction> = {
  game,
  facts,
  Board: StonesBoard,
  Hud: StonesHud,
  Result: StonesResult,
  seatPoses,
  computerPause: firstFlipPause,
  spotOf: stonesSpotOf,
  tutorial: stonesAndRiversTutorial,
  summary: stonesSummary,
  keys: [
    { key: 'n', does: 'pick your next piece' },
    { key: 'm', does: 'point at the next lit point' },
    { key: 'enter', does: 'play to the point pointed at' },
    { key: 'f', does: 'flip the picked piece (a stone to a river across)' },
    { key: 'g', does: 'flip the picked stone to a river up and down' },
    { key: 'r', does: 'rotate the picked river' },
    { key: 's', does: 'send: pick the next piece the picked river can send' },
    { key: 'w', does: 'why an action is open only in the other preset' },
    { key: 'x', does: 'put the picked piece down' },
  ],
};
