import { useMemo, useState } from 'react';
import { useKeys } from '../input/keymap';
import { takeBackDecision } from '../../shared/engine/undo';
import { useThrowing } from '../match/throws';
import { useMatch } from '../stores/match';
import { useReplay } from '../stores/replay';
import { useViewer } from '../stores/viewer';
import { takeBackOffer, WHILE_ROLLING } from './take-back-offer';
import { LESSON_GOES_ONE_WAY, useLesson } from '../stores/lesson';

/**
 * Take back (Ctrl+Z) as the engine's one rule allows (shared/engine/undo.ts). When none is
 * allowed the button is disabled and says why, and Ctrl+Z says it in the notice; taking back
 * another person's move asks both of them first.
 */
export function TakeBackButton() {
  const table = useMatch((s) => s.table);
  const record = useMatch((s) => s.record);
  const log = useMatch((s) => s.log);
  const throwing = useThrowing((s) => s.throwing);
  const replaying = useReplay((s) => s.states !== null);
  const atScreen = useViewer((s) => s.seat);
  const [asking, setAsking] = useState<typeof record>(null);
  const plan = useMemo(
    () => (table && record ? takeBackDecision(table.game, record) : null),
    [table, record],
  );
  const inLesson = useLesson((s) => s.tutorial !== null);
  const offer = inLesson
    ? ({ kind: 'refused', reason: LESSON_GOES_ONE_WAY } as const)
    : plan && record
      ? takeBackOffer({
          plan,
          seats: record.seats,
          atScreen,
          throwing,
          moveText: plan.ok ? log[plan.record.actions.length]?.text : undefined,
        })
      : null;
  const takeBack = (): void => {
    if (!offer) return;
    // A throw may have started since this render: its faces are known already.
    if (useThrowing.getState().throwing) useMatch.getState().tell(WHILE_ROLLING);
    else if (offer.kind === 'refused') useMatch.getState().tell(offer.reason);
    else if (offer.kind === 'ask') setAsking(record);
    else useMatch.getState().undo();
  };
  useKeys('host', { 'ctrl+z': takeBack }, offer !== null && !replaying);
  // A question asked about an earlier position is dropped once anything is played.
  const open = asking !== null && asking === record && offer?.kind === 'ask';

  return (
    <>
      <button
        type="button"
        disabled={!offer || offer.kind === 'refused' || replaying}
        onClick={takeBack}
        title={
          replaying
            ? 'Leave the replay to take back a move'
            : offer?.kind === 'refused'
              ? offer.reason
              : (offer?.title ?? 'Take back your last decision (Ctrl+Z)')
        }
      >
        Take back
      </button>
      {open && (
        <div className="hud-panel take-back-ask" role="dialog" aria-label="Agree to take back">
          <p>{offer.question}</p>
          <div className="buttons">
            <button
              type="button"
              className="primary"
              onClick={() => {
                setAsking(null);
                useMatch.getState().undo();
              }}
            >
              {offer.agree}
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
