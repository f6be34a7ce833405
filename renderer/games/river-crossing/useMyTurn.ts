import { useEffect } from 'react';
import type { CrossingAction } from '../../../shared/games/river-crossing';
import { usePicking } from './picking';
import type { CrossingProps } from './props';

/** Whether the person at the screen is to move, and their moves; a pick is dropped when the turn passes. */
export function useMyTurn(props: CrossingProps): {
  readonly mine: boolean;
  readonly legal: readonly CrossingAction[];
} {
  const mine = !props.replaying && props.legal.length > 0;
  useEffect(() => {
    if (!mine) usePicking.getState().choose(null);
  }, [mine, props.view]);
  return { mine, legal: props.legal };
}
