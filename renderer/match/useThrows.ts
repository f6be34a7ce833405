import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { Gesture } from '../../shared/dice';
import type { ThrowAction } from '../../shared/engine/contract';
import type { DieKind } from '../../shared/engine/dice-kinds';
import { describeDice } from '../../shared/engine/throws';
import { useDiceHistory } from '../dice/history';
import { tableSeed } from '../dice/table-seed';
import { useThrow } from '../dice/throw-store';
import { useMatch } from '../stores/match';
import { useReplay } from '../stores/replay';
import { useSettings } from '../stores/settings';

const COMPUTER_PAUSE_MS = 600;

/**
 * Throws the dice the game is waiting for: at once for computer seats and the table,
 * when asked (Roll button, Space, or a flick of the dice) for people. The faces go to the
 * game only after the dice have come to rest on screen.
 */
export function useThrows(): {
  roll: (gesture?: Gesture) => void;
  handDice: readonly DieKind[] | null;
} {
  const { plugin, record, state } = useMatch();
  const replaying = useReplay((s) => s.states !== null);
  const speed = useSettings((s) => s.settings.animationSpeed);
  const busy = useRef(false);

  const pending = useMemo(
    () => (plugin && !replaying ? plugin.game.next(state) : null),
    [plugin, state, replaying],
  );
  const throwPending = pending?.kind === 'throw' ? pending : null;
  const thrower =
    throwPending && record
      ? throwPending.seat === null
        ? null
        : record.seats[throwPending.seat]
      : null;
  const automatic =
    throwPending !== null && (throwPending.seat === null || thrower?.kind === 'computer');

  const roll = useCallback(
    (gesture?: Gesture) => {
      if (!throwPending || !record || busy.current) return;
      busy.current = true;
      const index = record.actions.length;
      const who =
        throwPending.seat === null
          ? 'The table'
          : (record.seats[throwPending.seat]?.name ?? 'Someone');
      const label = `${who} — ${describeDice(throwPending.dice)} (${throwPending.purpose})`;
      useThrow
        .getState()
        .roll({
          dice: throwPending.dice,
          seed: tableSeed(),
          label,
          speed,
          hidden: throwPending.hidden,
          ...(gesture ? { gesture } : {}),
        })
        .then((thrown) => {
          // Only if the game still waits for this very throw (no undo, load or leave meanwhile).
          if (useMatch.getState().record?.actions.length !== index) return;
          if (!throwPending.hidden)
            useDiceHistory
              .getState()
              .add({ dice: thrown.dice, faces: thrown.faces, label, at: Date.now() });
          const action: ThrowAction = {
            type: 'throw',
            seat: throwPending.seat,
            faces: thrown.faces,
          };
          useMatch.getState().act(action, thrown);
        })
        .catch((error: unknown) =>
          useMatch.setState({ notice: `The dice could not be thrown: ${String(error)}` }),
        )
        .finally(() => {
          busy.current = false;
        });
    },
    [throwPending, record, speed],
  );

  useEffect(() => {
    if (!automatic) return;
    const timer = setTimeout(() => roll(), COMPUTER_PAUSE_MS / speed);
    return () => clearTimeout(timer);
  }, [automatic, roll, speed]);

  const rolling = useThrow((s) => s.rolling);
  const person = throwPending !== null && !automatic && !rolling;
  const handDice = useMemo(() => (person ? throwPending.dice : null), [person, throwPending]);
  return { roll, handDice };
}
