import type { ReactNode } from 'react';
import { gameInfo } from '../../shared/games/catalog';
import { useNavigation } from '../stores/navigation';
import { useReplay } from '../stores/replay';

/** The end of a game: the table's own result, and where to go from here. */
export function ResultPanel({
  gameId,
  children,
}: {
  readonly gameId: string;
  readonly children: ReactNode;
}) {
  const go = useNavigation((s) => s.go);
  const startReplay = useReplay((s) => s.start);
  const id = gameInfo(gameId)?.id ?? null;
  return (
    <section className="hud-panel winner" role="dialog" aria-labelledby="result-title">
      {children}
      <div className="buttons">
        <button type="button" onClick={startReplay}>
          Watch the replay
        </button>
        <button type="button" onClick={() => go({ name: 'new-game', gameId: id })}>
          New game
        </button>
        <button type="button" className="primary" onClick={() => go({ name: 'home' })}>
          Home
        </button>
      </div>
    </section>
  );
}
