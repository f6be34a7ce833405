/**
 * Playing a turn by pointing, as pure functions of the legal actions: what a picked piece
 * may do, which points light up, and what pointing at a point means. Points are named as
 * the notation names them (c7), like the actions.
 */
import type { SRAction } from '../../../shared/games/stones-and-rivers';

type Of<T extends SRAction['type']> = Extract<SRAction, { type: T }>;

export interface PieceChoices {
  /** Where the piece may go, by a step or by river flow. */
  readonly moves: ReadonlyMap<string, Of<'move'>>;
  /** Stones it may push (the course preset), by the pushed stone's point. */
  readonly pushes: ReadonlyMap<string, Of<'push'>>;
  /** Pieces it may send, by their point, each with every place it may send them to. */
  readonly sends: ReadonlyMap<string, readonly Of<'send'>[]>;
  readonly flipToH?: Of<'flip'>;
  readonly flipToV?: Of<'flip'>;
  readonly flipToStone?: Of<'flip'>;
  readonly rotate?: Of<'rotate'>;
}

/** Where the piece on `point` acts from: the point every action of it names first. */
export function actsFrom(a: SRAction): string | null {
  return a.type === 'flip' || a.type === 'rotate' ? a.at : a.type === 'resign' ? null : a.from;
}

export function choicesOf(legal: readonly SRAction[], point: string): PieceChoices {
  const moves = new Map<string, Of<'move'>>();
  const pushes = new Map<string, Of<'push'>>();
  const sends = new Map<string, Of<'send'>[]>();
  const choices: {
    flipToH?: Of<'flip'>;
    flipToV?: Of<'flip'>;
    flipToStone?: Of<'flip'>;
    rotate?: Of<'rotate'>;
  } = {};
  for (const a of legal) {
    if (actsFrom(a) !== point) continue;
    if (a.type === 'move') moves.set(a.to, a);
    else if (a.type === 'push') pushes.set(a.to, a);
    else if (a.type === 'send') sends.set(a.via, [...(sends.get(a.via) ?? []), a]);
    else if (a.type === 'rotate') choices.rotate = a;
    else if (a.type === 'flip') {
      if (a.orientation === 'H') choices.flipToH = a;
      else if (a.orientation === 'V') choices.flipToV = a;
      else choices.flipToStone = a;
    }
  }
  return { moves, pushes, sends, ...choices };
}

/** The points of the pieces that have something to do, in reading order of the notation. */
export function piecesToPlay(legal: readonly SRAction[]): string[] {
  const points = new Set<string>();
  for (const a of legal) {
    const from = actsFrom(a);
    if (from) points.add(from);
  }
  return [...points];
}

/** What the person has picked so far: a piece, and while sending, the piece it sends. */
export interface Picking {
  readonly piece: string | null;
  readonly sending: string | null;
}

export const NOTHING_PICKED: Picking = { piece: null, sending: null };

export type Lit = 'move' | 'send' | 'push' | 'sent-to';

/** Every point that lights up for the picking, and why. */
export function litPoints(legal: readonly SRAction[], picking: Picking): Map<string, Lit> {
  const lit = new Map<string, Lit>();
  if (!picking.piece) return lit;
  const c = choicesOf(legal, picking.piece);
  if (picking.sending) {
    for (const s of c.sends.get(picking.sending) ?? []) lit.set(s.to, 'sent-to');
    return lit;
  }
  for (const to of c.moves.keys()) lit.set(to, 'move');
  for (const to of c.pushes.keys()) lit.set(to, 'push');
  for (const via of c.sends.keys()) lit.set(via, 'send');
  return lit;
}

/** What pointing at `point` does: play an action, or pick anew. */
export function pointAt(
  legal: readonly SRAction[],
  picking: Picking,
  point: string,
): { readonly play: SRAction } | { readonly pick: Picking } {
  if (picking.piece && picking.sending) {
    const send = choicesOf(legal, picking.piece)
      .sends.get(picking.sending)
      ?.find((s) => s.to === point);
    if (send) return { play: send };
    if (point === picking.sending) return { pick: { piece: picking.piece, sending: null } };
  } else if (picking.piece) {
    const c = choicesOf(legal, picking.piece);
    const move = c.moves.get(point) ?? c.pushes.get(point);
    if (move) return { play: move };
    if (c.sends.has(point)) return { pick: { piece: picking.piece, sending: point } };
    if (point === picking.piece) return { pick: NOTHING_PICKED };
  }
  return {
    pick: piecesToPlay(legal).includes(point) ? { piece: point, sending: null } : NOTHING_PICKED,
  };
}
