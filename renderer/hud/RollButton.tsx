import { useEffect } from 'react';
import { useThrow } from '../dice/throw-store';
import { useThrowControl } from '../match/throw-control';
import { useMatch } from '../stores/match';

/** "Roll" for a person's throw (Space works too, or a drag in the tray), and the result in words for everyone. */
export function RollButton() {
  const roll = useThrowControl((s) => s.roll);
  const handDice = useThrowControl((s) => s.handDice);
  const announcement = useThrow((s) => s.announcement);
  const { plugin, record, state } = useMatch();
  const pending = plugin && handDice ? plugin.game.next(state) : null;
  const person =
    pending?.kind === 'throw' && pending.seat !== null ? record?.seats[pending.seat] : undefined;

  useEffect(() => {
    if (!handDice) return;
    function onKey(event: KeyboardEvent): void {
      if (event.key === ' ' && !(event.target instanceof HTMLInputElement)) {
        event.preventDefault();
        roll?.();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [handDice, roll]);

  return (
    <section className="hud-panel roll" aria-label="Dice">
      {handDice && (
        <button type="button" className="primary" onClick={() => roll?.()}>
          {`Roll, ${person?.name ?? 'player'} (Space)`}
        </button>
      )}
      <p className="throw-result" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
