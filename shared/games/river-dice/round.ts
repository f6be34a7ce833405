/**
 * The round from the ante to the showdown: who is still in the game, the auction one
 * banker die at a time, the hands chosen and the pot paid out.
 */
import type { DieKind, Seat } from '../../engine/contract';
import { compareHands, evaluateHand, type HandRank } from './evaluate';
import { HAND_DICE } from './hands';
import type { Auction, RiverState, Showdown, ShownHand } from './state';

/** The next seat after `from`, going round the table, that `accept` takes. */
function nextSeat(players: number, from: Seat, accept: (seat: Seat) => boolean): Seat | null {
  for (let k = 1; k <= players; k++) {
    const seat = (from + k) % players;
    if (accept(seat)) return seat;
  }
  return null;
}

/**
 * Everyone still in the game pays the ante and a new round begins; a player who cannot pay
 * is out. The game is over after the last round, or when fewer than two can pay.
 */
export function startRound(state: RiverState, round: number, lastFirstBidder: Seat): RiverState {
  const { players, ante, rounds } = state.config;
  const fresh: RiverState = {
    ...state,
    round,
    playing: [],
    hole: state.hole.map(() => null),
    banker: null,
    owners: HAND_DICE.map(() => null),
    prices: HAND_DICE.map(() => 0),
    auction: null,
    bids: [],
    keeps: state.keeps.map(() => null),
  };
  if (round > rounds) return { ...fresh, phase: 'over' };
  const out = state.out.map((gone, seat) => gone || state.purses[seat]! < ante);
  const playing = Array.from({ length: players }, (_, seat) => seat).filter((seat) => !out[seat]);
  if (playing.length < 2) return { ...fresh, out, phase: 'over' };
  return {
    ...fresh,
    out,
    phase: 'hole',
    playing,
    purses: state.purses.map((p, seat) => (out[seat] ? p : p - ante)),
    pot: state.pot + ante * playing.length,
    firstBidder: nextSeat(players, lastFirstBidder, (seat) => !out[seat])!,
  };
}

/** Opens the auction of banker die `die`, or moves on to the hands after the d12. */
export function openAuction(state: RiverState, die: number): RiverState {
  if (die >= HAND_DICE.length) return afterAuction({ ...state, auction: null });
  return settle({
    ...state,
    phase: 'auction',
    auction: { die, high: 0, leader: null, bidding: state.playing, turn: state.firstBidder },
  });
}

/**
 * Hands the turn on until it reaches someone who can raise: a player without enough gold
 * to beat the high bid leaves this die's auction without being asked. Sells or discards
 * the die when its auction is over.
 */
function settle(state: RiverState): RiverState {
  let auction = state.auction!;
  for (;;) {
    const { leader, bidding, turn, high, die } = auction;
    if (leader !== null && bidding.length === 1) {
      const sold: RiverState = {
        ...state,
        purses: state.purses.map((p, seat) => (seat === leader ? p - high : p)),
        pot: state.pot + high,
        owners: state.owners.map((o, i) => (i === die ? leader : o)),
        prices: state.prices.map((p, i) => (i === die ? high : p)),
      };
      return openAuction(sold, die + 1);
    }
    if (bidding.length === 0) return openAuction(state, die + 1);
    if (state.purses[turn]! > high) return { ...state, auction };
    auction = leaveAuction(state.config.players, auction, turn);
  }
}

function leaveAuction(players: number, auction: Auction, seat: Seat): Auction {
  const bidding = auction.bidding.filter((s) => s !== seat);
  const turn = nextSeat(players, seat, (s) => bidding.includes(s) && s !== auction.leader);
  return { ...auction, bidding, turn: turn ?? auction.leader ?? seat };
}

export function placeBid(state: RiverState, seat: Seat, amount: number): RiverState {
  const auction = state.auction!;
  const turn = nextSeat(
    state.config.players,
    seat,
    (s) => auction.bidding.includes(s) && s !== seat,
  );
  return settle({
    ...state,
    auction: { ...auction, high: amount, leader: seat, turn: turn ?? seat },
    bids: [...state.bids, { die: auction.die, seat, amount }],
  });
}

export function pass(state: RiverState, seat: Seat): RiverState {
  const auction = state.auction!;
  return settle({
    ...state,
    auction: leaveAuction(state.config.players, auction, seat),
    bids: [...state.bids, { die: auction.die, seat, amount: null }],
  });
}

/** The banker dice a seat bought this round, by size. */
export function boughtBy(state: RiverState, seat: Seat): DieKind[] {
  return HAND_DICE.filter((_, i) => state.owners[i] === seat);
}

/** Seats that bought dice and have not yet said which to keep. */
export function choosing(state: RiverState): Seat[] {
  return state.playing.filter(
    (seat) => state.keeps[seat] === null && boughtBy(state, seat).length > 0,
  );
}

function afterAuction(state: RiverState): RiverState {
  return choosing(state).length > 0 ? { ...state, phase: 'hand' } : showdown(state);
}

export function keepDice(state: RiverState, seat: Seat, kept: readonly DieKind[]): RiverState {
  const keeps = state.keeps.map((k, s) =>
    s === seat ? HAND_DICE.filter((d) => kept.includes(d)) : k,
  );
  const chosen = { ...state, keeps };
  return choosing(chosen).length > 0 ? chosen : showdown(chosen);
}

/** A seat's hand: its hole dice with the banker dice it keeps in their places. */
export function handOf(state: RiverState, seat: Seat): HandRank {
  const kept = state.keeps[seat] ?? [];
  const hole = HAND_DICE.map((d) => !kept.includes(d));
  const values = HAND_DICE.map((_, i) => (hole[i] ? state.hole[seat]![i]! : state.banker![i]!));
  return evaluateHand(values, hole);
}

/** Hands are shown; the best takes the pot, ties share it and an odd coin stays. */
function showdown(state: RiverState): RiverState {
  const ranked = state.playing.map((seat) => ({ seat, rank: handOf(state, seat) }));
  const best = ranked.reduce((top, r) => (compareHands(r.rank, top.rank) > 0 ? r : top));
  const winners = ranked.filter((r) => compareHands(r.rank, best.rank) === 0).map((r) => r.seat);
  const share = Math.floor(state.pot / winners.length);
  const left = state.pot - share * winners.length;
  const hands: ShownHand[] = ranked.map(({ seat, rank }) => ({
    seat,
    values: rank.values,
    hole: rank.hole,
    holeThrow: state.hole[seat]!,
    row: rank.row,
    name: rank.name,
    variant: rank.variant,
  }));
  const record: Showdown = {
    round: state.round,
    pot: state.pot,
    hands,
    banker: state.banker!,
    owners: state.owners,
    prices: state.prices,
    winners,
    share,
    left,
  };
  const paid: RiverState = {
    ...state,
    purses: state.purses.map((p, seat) => (winners.includes(seat) ? p + share : p)),
    pot: left,
    showdown: record,
  };
  return startRound(paid, state.round + 1, state.firstBidder);
}
