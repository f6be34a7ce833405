/** Builds test positions from a list of pieces, e.g. ['c7 O', 'd7 oH', 'g4 X'] (tests only). */
import { geometry, pieceCode } from './board';
import { pointIndex, setupStones } from './game';
import { configSchema, positionKey, type SRState } from './state';

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
  return { ...setupStones(config), cells, toMove, history: [positionKey(cells, toMove)] };
}
