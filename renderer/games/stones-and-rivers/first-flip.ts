import { flipPiece } from '../../../shared/dice/piece-flip';
import type { SRState } from '../../../shared/games/stones-and-rivers';

/** A moment to read the landed piece before a computer sweeps it away with its move. */
const LOOK_SECONDS = 1;

/** The first-player flip is seen live: a computer that starts waits until it has landed. */
export function firstFlipPause(view: SRState, speed: number): number {
  if (!view.config.firstFlip || view.actions > 0) return 0;
  const flip = flipPiece(view.config.firstFlip);
  return flip.frames / flip.hz / speed + LOOK_SECONDS;
}
