import { describe, expect, it } from 'vitest';
import { game, type RiverState } from '../../../shared/games/river-dice';
import { showdownBeforeHandover } from './showdown';

/** Two seats play a round with nobody buying: both pass every die, so both show their own. */
function throughRound(s: RiverState): RiverState {
  s = game.apply(s, { type: 'throw', seat: 0, faces: [1, 1, 1, 1, 1] });
  s = game.apply(s, { type: 'throw', seat: 1, faces: [2, 3, 4, 5, 6] });
  s = game.apply(s, { type: 'throw', seat: null, faces: [4, 6, 8, 10, 12] });
  while (s.phase === 'auction') s = game.apply(s, { type: 'pass', seat: s.auction!.turn });
  return s;
}

describe('the showdown before a hot-seat handover', () => {
  it('holds the handover after round 1 until it is seen, until round 2 is first thrown', () => {
    const s = throughRound(game.setup(game.configSchema.parse({ players: 2, rounds: 2 }), 'h'));
    expect(s.round).toBe(2);
    expect(showdownBeforeHandover(game.view(s, 'public'))).toBe('showdown of round 1');
    const thrown = game.apply(s, { type: 'throw', seat: 0, faces: [1, 2, 3, 4, 5] });
    expect(showdownBeforeHandover(game.view(thrown, 'public'))).toBeNull();
  });

  it('holds nothing after the last round: nobody takes the screen after it', () => {
    const s = throughRound(game.setup(game.configSchema.parse({ players: 2, rounds: 1 }), 'h'));
    expect(s.phase).toBe('over');
    expect(showdownBeforeHandover(game.view(s, 'public'))).toBeNull();
  });
});
