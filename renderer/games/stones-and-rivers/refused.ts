/**
 * Why pointing at a point did nothing (with the picked piece, or with none picked), for the
 * turn panel to say in place of silently putting the piece down or picking nothing. Pure: the legal actions decide what pointing
 * does (turn.ts); the rules' own sentence says why not.
 */
import {
  whyNotPicked,
  whyNotThere,
  whyRefused,
  type SRAction,
  type SRState,
} from '../../../shared/games/stones-and-rivers';
import { piecesToPlay, pointAt, type Picking } from './turn';

/** How the table asks for a piece when pointing picked none. */
const PICK_YOUR_OWN = 'pick one of your own (N picks the next)';

/**
 * "c7 to c9: …" when the picked piece (or the piece it is sending) cannot go to `point`;
 * with nothing picked, why `point` picks nothing (no piece there, another player's, one
 * with nothing to do); null when pointing there plays, picks a piece of the player's, or
 * puts the picked piece down.
 */
export function refusalAt(
  view: SRState,
  legal: readonly SRAction[],
  picking: Picking,
  point: string,
): string | null {
  const { piece, sending } = picking;
  if (!piece) {
    if (piecesToPlay(legal).includes(point)) return null;
    const why =
      whyNotPicked(view, view.toMove, point) ?? `The piece on ${point} has nothing it may do now.`;
    return `${why.replace(/\.$/, '')}: ${PICK_YOUR_OWN}.`;
  }
  if (point === piece || point === sending) return null;
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
