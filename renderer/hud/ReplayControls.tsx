import { useEffect } from 'react';
import { throwRecordSchema } from '../../shared/dice';
import { useThrow } from '../dice/throw-store';
import { useMatch } from '../stores/match';
import { useReplay } from '../stores/replay';
import { useSettings } from '../stores/settings';

/** Stepping onto a throw throws its dice again, from the record the save kept. */
function useReplayedDice(index: number, replaying: boolean): void {
  const throws = useMatch((s) => s.throws);
  const log = useMatch((s) => s.log);
  const speed = useSettings((s) => s.settings.animationSpeed);
  useEffect(() => {
    if (!replaying || index === 0) return;
    const thrown = throwRecordSchema.safeParse(throws[String(index - 1)]);
    if (thrown.success)
      void useThrow.getState().show(thrown.data, log[index - 1]?.text ?? 'Replay', speed);
    // Only a step in the replay throws; a change of speed or log does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, replaying]);
}

/** Step through a replay with buttons or the arrow keys; Home and End jump to either end. */
export function ReplayControls() {
  const { states, index, seek, step, stop } = useReplay();
  const log = useMatch((s) => s.log);
  useReplayedDice(index, states !== null);

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
