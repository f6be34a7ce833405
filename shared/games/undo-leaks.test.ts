import { describe, expect, it } from 'vitest';
import { findUndoLeaks } from '../engine/testkit/undo-leaks';
import { quickConfig } from './quick-configs';
import { registeredGames } from './registry';

const hidden = registeredGames().filter((g) => g.resampleHidden);

describe('taking back a decision shows no other seat anything', () => {
  it('covers every game with hidden information', () => {
    expect(hidden.map((g) => g.id).sort()).toEqual(['river-dice', 'river-rats']);
  });

  it.each(hidden.map((g) => [g.id, g] as const))(
    '%s: no take-back the undo logic allows lets another seat see what it had not seen',
    (_id, game) => {
      const { min, max } = game.players;
      const report = findUndoLeaks({
        game,
        games: 300,
        seed: 'take-back',
        config: (i) => quickConfig(game, min + (i % (max - min + 1))),
        maxActions: 2000,
      });
      expect(
        report.leaking,
        `${report.leaking} of ${report.allowed} allowed take-backs showed another seat something:\n${report.examples.join('\n')}`,
      ).toBe(0);
      expect(report.allowed).toBeGreaterThan(500);
    },
    300_000,
  );
});
