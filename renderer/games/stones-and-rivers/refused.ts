/**
 * Why pointing at a point did nothing with the picked piece, for the turn panel to say in
 * place of silently putting the piece down. Pure: the legal actions decide what pointing
 * does (turn.ts); the rules' own sentence says why not.
 */
import {
  whyNotThere,
  whyRefused,
  type SRAction,
  type SRState,
} from '../../../shared/games/stones-and-rivers';
import { piecesToPlay, pointAt, type Picking } from './turn';

/**
 * "c7 to c9: …" when the picked piece (or the piece it is sending) cannot go to `point`;
 * null when pointing there plays, picks another piece of the player's, or puts the piece down.
 */
export function refusalAt(
  view: SRState,
  legal: readonly SRAction[],
  picking: Picking,
  point: string,
): string | null {
  const { piece, sending } = picking;
  if (!piece || point === piece || point === sending) return null;
  if ('play' in pointAt(legal, picking, point)) return null;
  if (sending) {
    const send: SRAction = {
      type: 'send',
      seat: view.toMove,
      from: piece,
      via: sending,
      to: point,
    };
    const why = whyRefused(view, send);
    return why && `${sending} to ${point}: ${why}`;
  }
  if (piecesToPlay(legal).includes(point)) return null;
  const why = whyNotThere(view, view.toMove, piece, point);
  return why && `${piece} to ${point}: ${why}`;
}
