import { useKeys } from '../app/keymap';
import { isThrow } from '../../shared/engine/throws';
import { useThrowing } from '../match/throws';
import { useMatch } from '../stores/match';
import { useReplay } from '../stores/replay';

/**
 * Take back the last decision of the person who made it (Ctrl+Z). The engine refuses
 * anything across a throw or a reveal; while dice roll nothing can be taken back, since
 * their faces are already known.
 */
export function TakeBackButton() {
  const record = useMatch((s) => s.record);
  const throwing = useThrowing((s) => s.throwing);
  const replaying = useReplay((s) => s.states !== null);
  const last = record?.actions[record.actions.length - 1];
  const seat =
    !throwing &&
    !replaying &&
    last &&
    !isThrow(last) &&
    last.seat !== null &&
    record?.seats[last.seat]?.kind === 'human'
      ? last.seat
      : null;
  const takeBack = (): void => {
    if (seat !== null && !useThrowing.getState().throwing) useMatch.getState().undo(seat);
  };
  useKeys('host', { 'ctrl+z': takeBack }, seat !== null);

  return (
    <button
      type="button"
      disabled={seat === null}
      onClick={takeBack}
      title={
        throwing
          ? 'Nothing can be taken back while the dice roll'
          : 'Take back your last decision (Ctrl+Z)'
      }
    >
      Take back
    </button>
  );
}
