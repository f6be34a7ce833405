import { useEffect, useRef } from 'react';
import { useMatch } from '../stores/match';

/** Every action in words, newest at the bottom, announced politely to screen readers. */
export function GameLog() {
  const log = useMatch((s) => s.log);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [log.length]);
  return (
    <aside className="hud-panel game-log" aria-label="Game log">
      <h2>Log</h2>
      <ol aria-live="polite" aria-relevant="additions">
        {log.map((line) => (
          <li key={line.index}>{line.text}</li>
        ))}
        <li ref={end} className="log-end" aria-hidden="true" />
      </ol>
    </aside>
  );
}
