import {
  game,
  type CrossingAction,
  type CrossingState,
} from '../../../shared/games/river-crossing';
import { facts } from '../../../shared/games/river-crossing/facts';
import { crossingSummary } from '../../../shared/games/river-crossing/summary';
import type { GameTable, SeatPose } from '../../contract/game-table';
import { CrossingBoard } from './Board';
import { CrossingHud } from './Hud';
import { OVERVIEW } from './layout';
import { CrossingResult } from './Result';

/** Red at the near edge (its home bank), Black across, the Collector at the stash on the right. */
const SEATS: readonly SeatPose[] = [
  { position: [0, 0, 7], facing: 0, camera: { position: [0, 8.5, 9.5], target: [0, 0, 0.5] } },
  {
    position: [0, 0, -7],
    facing: Math.PI,
    camera: { position: [0, 8.5, -9.5], target: [0, 0, -0.5] },
  },
  {
    position: [7.5, 0, 0],
    facing: Math.PI / 2,
    camera: { position: [11, 8, 0], target: [1, 0, 0] },
  },
];

export const riverCrossingTable: GameTable<CrossingState, CrossingAction> = {
  game,
  facts,
  Board: CrossingBoard,
  Hud: CrossingHud,
  Result: CrossingResult,
  seatPoses: () => SEATS,
  overview: OVERVIEW,
  summary: crossingSummary,
  keys: [
    { key: 'n', does: 'pick your next piece (or a bank to enter from)' },
    { key: 'm', does: 'point at the next place the picked piece may go' },
    { key: 'enter', does: 'play to the place pointed at' },
    { key: 'x', does: 'put the picked piece down' },
    { key: 'p', does: 'pass, when the rules allow it' },
  ],
};
