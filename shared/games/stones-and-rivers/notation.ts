/**
 * Compact notation. A point is a column letter (a = x 0, the left edge) and a row number
 * (0 = the top edge, Square's side), as on the rules page: (2,7) is c7.
 *   m c7-c8      move: a step, or a river journey to its end point
 *   f c7 H       flip a stone to a river flowing along rows (H) or columns (V)
 *   f c7         flip a river back to its stone side
 *   r c7         rotate a river
 *   s c7>d7 d7-d11  send: the river on c7 lands on d7 and sends that piece to d11
 *   p c7-c8      push: the stone on c7 steps onto c8 and pushes that stone one further
 *   resign
 */
import type { SRAction } from './actions';

export class NotationError extends Error {
  override readonly name = 'NotationError';
}

const POINT = '([a-p])(\\d{1,2})';

export function isPoint(text: string): boolean {
  return new RegExp(`^${POINT}$`).test(text);
}

export function formatAction(a: SRAction): string {
  switch (a.type) {
    case 'move':
      return `m ${a.from}-${a.to}`;
    case 'flip':
      return a.orientation ? `f ${a.at} ${a.orientation}` : `f ${a.at}`;
    case 'rotate':
      return `r ${a.at}`;
    case 'send':
      return `s ${a.from}>${a.via} ${a.via}-${a.to}`;
    case 'push':
      return `p ${a.from}-${a.to}`;
    case 'resign':
      return 'resign';
  }
}

export function parseAction(text: string, seat: number): SRAction {
  const t = text.trim().replace(/\s+/g, ' ');
  if (t === 'resign') return { type: 'resign', seat };
  const kind = t.charAt(0);
  const rest = t.slice(2);
  const point = (p: string | undefined, what: string): string => {
    if (p === undefined || !isPoint(p))
      throw new NotationError(`"${text}": ${what} "${p ?? ''}" is not a point like c7`);
    return p;
  };
  if (!['m', 'f', 'r', 's', 'p'].includes(kind) || (t.length > 1 && t.charAt(1) !== ' '))
    throw new NotationError(
      `"${text}": start with m (move), f (flip), r (rotate), s (send), p (push) or write resign`,
    );
  if (kind === 'm' || kind === 'p') {
    const parts = rest.split('-');
    if (parts.length !== 2)
      throw new NotationError(`"${text}": write ${kind} from-to, e.g. ${kind} c7-c8`);
    const from = point(parts[0], 'the start');
    const to = point(parts[1], 'the end');
    return kind === 'm' ? { type: 'move', seat, from, to } : { type: 'push', seat, from, to };
  }
  if (kind === 'f') {
    const [at, orientation, extra] = rest.split(' ');
    if (extra !== undefined) throw new NotationError(`"${text}": too many words after the point`);
    if (orientation === undefined) return { type: 'flip', seat, at: point(at, 'the point') };
    if (orientation !== 'H' && orientation !== 'V')
      throw new NotationError(`"${text}": the river's way is H or V, not "${orientation}"`);
    return { type: 'flip', seat, at: point(at, 'the point'), orientation };
  }
  if (kind === 'r') {
    if (rest.includes(' ')) throw new NotationError(`"${text}": rotate takes one point`);
    return { type: 'rotate', seat, at: point(rest, 'the point') };
  }
  const m = /^(\S+)>(\S+) (\S+)-(\S+)$/.exec(rest);
  if (!m) throw new NotationError(`"${text}": write a send as s c7>d7 d7-d11`);
  const from = point(m[1], 'the sender');
  const via = point(m[2], 'the sent piece');
  if (m[3] !== via)
    throw new NotationError(`"${text}": the sent piece travels from ${via}, not from ${m[3]!}`);
  return { type: 'send', seat, from, via, to: point(m[4], 'the end') };
}
