import { describe, expect, it } from 'vitest';
import { flipPiece } from '../../../shared/dice/piece-flip';
import { game } from '../../../shared/games/stones-and-rivers';
import { firstFlipPause } from './first-flip';

describe('the first-player flip before a computer starts', () => {
  const config = game.configSchema.parse({ players: 2, firstFlip: 'flip-seed' });
  const state = game.setup(config, 'seed');

  it('holds the computer until the flip has landed and can be read, at any animation speed', () => {
    const flight = flipPiece('flip-seed');
    const seconds = flight.frames / flight.hz;
    expect(firstFlipPause(state, 1)).toBeGreaterThan(seconds);
    expect(firstFlipPause(state, 4)).toBeGreaterThan(seconds / 4);
  });

  it('holds nothing once the game is under way, or without a flip', () => {
    expect(firstFlipPause({ ...state, actions: 1 }, 1)).toBe(0);
    expect(firstFlipPause(game.setup(game.configSchema.parse({ players: 2 }), 'seed'), 1)).toBe(0);
  });
});
