import { describe, expect, it } from 'vitest';
import { botContext } from '../../../engine/bot';
import { Random } from '../../../engine/random';
import { rollFaces } from '../../../engine/throws';
import { bots, game, type RiverState } from '../index';
import { bankerTables } from './banker-tables';
import { playOut } from './playout';
import { rollNumber } from './tables';

/** Plays the round to its showdown through the rules engine, every seat a medium player. */
function playedOut(start: RiverState): RiverState {
  const medium = bots.medium!();
  let s = start;
  for (let pending = game.next(s); pending.kind === 'decision'; pending = game.next(s)) {
    if (s.round !== start.round) break;
    const seat = pending.seats[0]!;
    const context = botContext(Random.fromSeed(1), 100);
    s = game.apply(s, medium.choose(game.view(s, seat), game.legalActions(s, seat), context));
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
      const players = 2 + (table % 5);
      let s = game.setup({ players, purse: 40 + 10 * (table % 4) } as never, `playout:${table}`);
      // Deal, then let medium players bid part of the way into the auction.
      for (let pending = game.next(s); pending.kind === 'throw'; pending = game.next(s))
        s = game.apply(s, {
          type: 'throw',
          seat: pending.seat,
          faces: rollFaces(dice, pending.dice),
        });
      const medium = bots.medium!();
      for (let step = 0; step < table * 3 && s.phase === 'auction'; step++) {
        const seat = s.auction!.turn;
        s = game.apply(
          s,
          medium.choose(game.view(s, seat), game.legalActions(s, seat), botContext(dice, 100)),
        );
      }
      if (s.phase !== 'auction') continue;
      const me = s.auction!.turn;
      for (const action of game.legalActions(s, me).slice(0, 2)) {
        const after = game.apply(s, action);
        if (after.phase !== 'auction') continue;
        const { showdown } = playedOut(after);
        const share = showdown!.winners.includes(me) ? showdown!.share : 0;
        const paid = showdown!.prices.reduce(
          (sum, price, die) =>
            showdown!.owners[die] === me && after.owners[die] !== me ? sum + price : sum,
          0,
        );
        const imagined = playOut(dealtOf(after), bankerTables(after.banker!), me, after.auction!);
        expect(imagined, `table ${table}, ${action.type}`).toBe(share - paid);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(10);
  });
});
