import { useEffect } from 'react';
import { isThrow } from '../../shared/engine/throws';
import { useMatch } from '../stores/match';

/**
 * Take back the last decision of the person who made it (Ctrl+Z). The engine refuses
 * anything across a throw or a reveal, and the refusal shows as the notice.
 */
export function TakeBackButton() {
  const record = useMatch((s) => s.record);
  const last = record?.actions[record.actions.length - 1];
  const seat =
    last && !isThrow(last) && last.seat !== null && record?.seats[last.seat]?.kind === 'human'
      ? last.seat
      : null;

  useEffect(() => {
    function onKey(event: KeyboardEvent): void {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z' && seat !== null) {
        event.preventDefault();
        useMatch.getState().undo(seat);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [seat]);

  return (
    <button
      type="button"
      disabled={seat === null}
      onClick={() => seat !== null && useMatch.getState().undo(seat)}
      title="Take back your last decision (Ctrl+Z)"
    >
      Take back
    </button>
  );
}
