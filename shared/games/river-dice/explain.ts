/**
 * A hand's name that explains itself, and why one hand beat another at the showdown, in
 * the rules page's terms: the row (lower rows win), then the variant, then the hole dice
 * kept, then the dice outside the pattern.
 */
import { evaluateHand, type HandRank } from './evaluate';
import { HAND_ROWS } from './hands';

const SAME_VALUE = /^(Double|Triple|Quadruple|Quintuple) /;

type Named = Pick<HandRank, 'row' | 'name' | 'variant'>;

/**
 * The hand's one name, in the log and every panel: its row's name, with the very value
 * where the row names several ("Double 7s" in row Double 7s/8s, "High 12"), as the rules
 * page words them.
 */
export function handTitle({ name, variant }: Named): string {
  const same = SAME_VALUE.exec(name);
  if (same) return `${same[1]!} ${variant[0]!}s`;
  if (name.startsWith('High ') && variant.length === 1) return `High ${variant[0]!}`;
  return name;
}

/** What makes the row, for a run: "the run 4 5 6", "the even run 2 4 6 8". */
function pattern({ name, variant }: Named): string | null {
  if (SAME_VALUE.test(name) || variant.length === 1) return null;
  const parity = variant[1]! - variant[0]! === 2 ? (variant[0]! % 2 === 0 ? 'even ' : 'odd ') : '';
  return `the ${parity}run ${variant.join(' ')}`;
}

/** The hand's name explained in place: "Four 1s — row 34 of 40", "Flop 6: the run 4 5 6 — row 27 of 40". */
export function describeHand(hand: Named): string {
  const made = pattern(hand);
  return `${handTitle(hand)}${made ? `: ${made}` : ''} — row ${hand.row} of ${HAND_ROWS.length}`;
}

/** A hand as the showdown shows it: its five values and which are the player's own. */
export interface HandShown {
  readonly values: readonly number[];
  readonly hole: readonly boolean[];
}

const listed = (values: readonly number[]): string => values.join(' ') || 'none';

/** Why `winner` beats (or ties with) `loser`, by the first tie step that tells them apart. */
export function whyBeats(winner: HandShown, loser: HandShown): string {
  const w = evaluateHand(winner.values, winner.hole);
  const l = evaluateHand(loser.values, loser.hole);
  if (w.row !== l.row)
    return `${handTitle(l)} is row ${l.row}; ${handTitle(w)} is row ${w.row}, and lower rows win.`;
  const both = `Both are ${w.name} (row ${w.row})`;
  if (w.variantIndex !== l.variantIndex)
    return `${both}; ${listed(w.variant)} beats ${listed(l.variant)}, the higher values winning.`;
  const differs = (a: readonly number[], b: readonly number[]) =>
    a.length !== b.length || a.some((v, i) => v !== b[i]);
  if (differs(w.holeValues, l.holeValues))
    return `${both}; then the hole dice kept count, highest first: ${listed(w.holeValues)} beats ${listed(l.holeValues)}.`;
  if (differs(w.rest, l.rest))
    return `${both} with the same hole dice; then the dice outside ${listed(w.variant)} count, highest first: ${listed(w.rest)} beats ${listed(l.rest)}.`;
  return `${both}, alike at every tie step: they share the pot.`;
}
