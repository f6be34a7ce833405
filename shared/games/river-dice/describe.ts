/** Lines for the game log. They are public, so they never name hidden dice before the showdown. */
import type { RiverAction } from './actions';
import { handTitle } from './explain';
import { HAND_DICE } from './hands';
import type { RiverState, Showdown } from './state';

const seatName = (seat: number): string => `Seat ${seat + 1}`;

function list(words: readonly string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]!}`;
}

function showdownLine(showdown: Showdown): string {
  const best = showdown.hands.find((h) => h.seat === showdown.winners[0])!;
  const hand = `${handTitle(best)} (${best.values.join(' ')})`;
  const left = showdown.left > 0 ? `; ${showdown.left} gold stays in the pot` : '';
  return showdown.winners.length === 1
    ? `; showdown: ${seatName(best.seat)} takes the pot of ${showdown.pot} gold with ${hand}`
    : `; showdown: ${list(showdown.winners.map(seatName))} tie with ${hand} and take ${showdown.share} gold each${left}`;
}

/** What became of the banker dice whose auctions this action closed. */
function salesLine(before: RiverState, after: RiverState): string {
  const settled = after.round !== before.round ? after.showdown! : after;
  const from = before.auction?.die ?? 0;
  const to = after.phase === 'auction' && settled === after ? after.auction!.die : HAND_DICE.length;
  const sales = HAND_DICE.slice(from, to).map((die, k) => {
    const buyer = settled.owners[from + k] ?? null;
    return buyer === null
      ? `nobody buys the ${die}`
      : `${seatName(buyer)} buys the ${die} for ${settled.prices[from + k]!} gold`;
  });
  return sales.length > 0 ? `; ${sales.join(', ')}` : '';
}

/**
 * One line for the log; `after` is the state the action leads to, so the line can say
 * what it settled (a die sold, the showdown).
 */
export function describeAction(
  action: RiverAction,
  before: RiverState,
  after: RiverState | null,
): string {
  const who = action.seat === null ? 'The banker' : seatName(action.seat);
  const ended = after !== null && after.round !== before.round && after.showdown !== null;
  const result = ended ? showdownLine(after.showdown!) : '';
  switch (action.type) {
    case 'throw':
      return before.phase === 'banker'
        ? `The banker throws ${HAND_DICE.map((d, i) => `${d} ${action.faces[i] ?? '?'}`).join(', ')}${after ? salesLine(before, after) : ''}${result}`
        : `${who} throws the hole dice under the cup`;
    case 'bid':
    case 'pass': {
      const die = HAND_DICE[before.auction?.die ?? 0]!;
      const what = action.type === 'bid' ? `bids ${action.amount} gold on` : 'passes on';
      return `${who} ${what} the banker's ${die}${after ? salesLine(before, after) : ''}${result}`;
    }
    case 'keep':
      return `${who} chooses a hand${result}`;
  }
}
