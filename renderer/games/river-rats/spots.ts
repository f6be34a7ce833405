/**
 * The places a River Rats lesson talks about, on the table: 'deck', 'Market', 'collective
 * hand', 'Prediction', 'Jokers' (the team's earned ones), 'River Rat', and any card the
 * viewer sees, by its short name ('6S', 'JK1'), wherever it lies now.
 */
import type { RatsView } from '../../../shared/games/river-rats';
import type { Point } from '../../contract/game-table';
import { collectiveSpot, marketSpot, seatPoses, SPOTS, tableCards } from './layout';

const PLACES: Readonly<Record<string, Point>> = {
  deck: SPOTS.deck,
  // The middle of the Market's three places and of the collective hand's five.
  Market: marketSpot(1),
  'collective hand': collectiveSpot(2),
  Prediction: SPOTS.prediction,
  Jokers: SPOTS.earnedJokers,
  'River Rat': SPOTS.king,
};

/** Where `spot` lies as the view shows the table; null for a name it does not know. */
export function spotOf(view: RatsView, spot: string): Point | null {
  const place = PLACES[spot];
  if (place) return place;
  const card = tableCards(view, seatPoses(view.config.players)).find((slot) => slot.face === spot);
  return card?.at ?? null;
}
