/**
 * The table read aloud: for Circle and Square, how many of their Goal points hold their own
 * stones (a river there counts only once flipped) and how many stones and rivers each has.
 * Nothing in Stones & Rivers is hidden, so every viewer hears the same.
 */
import { counted, listInWords } from '../../engine/words';
import { OWNER_NAMES, STONE, geometry, ownerOf, sideOf, type Geometry } from './board';
import { pointName } from './game';
import type { SRState } from './state';

type Seats = readonly { readonly name: string }[];

function sideLine(s: SRState, g: Geometry, owner: number, name: string): string {
  const side = OWNER_NAMES[owner]!;
  const mine = (p: number): boolean => s.cells[p] !== 0 && ownerOf(s.cells[p]!) === owner;
  const stonesIn = g.goalPoints[owner]!.filter((p) => mine(p) && sideOf(s.cells[p]!) === STONE);
  const riversIn = g.goalPoints[owner]!.filter((p) => mine(p) && sideOf(s.cells[p]!) !== STONE);
  const pieces = s.cells.filter((c) => c !== 0 && ownerOf(c) === owner);
  const stones = pieces.filter((c) => sideOf(c) === STONE).length;
  const goal =
    stonesIn.length === 0
      ? `no ${side} stone in its Goal`
      : `${side} stones on ${stonesIn.length} of ${g.goalPoints[owner]!.length} Goal points (${listInWords(stonesIn.map((p) => pointName(g, p)))})`;
  const rivers =
    riversIn.length === 0
      ? ''
      : `, and ${riversIn.length === 1 ? 'a river' : 'rivers'} on ${listInWords(riversIn.map((p) => pointName(g, p)))} that ${riversIn.length === 1 ? 'counts' : 'count'} once flipped`;
  return `${side}, ${name}: ${goal}${rivers}; ${counted(stones, 'stone')} and ${counted(pieces.length - stones, 'river')}.`;
}

export function stonesSummary(s: SRState, seats: Seats): string {
  const g = geometry(s.config.board);
  const sides = [0, 1].map((owner) => sideLine(s, g, owner, seats[owner]!.name));
  return [...sides, `Stones on all ${g.goalPoints[0]!.length} of a side's Goal points win.`].join(
    ' ',
  );
}
