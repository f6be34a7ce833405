/**
 * What the table's live region says, as pure functions: what is new between two moments
 * of the table (log lines, a throw come to rest, whose turn it is, the result), and the
 * table read aloud on request. Everything a moment holds is public: the log and the turn
 * line are what every seat sees, and a throw under the cup is already "under the cup".
 */

/** The table as the live region last heard it. */
export interface TableMoment {
  /** Which match is on the table: another match starts a new story, not a long read-out. */
  readonly match: string | null;
  /** Entering or leaving a replay jumps the log; nothing is read for the jump. */
  readonly replaying: boolean;
  /** The game log as shown, oldest first. */
  readonly lines: readonly string[];
  /** Who the game waits on and for what, or the result at the end. */
  readonly turn: string;
  /** The last throw come to rest, in words, and which throw it was; null while dice roll. */
  readonly dice: { readonly words: string; readonly throw: unknown } | null;
}

/** What to say now that the table went from `before` to `now`, in the order it happened. */
export function newAnnouncements(before: TableMoment | null, now: TableMoment): string[] {
  if (before === null || before.match !== now.match || before.replaying !== now.replaying)
    return [];
  const said = now.lines.slice(before.lines.length);
  const dice = now.dice;
  if (
    dice &&
    dice.words &&
    (dice.throw !== before.dice?.throw || dice.words !== before.dice?.words)
  )
    said.push(dice.words);
  if (now.turn !== before.turn && now.turn) said.push(now.turn);
  return said;
}

const sentence = (text: string): string => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** The table read aloud: the moment of the game, whose turn, then the game's own summary. */
export function tableReading(label: string, turn: string, summary: string | null): string {
  return [label, turn, summary]
    .filter((part): part is string => !!part)
    .map(sentence)
    .join(' ');
}
