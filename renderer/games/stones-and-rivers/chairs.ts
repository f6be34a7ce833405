/**
 * Circle sits at the near edge and Square across the board, each in a chair of its own:
 * the same height and distance, Square's turned half way round. The chair looks down on
 * the board steeply, so from 1024×640 up the whole board, its coordinates too, lies between
 * the panels at the window's sides (the log and lesson on the left, the turn on the right).
 */
import type { SeatPose } from '../../contract/game-table';

export function seatPoses(): SeatPose[] {
  return [
    { position: [0, 0, 7], facing: 0, camera: { position: [0, 24, 9], target: [0, 0, 0.8] } },
    {
      position: [0, 0, -7],
      facing: Math.PI,
      camera: { position: [0, 24, -9], target: [0, 0, -0.8] },
    },
  ];
}
