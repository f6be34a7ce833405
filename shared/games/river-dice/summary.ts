/**
 * The table read aloud from a seat's view: the round, the pot and purses, the banker's dice
 * and their auctions, and the viewer's own hole dice — which the view holds only for the
 * viewer, so no other seat's cup is ever read out.
 */
import { listInWords } from '../../engine/words';
import { HAND_DICE } from './hands';
import type { RiverView } from './view';

type Seats = readonly { readonly name: string }[];

function bankerDie(v: RiverView, die: number, seats: Seats): string {
  const face = `${HAND_DICE[die]!} ${v.banker![die]!}`;
  const auction = v.auction;
  if (auction && auction.die === die) {
    const high =
      auction.leader === null
        ? 'no bid yet'
        : `${seats[auction.leader]!.name} bids ${auction.high} gold`;
    return `${face} on auction, ${high}`;
  }
  if (auction && auction.die < die) return `${face} to come`;
  const owner = v.owners[die];
  return owner === null || owner === undefined
    ? `${face} not bought`
    : `${face} bought by ${seats[owner]!.name} for ${v.prices[die]!} gold`;
}

function waitingOn(v: RiverView, seats: Seats): string | null {
  const names = (done: readonly boolean[]): string[] =>
    v.playing.filter((seat) => !done[seat]).map((seat) => seats[seat]!.name);
  if (v.phase === 'hole') {
    const left = names(v.thrown);
    return left.length > 0 ? `Yet to throw the hole dice: ${listInWords(left)}.` : null;
  }
  if (v.phase === 'hand') {
    const left = names(v.chosen);
    return left.length > 0 ? `Yet to choose a hand: ${listInWords(left)}.` : null;
  }
  return null;
}

function ownDice(v: RiverView): string[] {
  if (v.viewer === 'public') return [];
  const hole = v.hole[v.viewer];
  const keeps = v.keeps[v.viewer];
  const lines: string[] = [];
  if (hole)
    lines.push(
      `Your hole dice: ${hole.map((face, die) => `${HAND_DICE[die]!} ${face}`).join(', ')}.`,
    );
  if (keeps && keeps.length > 0) lines.push(`Your hand keeps the banker's ${listInWords(keeps)}.`);
  return lines;
}

export function riverSummary(v: RiverView, seats: Seats): string {
  const purses = seats.map(
    (seat, i) => `${seat.name} ${v.purses[i]!} gold${v.out[i] ? ' (out)' : ''}`,
  );
  const lines = [
    v.phase === 'over'
      ? `The game is over. Purses: ${purses.join(', ')}.`
      : `Round ${v.round} of ${v.config.rounds}; the pot holds ${v.pot} gold. Purses: ${purses.join(', ')}.`,
  ];
  if (v.phase !== 'over') {
    if (v.banker)
      lines.push(
        `The banker's dice: ${HAND_DICE.map((_, die) => bankerDie(v, die, seats)).join('; ')}.`,
      );
    const waiting = waitingOn(v, seats);
    if (waiting) lines.push(waiting);
  }
  return [...lines, ...ownDice(v)].join(' ');
}
