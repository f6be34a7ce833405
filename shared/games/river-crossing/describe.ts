/**
 * Log lines in the game's words, with the move's notation after them: what moved, and
 * what the move did — a collection, a release, a piece across — read from the position it
 * leads to, so the line always agrees with the rules.
 */
import { formatAction } from './notation';
import { play, type CrossingAction } from './moves';
import { BLACK, RED, SEAT_NAMES, parseSquare, type CrossingState } from './state';

const COLOUR_NAMES = ['red', 'black'] as const;

const pieces = (n: number, colour: string): string =>
  n === 1 ? `a ${colour} piece` : `${n} ${colour} pieces`;

/** "collects a red piece", "collects 2 black pieces and a red piece". */
function collections(before: CrossingState, after: CrossingState): string | null {
  const taken = ([RED, BLACK] as const)
    .map((c) => ({ c, n: after.sides[c].collected - before.sides[c].collected }))
    .filter(({ n }) => n > 0)
    .map(({ c, n }) => pieces(n, COLOUR_NAMES[c]));
  return taken.length > 0 ? taken.join(' and ') : null;
}

function movement(action: CrossingAction, before: CrossingState): string {
  switch (action.type) {
    case 'enter':
      return `enters the river at ${action.to}`;
    case 'reenter':
      return `comes back from the far bank into the river at ${action.to}`;
    case 'exit':
      return `crosses from ${action.from} to the far bank`;
    case 'pass':
      return 'passes';
    case 'collector':
      return `moves a collector from ${action.from} to ${action.to}`;
    case 'step': {
      const stack = before.board[parseSquare(action.from)!] ?? '';
      const riders = stack.length - action.height;
      const carrying = riders > 0 ? `, carrying ${riders} on top` : '';
      return `steps from ${action.from} to ${action.to}${carrying}`;
    }
  }
}

export function describeMove(action: CrossingAction, before: CrossingState): string {
  const who = SEAT_NAMES[action.seat] ?? 'Someone';
  const notation = `(${formatAction(action)})`;
  let after: CrossingState;
  try {
    after = play(before, action);
  } catch {
    return `${who} ${movement(action, before)} ${notation}`;
  }
  const parts = [movement(action, before)];
  const collected = collections(before, after);
  if (collected)
    parts.push(
      action.type === 'collector'
        ? `and takes ${collected}`
        : `and the collector takes ${collected}`,
    );
  if (action.seat === RED || action.seat === BLACK) {
    const freed = before.sides[action.seat].collected - after.sides[action.seat].collected;
    if (freed > 0)
      parts.push(`and frees ${pieces(freed, COLOUR_NAMES[action.seat])} to the home bank`);
    if (action.type === 'exit') parts.push(`(${after.sides[action.seat].far} across)`);
  }
  return `${who} ${parts.join(' ')} ${notation}`;
}
