import { useEffect, useRef, type CSSProperties } from 'react';
import { useMatch } from '../stores/match';
import { useReplay } from '../stores/replay';
import { LogToggle } from './LogToggle';

/**
 * Every action in words, newest at the bottom (the table's live region reads each new line
 * out, folded or not). In a replay it shows the story up to the step on the table.
 */
export function GameLog() {
  const log = useMatch((s) => s.log);
  const replayIndex = useReplay((s) => (s.states ? s.index : null));
  const shown = replayIndex === null ? log : log.slice(0, replayIndex);
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [shown.length]);
  // A resized window can push the newest line out of the panel's view: bring it back.
  useEffect(() => {
    const keepNewest = (): void => end.current?.scrollIntoView({ block: 'nearest' });
    window.addEventListener('resize', keepNewest);
    return () => window.removeEventListener('resize', keepNewest);
  }, []);
  return (
    <aside className="hud-panel game-log" aria-label="Game log">
      <LogToggle controls="game-log-lines" />
      {/* Focusable so a keyboard can scroll back through a long log. */}
      <ol
        id="game-log-lines"
        tabIndex={0}
        style={{ '--digits': String(shown.length).length } as CSSProperties}
      >
        {shown.map((line) => (
          <li key={line.index}>{line.text}</li>
        ))}
        <li ref={end} className="log-end" aria-hidden="true" />
      </ol>
    </aside>
  );
}
