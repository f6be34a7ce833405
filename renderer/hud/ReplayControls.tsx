import { useEffect } from 'react';
import { useMatch } from '../stores/match';
import { useReplay } from '../stores/replay';

/** Step through a replay with buttons or the arrow keys; Home and End jump to either end. */
export function ReplayControls() {
  const { states, index, seek, step, stop } = useReplay();
  const log = useMatch((s) => s.log);

  useEffect(() => {
    if (!states) return;
    function onKey(event: KeyboardEvent): void {
      const moves: Record<string, () => void> = {
        ArrowRight: () => step(1),
        ArrowLeft: () => step(-1),
        Home: () => seek(0),
        End: () => seek(Number.MAX_SAFE_INTEGER),
      };
      const move = moves[event.key];
      if (move) {
        event.preventDefault();
        move();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [states, seek, step]);

  if (!states) return null;
  const last = states.length - 1;
  return (
    <div className="hud-panel replay-controls" role="group" aria-label="Replay">
      <strong>Replay</strong>
      <button type="button" onClick={() => seek(0)} aria-label="First move">
        ⏮
      </button>
      <button type="button" onClick={() => step(-1)} aria-label="Previous move">
        ◀
      </button>
      <span aria-live="polite">
        {index} / {last}
        {index > 0 && <em> — {log[index - 1]?.text}</em>}
      </span>
      <button type="button" onClick={() => step(1)} aria-label="Next move">
        ▶
      </button>
      <button type="button" onClick={() => seek(last)} aria-label="Last move">
        ⏭
      </button>
      <button type="button" onClick={stop}>
        Close replay
      </button>
    </div>
  );
}
