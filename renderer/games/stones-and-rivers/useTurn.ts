import { useEffect, useMemo } from 'react';
import { usePicking } from './picking';
import type { StonesProps } from './props';
import { refusalAt } from './refused';
import { litPoints, pointAt, type Lit, type Picking } from './turn';
import { closedHere, type ClosedHere } from './why-not';

export interface TurnNow {
  /** The person at the screen is to act. */
  readonly mine: boolean;
  readonly picking: Picking;
  readonly lit: ReadonlyMap<string, Lit>;
  /** What only the other preset would let the picked piece do, with why. */
  readonly closed: readonly ClosedHere[];
}

const NONE = new Map<string, Lit>();

/** The turn as the person at the screen is putting it together; forgotten at each new position. */
export function useTurn({ view, legal, replaying }: StonesProps): TurnNow {
  const picking = usePicking((s) => s.picking);
  const mine = legal.length > 0 && !replaying;
  useEffect(() => usePicking.getState().reset(), [view]);
  const lit = useMemo(() => (mine ? litPoints(legal, picking) : NONE), [mine, legal, picking]);
  const closed = useMemo(
    () => (mine && picking.piece && !picking.sending ? closedHere(view, picking.piece) : []),
    [mine, view, picking],
  );
  return { mine, picking, lit, closed };
}

/** Pointing at a point (a click, or Enter on the keyboard's cursor). */
export function playPoint({ view, legal, act, replaying }: StonesProps, point: string): void {
  if (replaying || legal.length === 0) return;
  const { picking, pick, refuse } = usePicking.getState();
  const outcome = pointAt(legal, picking, point);
  if ('play' in outcome) {
    act(outcome.play);
    return;
  }
  const why = refusalAt(view, legal, picking, point);
  pick(outcome.pick);
  if (why) refuse(why);
}
