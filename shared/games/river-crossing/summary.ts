/**
 * The table read aloud: for Red and Black, how many pieces are across, still on the home
 * bank, in the river and in the collector's stash, against how many must cross; for the
 * Collector, its stash and how long the river has gone without progress. Nothing is
 * hidden, so every viewer hears the same.
 */
import {
  BLACK,
  COLLECTOR,
  COLOUR_LETTER,
  RED,
  SEAT_NAMES,
  riverCount,
  type CrossingColour,
  type CrossingState,
} from './state';

type Seats = readonly { readonly name: string }[];

/** A side's pieces across and how many win, as the scoreboard and the reading both say it: "11 across (10 to win)". */
export function acrossWords(far: number, crossToWin: number): string {
  return `${far} across (${crossToWin} to win)`;
}

function sideLine(s: CrossingState, colour: CrossingColour, name: string): string {
  const side = s.sides[colour];
  const inRiver = riverCount(s.board, COLOUR_LETTER[colour]);
  return (
    `${SEAT_NAMES[colour]}, ${name}: ${acrossWords(side.far, s.config.crossToWin)},` +
    ` ${side.home} on the home bank, ${inRiver} in the river, ${side.collected} collected.`
  );
}

export function crossingSummary(s: CrossingState, seats: Seats): string {
  const stash = s.sides[RED].collected + s.sides[BLACK].collected;
  const collectors = riverCount(s.board, 'C');
  const resting = s.resting ? ' The collectors rest this turn.' : '';
  return (
    `${sideLine(s, RED, seats[RED]!.name)} ${sideLine(s, BLACK, seats[BLACK]!.name)}` +
    ` ${SEAT_NAMES[COLLECTOR]}, ${seats[COLLECTOR]!.name}: ${collectors} collectors in the river,` +
    ` ${stash} pieces in the stash; ${s.quiet} of ${s.config.noProgressLimit} moves without progress.${resting}`
  );
}
