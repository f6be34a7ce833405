/** Counts leaf positions of the action tree (repetition draws aside; a won position is a leaf). */
import { fillsGoal, geometry } from './board';
import { generate, play } from './moves';
import { rulesOf, type SRState } from './state';

export function perft(state: SRState, depth: number): number {
  if (state.result) return depth === 0 ? 1 : 0;
  const g = geometry(state.config.board);
  const rules = rulesOf(state.config);
  const walk = (cells: number[], owner: number, d: number): number => {
    if (d === 0) return 1;
    const moves = generate(g, cells, owner, rules);
    if (d === 1) return moves.length;
    let total = 0;
    for (const m of moves) {
      const next = cells.slice();
      play(next, m);
      if (fillsGoal(g, next, owner) || fillsGoal(g, next, 1 - owner)) continue;
      total += walk(next, 1 - owner, d - 1);
    }
    return total;
  };
  return walk(state.cells.slice(), state.toMove, depth);
}
