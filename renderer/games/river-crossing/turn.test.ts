import { describe, expect, it } from 'vitest';
import { Random } from '../../../shared/engine/random';
import {
  formatAction,
  game,
  parseSquare,
  seatToMove,
  type CrossingState,
} from '../../../shared/games/river-crossing';
import { choicesOf, pickAt, pickables } from './turn';

/** Positions from random games under both rule sets, every seat to move. */
function positions(): CrossingState[] {
  const out: CrossingState[] = [];
  for (const rules of ['river-table', 'original'] as const)
    for (let g = 0; g < 6; g++) {
      const rng = Random.fromSeed(`turn-${rules}-${g}`);
      let s = game.setup(game.configSchema.parse({ players: 3, rules }), `g${g}`) as CrossingState;
      for (let i = 0; i < 150 && !s.result; i++) {
        out.push(s);
        s = game.apply(s, rng.pick(game.legalActions(s, seatToMove(s))));
      }
    }
  return out;
}

describe('putting a River Crossing move together', () => {
  const all = positions();

  it('offers every legal move exactly once through a pick and a place, and nothing else', () => {
    let stacksWithRiders = 0;
    for (const s of all) {
      const legal = game.legalActions(s, seatToMove(s));
      const offered = pickables(legal, s.board).flatMap((p) =>
        choicesOf(legal, p, s.board).map((c) => formatAction(c.action)),
      );
      const moves = legal.filter((a) => a.type !== 'pass').map(formatAction);
      expect(offered.sort()).toEqual(moves.sort());
      stacksWithRiders += legal.filter(
        (a) => a.type === 'step' && a.height < s.board[parseSquare(a.from)!]!.length,
      ).length;
    }
    expect(all.length).toBeGreaterThan(1000);
    // Moves that carry riders were among them.
    expect(stacksWithRiders).toBeGreaterThan(0);
  });

  it('a click on a stack picks its highest piece that can move', () => {
    let checked = 0;
    for (const s of all) {
      const legal = game.legalActions(s, seatToMove(s));
      s.board.forEach((stack, square) => {
        const pick = pickAt(legal, s.board, square);
        if (stack.length > 1 && pick?.kind === 'piece') {
          checked++;
          const higher = pickables(legal, s.board).filter(
            (p) => p.kind === 'piece' && p.square === square && p.height > pick.height,
          );
          expect(higher).toEqual([]);
        }
      });
    }
    expect(checked).toBeGreaterThan(0);
  });
});
