import { describe, expect, it } from 'vitest';
import { fuzzGame } from '../../engine/testkit/fuzz';
import { inHome, ownerOf } from './board';
import { game, geometry, type SRAction, type SRState } from './index';
import { headingForGoal } from './test-positions';

const BOARDS = ['12x13', '14x15', '16x17'] as const;

/** Piece counts stay as set up, one piece per point (by construction), nobody in its Home. */
function invariants(s: SRState): string[] {
  const g = geometry(s.config.board);
  const problems: string[] = [];
  const counts = [0, 0];
  s.cells.forEach((c, p) => {
    if (c === 0) return;
    if (!Number.isInteger(c) || c < 1 || c > 6) problems.push(`point ${p} holds code ${c}`);
    const owner = ownerOf(c);
    counts[owner]!++;
    if (inHome(g, owner, p))
      problems.push(`a piece of owner ${owner} stands in its own Home at ${p}`);
  });
  if (s.cells.length !== g.size)
    problems.push(`${s.cells.length} points on a ${g.size}-point board`);
  for (const n of counts)
    if (n !== g.cols) problems.push(`${n} pieces where ${g.cols} were set up`);
  // the course engine draws once the actions pass its limit, the rulebook when they reach it
  const limit = s.config.actionCap + (s.config.preset === 'course' ? 1 : 0);
  if (s.actions > limit) problems.push('the action cap was overrun');
  return problems;
}

describe('Stones & Rivers fuzz', () => {
  it('plays 2,000 seeded random games with the contract and the invariants holding', () => {
    const report = fuzzGame({
      game,
      games: 2000,
      seed: 'stones-and-rivers',
      config: (i) =>
        game.configSchema.parse({
          players: 2,
          board: BOARDS[i % 3],
          preset: i % 2 === 0 ? 'rulebook' : 'course',
          firstPlayer: i % 4 === 2 ? 'square' : 'circle',
          actionCap: 40,
        }),
      maxActions: 42,
      invariants,
      illegalCandidates: (s): SRAction[] => [
        { type: 'move', seat: s.toMove, from: 'a0', to: 'a14' },
        { type: 'rotate', seat: 1 - s.toMove, at: 'c3' },
        { type: 'flip', seat: s.toMove, at: 'p16', orientation: 'H' },
      ],
      choose: headingForGoal,
      every: 50,
    });
    expect(report.failures).toEqual([]);
    expect(report.ended).toBe(2000);
  });

  it('the invariants catch a piece standing in its own Home', () => {
    const s = game.setup(game.configSchema.parse({ players: 2 }), 1);
    const cells = s.cells.slice();
    cells[12 * 14 + 6] = 1;
    expect(invariants({ ...s, cells })).not.toEqual([]);
  });
});
