import { game, type StakesAction, type StakesState } from '../../../shared/games/river-stakes';
import { facts } from '../../../shared/games/river-stakes/facts';
import { riverStakesTutorial } from '../../../shared/games/river-stakes/tutorial';
import { stakesSummary } from '../../../shared/games/river-stakes/summary';
import { trayFor } from '../../../shared/games/trays';
import type { GameTable, SeatPose } from '../../contract/game-table';
import { StakesBoard } from './Board';
import { StakesHud } from './Hud';
import { bankPosition, TRAY_POSITION } from './layout';
import { StakesResult } from './Result';
import { spotOf } from './spots';

/**
 * Everyone plays River Stakes from the near bank, each team waiting at its own spot there;
 * all share one view across the river, so the camera stays put as turns pass.
 */
function seatPoses(players: number): SeatPose[] {
  return Array.from({ length: players }, (_, seat) => ({
    position: bankPosition(seat, players),
    facing: 0,
  }));
}

export const riverStakesTable: GameTable<StakesState, StakesAction> = {
  game,
  facts,
  Board: StakesBoard,
  Hud: StakesHud,
  Result: StakesResult,
  seatPoses,
  summary: stakesSummary,
  keys: [
    { key: '1', does: 'the first outcome of the throw (2–6 for the others)' },
    { key: 'c', does: 'continue and throw' },
    { key: 'enter', does: 'continue and throw' },
    { key: 's', does: 'stop and keep the progress' },
    { key: 'o', does: 'show the odds of busting' },
  ],
  tray: { tray: trayFor('river-stakes'), position: TRAY_POSITION },
  tutorial: riverStakesTutorial,
  spotOf,
};
