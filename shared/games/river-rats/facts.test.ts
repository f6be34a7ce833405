import { describe, expect, it } from 'vitest';
import { optionDefaults } from '../../engine/facts';
import { facts } from './facts';
import { game } from './index';

describe("River Rats' New game options", () => {
  it('start from the rules: normal difficulty, the exact Prediction, with powers and abilities', () => {
    expect(optionDefaults(game, facts, 2)).toEqual({
      mode: 'normal',
      prediction: 'exact',
      firstGame: false,
    });
  });

  it('every choice the form allows is a game the engine sets up', () => {
    for (const option of facts.options) {
      const values = option.kind === 'choice' ? option.choices.map((c) => c.value) : [true, false];
      for (const value of values)
        for (const players of [1, 4]) {
          const config = { ...optionDefaults(game, facts, players), [option.key]: value, players };
          expect(() => game.setup(game.configSchema.parse(config), 's')).not.toThrow();
        }
    }
  });

  it('names the round, the Rat faced and the players’ Debt', () => {
    const state = game.setup(game.configSchema.parse({ players: 2 }), 's');
    expect(facts.turnLabel(state)).toBe('Round 1: River Rat 1 of 2, your Debt 0 of 5');
  });
});

describe('a lost game in words', () => {
  // The rules: the players lose when their own Debt reaches 5; the round that ends the game
  // may take it past 5, here to 6.
  const start = game.setup(game.configSchema.parse({ players: 2 }), 'lost');
  const lost = {
    ...start,
    phase: 'over' as const,
    outcome: 'lost' as const,
    playerDebt: start.deck.slice(0, 6),
  };

  it('the end and the turn line give the same Debt, never "6 of 5"', () => {
    const end = game.next(lost);
    expect(end.kind === 'end' && end.outcome.summary).toBe(
      "The players' Debt reached 6 (5 loses): the River Rats win.",
    );
    expect(facts.turnLabel(lost)).toMatch(/your Debt 6 \(5 loses\)$/);
    expect(facts.turnLabel(lost)).not.toContain('6 of 5');
  });
});
