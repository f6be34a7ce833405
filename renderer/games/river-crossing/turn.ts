/**
 * Putting a move together from what is legal: what can be picked (a piece at some height
 * in a stack, a home bank to enter from, the far bank to come back from) and where the
 * picked thing may go. Pure, so the board, the HUD and the keys agree.
 */
import { parseSquare, squareName, type CrossingAction } from '../../../shared/games/river-crossing';

export type Pick =
  | { readonly kind: 'piece'; readonly square: number; readonly height: number }
  | { readonly kind: 'home' }
  | { readonly kind: 'far' };

/** Where a move ends: a square, or the far bank (an exit). */
export type Destination = { readonly square: number } | { readonly bank: 'far' };

export interface Choice {
  readonly to: Destination;
  readonly action: CrossingAction;
}

const pickOf = (action: CrossingAction): Pick | null => {
  switch (action.type) {
    case 'enter':
      return { kind: 'home' };
    case 'reenter':
      return { kind: 'far' };
    case 'step':
      return { kind: 'piece', square: parseSquare(action.from)!, height: action.height };
    case 'exit':
    case 'collector':
      // An exit moves the top piece; a collector always rides on top.
      return { kind: 'piece', square: parseSquare(action.from)!, height: -1 };
    case 'pass':
      return null;
  }
};

const samePick = (a: Pick, b: Pick): boolean =>
  a.kind === b.kind &&
  (a.kind !== 'piece' ||
    (b.kind === 'piece' && a.square === b.square && (a.height === b.height || b.height === -1)));

/** The top height of a stack, for moves that name none (an exit, a collector). */
function withTop(pick: Pick, stacks: readonly string[]): Pick {
  return pick.kind === 'piece' && pick.height === -1
    ? { ...pick, height: stacks[pick.square]!.length }
    : pick;
}

/** Everything that can be picked now, each once, in board order. */
export function pickables(legal: readonly CrossingAction[], stacks: readonly string[]): Pick[] {
  const out: Pick[] = [];
  for (const action of legal) {
    const raw = pickOf(action);
    if (!raw) continue;
    const pick = withTop(raw, stacks);
    if (!out.some((p) => samePick(p, pick))) out.push(pick);
  }
  const order = (p: Pick): number =>
    p.kind === 'home' ? -2 : p.kind === 'far' ? -1 : p.square * 16 + p.height;
  return out.sort((a, b) => order(a) - order(b));
}

/** Where the picked thing may go, and the move that takes it there. */
export function choicesOf(
  legal: readonly CrossingAction[],
  pick: Pick,
  stacks: readonly string[],
): Choice[] {
  const out: Choice[] = [];
  for (const action of legal) {
    const raw = pickOf(action);
    if (!raw || !samePick(pick, withTop(raw, stacks))) continue;
    if (action.type === 'exit') out.push({ to: { bank: 'far' }, action });
    else if (action.type !== 'pass') out.push({ to: { square: parseSquare(action.to)! }, action });
  }
  return out;
}

/** The piece a click on a square picks: the highest piece there that can move. */
export function pickAt(
  legal: readonly CrossingAction[],
  stacks: readonly string[],
  square: number,
): Pick | null {
  const here = pickables(legal, stacks).filter((p) => p.kind === 'piece' && p.square === square);
  return here.at(-1) ?? null;
}

export function pickName(pick: Pick, stacks: readonly string[]): string {
  if (pick.kind === 'home') return 'a piece from the home bank';
  if (pick.kind === 'far') return 'a piece from the far bank';
  const stack = stacks[pick.square]!;
  const riders = stack.length - pick.height;
  const what = stack[pick.height - 1] === 'C' ? 'the collector' : 'the piece';
  return `${what} on ${squareName(pick.square)}${riders > 0 ? ` (height ${pick.height}, ${riders} riding)` : ''}`;
}

export function destinationName(to: Destination): string {
  return 'bank' in to ? 'the far bank' : squareName(to.square);
}
