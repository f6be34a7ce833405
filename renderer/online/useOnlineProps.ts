import { useMemo } from 'react';
import type { TableProps } from '../contract/game-table';
import { useSettings } from '../stores/settings';
import { onlineProps } from './online-props';
import { useOnline } from './online-store';

const act: TableProps['act'] = (action, options) => useOnline.getState().act(action, options);

/** The props of the online table on screen now; null before the room's first message. */
export function useOnlineProps(): TableProps | null {
  const table = useOnline((s) => s.table);
  const arrivedAt = useOnline((s) => s.arrivedAt);
  const waiting = useOnline((s) => s.sentAt !== null || s.status !== 'seated');
  const { animationSpeed, graphicsQuality, reducedMotion } = useSettings((s) => s.settings);
  const motion = useMemo(
    () => ({ speed: animationSpeed, quality: graphicsQuality, reduced: reducedMotion }),
    [animationSpeed, graphicsQuality, reducedMotion],
  );
  return useMemo(
    () => (table ? onlineProps(table, act, motion, waiting, arrivedAt) : null),
    [table, motion, waiting, arrivedAt],
  );
}
