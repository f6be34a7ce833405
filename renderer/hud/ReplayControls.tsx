import { useEffect, useRef } from 'react';
import { useKeys } from '../input/keymap';
import { restLatestThrow } from '../match/throws';
import { useMatch } from '../stores/match';
import { useReplay } from '../stores/replay';
import { FirstIcon, LastIcon, NextIcon, PreviousIcon } from '../ui/icons';

/**
 * The dice on the tray are always the last throw before the step shown: stepping onto a
 * throw throws its dice again from the record the save kept; a jump puts them at rest.
 */
function useReplayedDice(index: number, replaying: boolean): void {
  const shown = useRef(index);
  useEffect(() => {
    if (!replaying) return;
    const stepped = index === shown.current + 1;
    shown.current = index;
    restLatestThrow(index, stepped ? index - 1 : undefined);
  }, [index, replaying]);
}

/** Step through a replay with buttons or the arrow keys; Home and End jump to either end. */
export function ReplayControls() {
  const { states, index, seek, step, stop } = useReplay();
  const log = useMatch((s) => s.log);
  const replaying = states !== null;
  useReplayedDice(index, replaying);
  useKeys(
    'host',
    {
      arrowright: () => step(1),
      arrowleft: () => step(-1),
      home: () => seek(0),
      end: () => seek(Number.MAX_SAFE_INTEGER),
    },
    replaying,
  );

  if (!states) return null;
  const last = states.length - 1;
  return (
    <div className="hud-panel replay-controls" role="group" aria-label="Replay">
      <strong>Replay</strong>
      <button
        type="button"
        onClick={() => seek(0)}
        aria-label="First move"
        title="First move (Home)"
      >
        <FirstIcon />
      </button>
      <button
        type="button"
        onClick={() => step(-1)}
        aria-label="Previous move"
        title="Previous move (←)"
      >
        <PreviousIcon />
      </button>
      <span aria-live="polite">
        {index} / {last}
        {index > 0 && <em> — {log[index - 1]?.text}</em>}
      </span>
      <button type="button" onClick={() => step(1)} aria-label="Next move" title="Next move (→)">
        <NextIcon />
      </button>
      <button
        type="button"
        onClick={() => seek(last)}
        aria-label="Last move"
        title="Last move (End)"
      >
        <LastIcon />
      </button>
      <button type="button" onClick={stop}>
        Close replay
      </button>
    </div>
  );
}
