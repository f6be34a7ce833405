import { describe, expect, it } from 'vitest';
import { optionDefaults } from '../../engine/facts';
import { flipPiece } from '../../dice/piece-flip';
import { facts } from './facts';
import { game } from './index';

describe('who starts a new game', () => {
  const defaults = optionDefaults(game, facts, 2);

  it('the rulebook flips a piece: stone face up, Circle starts; river face up, Square', () => {
    const seen = new Set<string>();
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      const config = facts.prepareConfig!({ ...defaults, preset: 'rulebook' }, seed);
      const face = flipPiece(`${seed}:first`).face;
      expect(config.firstPlayer).toBe(face === 'stone' ? 'circle' : 'square');
      const state = game.setup(game.configSchema.parse({ players: 2, ...config }), seed);
      expect(state.toMove).toBe(face === 'stone' ? 0 : 1);
      seen.add(face);
    }
    expect(seen.size).toBe(2);
  });

  it('the course preset keeps Circle first, with no flip', () => {
    const config = facts.prepareConfig!({ ...defaults, preset: 'course' }, 'a');
    expect(game.setup(game.configSchema.parse({ players: 2, ...config }), 'a').toMove).toBe(0);
    expect(config.firstFlip).toBeUndefined();
  });

  it('a config from before the flip (no firstFlip) still reads, Circle first', () => {
    const old = game.configSchema.parse({ players: 2, board: '12x13', preset: 'rulebook' });
    expect(game.setup(old, 1).toMove).toBe(0);
  });
});
