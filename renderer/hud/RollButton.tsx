import { useEffect } from 'react';
import { useKeys } from '../input/keymap';
import { useThrow } from '../dice/throw-store';
import { hurryTurn, useHurriable } from '../match/hurry';
import { throwPendingDice, useHandDice } from '../match/throws';
import { useHurry } from '../stores/pace';
import { useThrowControl } from '../stores/throw-control';
import { useMatch } from '../stores/match';

const roll = (): void => throwPendingDice();

/**
 * "Roll" for a person's throw (Space works too, or a flick in the tray), "Hurry" while a
 * computer player takes its turn (Space too: the rest of its turn at the fastest pace), and
 * the result in words for everyone (the table's live region reads it out).
 */
export function RollButton() {
  const pending = useHandDice();
  const announcement = useThrow((s) => s.announcement);
  const seats = useMatch((s) => s.record?.seats);
  const person = pending?.seat != null ? seats?.[pending.seat] : undefined;
  const dice = pending?.dice ?? null;
  const waitingOn = useHurriable();
  const hurried = useHurry((s) => s.seat !== undefined);
  const canHurry = pending === null && waitingOn !== undefined && !hurried;
  const hurry = (): void => {
    if (waitingOn !== undefined) hurryTurn(waitingOn);
  };
  useKeys('host', { space: roll }, pending !== null);
  useKeys('host', { space: hurry }, canHurry);
  // The hands in the tray may pick up exactly these dice.
  useEffect(() => {
    useThrowControl.setState({ roll: throwPendingDice, handDice: dice });
    return () => useThrowControl.setState({ roll: null, handDice: null });
  }, [dice]);

  return (
    <section className="hud-panel roll" aria-label="Dice">
      {pending && (
        <button type="button" className="primary" onClick={roll}>
          {`Roll, ${person?.name ?? 'player'} (Space)`}
        </button>
      )}
      {canHurry && (
        <button type="button" onClick={hurry}>
          {`Hurry ${waitingOn === null ? 'the table' : (seats?.[waitingOn]?.name ?? 'the computer')} (Space)`}
        </button>
      )}
      <p className="throw-result">{announcement}</p>
    </section>
  );
}
