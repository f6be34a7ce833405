import { describe, expect, it } from 'vitest';
import { optionDefaults } from '../../engine/facts';
import { facts } from './facts';
import { game } from './index';

describe("River's New game options", () => {
  it('start from the rules: 100 gold, an ante of 5, 10 rounds', () => {
    expect(optionDefaults(game, facts, 4)).toEqual({ purse: 100, ante: 5, rounds: 10 });
  });

  it('every choice the form allows is a game the engine sets up', () => {
    for (const option of facts.options) {
      if (option.kind !== 'number') continue;
      for (const value of [option.min, option.max]) {
        const config = { ...optionDefaults(game, facts, 3), [option.key]: value, players: 3 };
        if (option.key === 'ante') config.purse = Math.max(value, 10);
        expect(() => game.setup(game.configSchema.parse(config), 's')).not.toThrow();
      }
    }
  });

  it('names the round and its stage', () => {
    const state = game.setup(game.configSchema.parse({ players: 2 }), 's');
    expect(facts.turnLabel(state)).toBe('Round 1 of 10: hole dice');
  });
});
