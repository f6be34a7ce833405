/**
 * The places on River's table a lesson talks about, in the game's words: the viewer's
 * 'cup', the 'tray', the 'pot', the 'banker block' and each of the banker's dice
 * ('banker d4' … 'banker d12') wherever it lies now.
 */
import type { Viewer } from '../../../shared/engine/contract';
import { HAND_DICE, type RiverView } from '../../../shared/games/river-dice';
import type { Point } from '../../contract/game-table';
import { POT_AT, TRAY_AT, bankerDieAt, blockSpot, seatPlaces } from './layout';

const BANKER_DIE = /^banker (d\d+)$/;

export function riverSpot(view: RiverView, spot: string, viewer: Viewer): Point | null {
  const seats = seatPlaces(view.config.players);
  if (spot === 'cup') return viewer === 'public' ? null : (seats[viewer]?.cup ?? null);
  if (spot === 'tray') return TRAY_AT;
  if (spot === 'pot') return POT_AT;
  if (spot === 'banker block') return blockSpot(2);
  const kind = BANKER_DIE.exec(spot)?.[1];
  const die = HAND_DICE.findIndex((d) => d === kind);
  if (die < 0) return null;
  // Before the banker's throw its dice have no place yet: point at the block they will fill.
  if (!view.banker) return blockSpot(die);
  const { at, lift } = bankerDieAt(view, seats, die);
  return [at[0], at[1] + lift, at[2]];
}
