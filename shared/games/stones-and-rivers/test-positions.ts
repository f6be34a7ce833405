/** Builds test positions from a list of pieces, e.g. ['c7 O', 'd7 oH', 'g4 X'] (tests only). */
import { geometry, pieceCode } from './board';
import { pointIndex, setupStones } from './game';
import { isResignation } from '../../engine/contract';
import type { SRAction } from './actions';
import { historyKey } from './draws';
import { configSchema, type SRState } from './state';

/** O/o Circle, X/x Square; capital = stone, lower case + H/V = river. */
export function position(
  pieces: readonly string[],
  options: Record<string, unknown> = {},
  toMove = 0,
): SRState {
  const config = configSchema.parse({ players: 2, ...options });
  const g = geometry(config.board);
  const cells = new Array<number>(g.size).fill(0);
  for (const piece of pieces) {
    const [at, code] = piece.split(' ') as [string, string];
    const owner = code[0]!.toUpperCase() === 'O' ? 0 : 1;
    const side = code.length === 1 ? 0 : code[1] === 'H' ? 1 : 2;
    cells[pointIndex(g, at)] = pieceCode(owner, side);
  }
  return {
    ...setupStones(config),
    cells,
    toMove,
    history: [historyKey(config, cells, toMove, [])],
  };
}

/**
 * A random choice for fuzzing, but two times in three a move or push that heads for the
 * mover's Goal row, so games reach the crowded middle and the Goals. It never resigns: a
 * game played this way is decided on the board.
 */
export function headingForGoal(
  legal: readonly SRAction[],
  s: SRState,
  rng: { int(n: number): number },
): SRAction {
  const g = geometry(s.config.board);
  const goalRow = s.toMove === 0 ? 2 : g.rows - 3;
  const row = (p: string): number => Number(p.slice(1));
  const forward = legal.filter(
    (a) =>
      (a.type === 'move' || a.type === 'push') &&
      Math.abs(row(a.to) - goalRow) < Math.abs(row(a.from) - goalRow),
  );
  if (forward.length > 0 && rng.int(3) > 0) return forward[rng.int(forward.length)]!;
  const onBoard = legal.filter((a) => !isResignation(a));
  return onBoard[rng.int(onBoard.length)]!;
}
