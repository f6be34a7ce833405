import { describe, expect, it } from 'vitest';
import { botContext } from '../../../engine/bot';
import { Random } from '../../../engine/random';
import { game, type RiverState } from '../index';
import { hardBot } from './hard';

const context = botContext(Random.fromSeed('hard'), 100, () => 0);

/** Two seats dealt these hole dice and banker dice, everyone passing the dice before `die`. */
function atDie(holes: number[][], banker: number[], die: number): RiverState {
  let s = game.setup({ players: holes.length } as never, 1);
  for (const faces of holes) {
    const pending = game.next(s);
    s = game.apply(s, { type: 'throw', seat: pending.kind === 'throw' ? pending.seat : 0, faces });
  }
  s = game.apply(s, { type: 'throw', seat: null, faces: banker });
  while (s.auction!.die < die) s = game.apply(s, { type: 'pass', seat: s.auction!.turn });
  return s;
}

const hardChooses = (s: RiverState, seat: number) =>
  hardBot().choose(game.view(s, seat), game.legalActions(s, seat), context);

describe('River hard player', () => {
  it('holding a hand nobody can beat, raises a rival who bids for a die, so the rival pays more into the pot', () => {
    // Seat 1 holds 4 6 8 10 12, a Perfect Even River: a rival keeping the banker's 12 ties
    // on the hand but loses on the highest hole die. Whatever it pays comes back with the pot.
    let s = atDie(
      [
        [1, 2, 3, 4, 5],
        [4, 6, 8, 10, 12],
      ],
      [1, 1, 1, 1, 12],
      4,
    );
    s = game.apply(s, { type: 'bid', seat: 0, amount: 3 });
    expect(hardChooses(s, 1)).toEqual({ type: 'bid', seat: 1, amount: 4 });
  });

  it('lets a die it cannot use go when the rival already bids more than the hand could win', () => {
    // Seat 1 holds five 1s (Quintuple 1s); the banker's d4 shows 2, which only spoils it.
    let s = atDie(
      [
        [1, 2, 3, 4, 5],
        [1, 1, 1, 1, 1],
      ],
      [2, 1, 1, 1, 1],
      0,
    );
    s = game.apply(s, { type: 'bid', seat: 0, amount: 8 });
    expect(hardChooses(s, 1)).toEqual({ type: 'pass', seat: 1 });
  });
});
