import { useMemo, useState } from 'react';
import { useKeys } from '../input/keymap';
import { takeBackDecision } from '../../shared/engine/undo';
import { useThrowing } from '../match/throws';
import { useMatch } from '../stores/match';
import { useReplay } from '../stores/replay';
import { useViewer } from '../stores/viewer';

/**
 * Take back (Ctrl+Z) the last decision a person made, with any computer answers since: a
 * person playing the computer gets their move back. Never across a throw, a reveal or
 * another person's decision; while dice roll nothing can be taken back, since their faces
 * are already known. Taking back someone else's move needs the person at the screen to agree.
 */
export function TakeBackButton() {
  const table = useMatch((s) => s.table);
  const record = useMatch((s) => s.record);
  const throwing = useThrowing((s) => s.throwing);
  const replaying = useReplay((s) => s.states !== null);
  const atScreen = useViewer((s) => s.seat);
  const [asking, setAsking] = useState<typeof record>(null);
  const plan = useMemo(
    () => (table && record ? takeBackDecision(table.game, record) : null),
    [table, record],
  );
  const seat = !throwing && !replaying && plan?.ok ? plan.seat : null;
  const needsAgreement = seat !== null && atScreen !== 'public' && atScreen !== seat;
  const names = record?.seats;
  const takeBack = (): void => {
    if (seat === null || useThrowing.getState().throwing) return;
    if (needsAgreement) setAsking(record);
    else useMatch.getState().undo();
  };
  useKeys('host', { 'ctrl+z': takeBack }, seat !== null);
  // A question asked about an earlier position is dropped once anything is played.
  const open = asking !== null && asking === record && needsAgreement;

  return (
    <>
      <button
        type="button"
        disabled={seat === null}
        onClick={takeBack}
        title={
          throwing
            ? 'Nothing can be taken back while the dice roll'
            : seat !== null && names
              ? `Take back ${names[seat]?.name}'s last move (Ctrl+Z)`
              : 'Take back your last decision (Ctrl+Z)'
        }
      >
        Take back
      </button>
      {open && names && (
        <div className="hud-panel take-back-ask" role="dialog" aria-label="Agree to take back">
          <p>
            {names[seat]?.name} takes back their move. {names[atScreen]?.name}, do you agree?
          </p>
          <div className="buttons">
            <button
              type="button"
              className="primary"
              onClick={() => {
                setAsking(null);
                useMatch.getState().undo();
              }}
            >
              {names[atScreen]?.name} agrees
            </button>
            <button type="button" onClick={() => setAsking(null)}>
              No, the move stands
            </button>
          </div>
        </div>
      )}
    </>
  );
}
