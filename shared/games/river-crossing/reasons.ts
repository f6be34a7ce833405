/**
 * Why a move collected pieces, freed one or brought one across, in the game's words: which
 * collector took which pieces from where, by which of the three collecting rules, which
 * piece a step into row 8 sends back to which bank, and why a piece may exit. Read from the stacks before the move, as the
 * rules are written, so the table can show the why beside the log line.
 */
import type { CrossingAction } from './moves';
import {
  BLACK,
  RED,
  SEAT_NAMES,
  parseSquare,
  rowOf,
  topOf,
  type CrossingColour,
  type CrossingState,
} from './state';

const COLOUR_NAMES = ['red', 'black'] as const;

/** "a red piece", "2 red pieces and a black piece", counted from stack letters. */
function piecesIn(letters: string): string {
  const counts = (['r', 'b'] as const)
    .map((letter, colour) => ({ colour, n: [...letters].filter((l) => l === letter).length }))
    .filter(({ n }) => n > 0)
    .map(({ colour, n }) =>
      n === 1 ? `a ${COLOUR_NAMES[colour]} piece` : `${n} ${COLOUR_NAMES[colour]} pieces`,
    );
  return counts.join(' and ');
}

const stackAt = (state: CrossingState, square: string): string =>
  state.board[parseSquare(square)!] ?? '';

/** The letters the move takes into the stash, and the sentence that says why. */
function collection(
  before: CrossingState,
  action: CrossingAction,
): { taken: string; why: string } | null {
  const name = SEAT_NAMES[action.seat] ?? 'Someone';
  switch (action.type) {
    case 'collector': {
      const target = stackAt(before, action.to);
      if (target.length === 0) return null;
      const taken = target.slice(-1);
      return {
        taken,
        why:
          `The collector from ${action.from} landed on the stack on ${action.to}: a collector` +
          ` landing on a stack collects its top piece, so it takes ${piecesIn(taken)} and stands in its place.`,
      };
    }
    case 'enter':
    case 'reenter': {
      if (topOf(stackAt(before, action.to)) !== 'C') return null;
      const taken = action.seat === RED ? 'r' : 'b';
      const how = action.type === 'enter' ? 'entered' : 'came back';
      return {
        taken,
        why:
          `${name}’s piece ${how} onto the collector on ${action.to}: a piece that lands on a` +
          ` collector is collected at once, so the collector on ${action.to} takes ${piecesIn(taken)}.`,
      };
    }
    case 'step': {
      const group = stackAt(before, action.from).slice(action.height - 1);
      if (topOf(stackAt(before, action.to)) === 'C') {
        const taken = group.replace(/C/g, '');
        const riders = group.length > 1 ? ' with everything riding on it' : '';
        return {
          taken,
          why:
            `${name}’s piece stepped from ${action.from} onto the collector on ${action.to}: a piece` +
            ` that lands on a collector is collected${riders} at once, so the collector on` +
            ` ${action.to} takes ${piecesIn(taken)}.`,
        };
      }
      if (group.length > 1 && topOf(group) === 'C') {
        const taken = group[group.length - 2]!;
        const own = group.length === 2 ? ', the piece that moved' : '';
        return {
          taken,
          why:
            `The group that stepped from ${action.from} to ${action.to} carries a collector on top:` +
            ` a riding collector collects the one piece directly beneath it, so it takes` +
            ` ${piecesIn(taken)}${own}.`,
        };
      }
      return null;
    }
    default:
      return null;
  }
}

/** Why a step into row 8 frees a piece, or why it frees none; null for other moves. */
function release(
  before: CrossingState,
  action: CrossingAction,
  taken: string | null,
): string | null {
  if (action.type !== 'step' || (action.seat !== RED && action.seat !== BLACK)) return null;
  const colour = action.seat as CrossingColour;
  const from = parseSquare(action.from)!;
  const to = parseSquare(action.to)!;
  if (rowOf(colour, from) !== 7 || rowOf(colour, to) !== 8) return null;
  const name = SEAT_NAMES[colour];
  const moverLetter = colour === RED ? 'r' : 'b';
  const moverTaken =
    taken !== null &&
    (topOf(stackAt(before, action.to)) === 'C' ||
      stackAt(before, action.from).length - action.height === 1);
  if (moverTaken)
    return `${name}’s piece was collected on its way into row 8, so it frees nothing.`;
  const justTaken = [...(taken ?? '')].filter((l) => l === moverLetter).length;
  const stash = before.sides[colour].collected + justTaken;
  const colourName = COLOUR_NAMES[colour];
  if (stash === 0)
    return `${name}’s piece stepped from row 7 into row 8, but no ${colourName} piece is collected, so none is freed.`;
  const first = justTaken > 0 ? ' (collecting is settled first, so one just taken counts)' : '';
  const which =
    stash === 1
      ? `the one collected ${colourName} piece`
      : `one of the ${stash} collected ${colourName} pieces`;
  return (
    `${name}’s piece stepped from row 7 (${action.from}) into row 8 (${action.to}) without being` +
    ` collected, so ${which}${first} goes back to` +
    ` ${name}’s home bank to try again.`
  );
}

/** Why a piece may step off onto the far bank, and how many of its side are now across. */
function exit(before: CrossingState, action: CrossingAction): string | null {
  if (action.type !== 'exit') return null;
  const name = SEAT_NAMES[action.seat] ?? 'Someone';
  const across = (before.sides[action.seat as CrossingColour]?.far ?? 0) + 1;
  const colourName = COLOUR_NAMES[action.seat as CrossingColour];
  return (
    `${name}’s piece on ${action.from} stood on ${name}’s row 8 with nothing riding on it, so it` +
    ` steps off onto the far bank, where it is safe: ${across} ${colourName}` +
    ` ${across === 1 ? 'piece' : 'pieces'} across, of ${before.config.crossToWin} to win.`
  );
}

/**
 * Why the move collects, frees or brings across what it does: a sentence per collection,
 * release and exit, empty when it does none of them.
 */
export function moveReasons(before: CrossingState, action: CrossingAction): string[] {
  const collected = collection(before, action);
  const freed = release(before, action, collected?.taken ?? null);
  return [collected?.why, freed, exit(before, action)].filter(
    (s): s is string => s !== null && s !== undefined,
  );
}
