import { useEffect, useRef, useState } from 'react';
import type { CrossingState } from '../../../shared/games/river-crossing';
import { keptWhys, type MoveWhy } from './last-move';

/** The reasons of the last moves the table showed, kept from one position to the next. */
export function useWhys(view: CrossingState): readonly MoveWhy[] {
  const before = useRef<CrossingState | null>(null);
  const [whys, setWhys] = useState<readonly MoveWhy[]>([]);
  useEffect(() => {
    const earlier = before.current;
    before.current = view;
    if (earlier !== view) setWhys((kept) => keptWhys(kept, earlier, view));
  }, [view]);
  return whys;
}
