import { useEffect, useRef } from 'react';
import { withSeatNames } from '../games/seat-names';
import { useMatch } from '../stores/match';

/** Every action in words, newest at the bottom, announced politely to screen readers. */
export function GameLog() {
  const log = useMatch((s) => s.log);
  const seats = useMatch((s) => s.record?.seats ?? []);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [log.length]);
  return (
    <aside className="hud-panel game-log" aria-label="Game log">
      <h2>Log</h2>
      <ol aria-live="polite" aria-relevant="additions">
        {log.map((line) => (
          <li key={line.index}>{withSeatNames(line.text, seats)}</li>
        ))}
        <li ref={end} className="log-end" aria-hidden="true" />
      </ol>
    </aside>
  );
}
