import { describe, expect, it } from 'vitest';
import { botContext } from '../../../engine/bot';
import { Random } from '../../../engine/random';
import { rollFaces } from '../../../engine/throws';
import { bots, game, type RiverState } from '../index';
import { bankerTables } from './banker-tables';
import { playOut, playOutByLimit } from './playout';
import { rollNumber } from './tables';

/**
 * Plays the round to its showdown through the rules engine, every seat a medium player,
 * except that `limited.seat` raises on the die now up while the price stays within `limited.limit`.
 */
function playedOut(start: RiverState, limited?: { seat: number; limit: number }): RiverState {
  const medium = bots.medium!();
  const die = start.auction!.die;
  let s = start;
  for (let pending = game.next(s); pending.kind === 'decision'; pending = game.next(s)) {
    if (s.round !== start.round) break;
    const seat = pending.seats[0]!;
    const legal = game.legalActions(s, seat);
    if (seat === limited?.seat && s.auction?.die === die) {
      const raise = legal.find((a) => a.type === 'bid' && a.amount === s.auction!.high + 1);
      const within = raise !== undefined && s.auction!.high + 1 <= limited.limit;
      s = game.apply(s, within ? raise : legal.find((a) => a.type === 'pass')!);
      continue;
    }
    const context = botContext(Random.fromSeed(1), 100);
    s = game.apply(s, medium.choose(game.view(s, seat), legal, context));
  }
  return s;
}

/** What `me` took from the showdown less what it paid for dice bought from `from` on. */
function gainFrom(from: RiverState, end: RiverState, me: number): number {
  const { showdown } = end;
  const share = showdown!.winners.includes(me) ? showdown!.share : 0;
  const paid = showdown!.prices.reduce(
    (sum, price, die) =>
      showdown!.owners[die] === me && from.owners[die] !== me ? sum + price : sum,
    0,
  );
  return share - paid;
}

/** A fresh table of `players`, dealt, with medium players part of the way into the auction. */
function midAuction(table: number, dice: Random): RiverState {
  const players = 2 + (table % 5);
  let s = game.setup({ players, purse: 40 + 10 * (table % 4) } as never, `playout:${table}`);
  for (let pending = game.next(s); pending.kind === 'throw'; pending = game.next(s))
    s = game.apply(s, { type: 'throw', seat: pending.seat, faces: rollFaces(dice, pending.dice) });
  const medium = bots.medium!();
  for (let step = 0; step < table * 3 && s.phase === 'auction'; step++) {
    const seat = s.auction!.turn;
    s = game.apply(
      s,
      medium.choose(game.view(s, seat), game.legalActions(s, seat), botContext(dice, 100)),
    );
  }
  return s;
}

function dealtOf(s: RiverState) {
  return {
    players: s.config.players,
    playing: s.playing,
    rolls: s.hole.map((h) => (h ? rollNumber(h) : 0)),
    masks: s.hole.map((_, seat) =>
      s.owners.reduce<number>((m, o, die) => (o === seat ? m | (1 << die) : m), 0),
    ),
    purses: s.purses,
    pot: s.pot,
    firstBidder: s.firstBidder,
  };
}

describe('River playouts (what the hard player imagines)', () => {
  it('play the rest of a round as the rules engine does with medium players in every seat', () => {
    const dice = Random.fromSeed('playout');
    let compared = 0;
    for (let table = 0; table < 12; table++) {
      const s = midAuction(table, dice);
      if (s.phase !== 'auction') continue;
      const me = s.auction!.turn;
      for (const action of game.legalActions(s, me).slice(0, 2)) {
        const after = game.apply(s, action);
        if (after.phase !== 'auction') continue;
        const imagined = playOut(dealtOf(after), bankerTables(after.banker!), me, after.auction!);
        expect(imagined, `table ${table}, ${action.type}`).toBe(
          gainFrom(after, playedOut(after), me),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });

  it('play a raise out for every limit the raiser could set, as the rules engine does', () => {
    const dice = Random.fromSeed('limits');
    let compared = 0;
    for (let table = 0; table < 16; table++) {
      const s = midAuction(table, dice);
      if (s.phase !== 'auction') continue;
      const me = s.auction!.turn;
      const raise = s.auction!.high + 1;
      if (s.purses[me]! < raise) continue;
      const after = game.apply(s, { type: 'bid', seat: me, amount: raise });
      if (after.phase !== 'auction' || after.auction!.die !== s.auction!.die) continue;
      const top = Math.min(raise + 6, s.purses[me]!);
      const imagined = playOutByLimit(
        dealtOf(after),
        bankerTables(after.banker!),
        me,
        after.auction!,
        top,
      );
      for (let limit = raise; limit <= top; limit++) {
        const end = playedOut(after, { seat: me, limit });
        expect(imagined[limit - raise], `table ${table}, limit ${limit}`).toBe(
          gainFrom(after, end, me),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(40);
  });
});
