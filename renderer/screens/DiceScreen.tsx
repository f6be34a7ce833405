import { useCallback, useEffect } from 'react';
import { MAX_DICE, type Gesture } from '../../shared/dice';
import { DIE_KINDS } from '../../shared/engine/dice-kinds';
import { describeDice } from '../../shared/engine/throws';
import { DiceHistoryPanel } from '../dice/DiceHistoryPanel';
import { useFreeDice } from '../dice/free-dice';
import { DICE_TRAY, useDiceHistory } from '../dice/history';
import { tableSeed } from '../dice/table-seed';
import { useThrow } from '../dice/throw-store';
import { useKeys } from '../input/keymap';
import { useThrowControl } from '../stores/throw-control';
import { useCamera } from '../stores/camera';
import { useNavigation } from '../stores/navigation';
import { useSettings } from '../stores/settings';

/** Throws the chosen dice; a throw in the open goes into the dice history at once, one under the cup when lifted. */
function useFreeThrow(): (gesture?: Gesture) => void {
  const { dice, underCup } = useFreeDice();
  const speed = useSettings((s) => s.settings.animationSpeed);
  return useCallback(
    (gesture?: Gesture) => {
      if (useThrow.getState().rolling) return;
      const label = `Free throw — ${describeDice(dice)}`;
      void useThrow
        .getState()
        .roll({
          dice,
          seed: tableSeed(),
          label,
          speed,
          hidden: underCup,
          ...(gesture ? { gesture } : {}),
        })
        .then((record) => {
          if (!underCup)
            useDiceHistory
              .getState()
              .add(DICE_TRAY, { dice: record.dice, faces: record.faces, label, at: Date.now() });
        });
    },
    [dice, underCup, speed],
  );
}

function lift(): void {
  const { active } = useThrow.getState();
  if (!active?.cup || active.cup === 'up') return;
  useThrow.getState().reveal();
  useDiceHistory.getState().add(DICE_TRAY, {
    dice: active.dice,
    faces: active.record.faces,
    label: active.label,
    at: Date.now(),
  });
}

function CupControls() {
  const cup = useThrow((s) => s.active?.cup ?? null);
  const faces = useThrow((s) => s.active?.record.faces);
  const rolling = useThrow((s) => s.rolling);
  if (!cup || cup === 'up' || rolling) return null;
  const peek = useThrow.getState().peek;
  return (
    <div className="buttons cup-controls">
      <button
        type="button"
        aria-pressed={cup === 'peek'}
        onPointerDown={() => peek(true)}
        onPointerUp={() => peek(false)}
        onPointerLeave={() => peek(false)}
        onKeyDown={(e) => e.key === 'Enter' && peek(true)}
        onKeyUp={(e) => e.key === 'Enter' && peek(false)}
      >
        Hold to peek
      </button>
      <button type="button" onClick={lift}>
        <kbd>L</kbd> Lift the cup
      </button>
      {cup === 'peek' && faces && <p className="peeked">Under the cup: {faces.join(', ')}</p>}
    </div>
  );
}

/** The free dice tray: choose up to twelve dice, throw them by hand, button or Space, in the open or under the cup. */
export function DiceScreen() {
  const { dice, underCup, add, remove, setUnderCup } = useFreeDice();
  const rolling = useThrow((s) => s.rolling);
  const announcement = useThrow((s) => s.announcement);
  const go = useNavigation((s) => s.go);
  const roll = useFreeThrow();

  useEffect(() => {
    useCamera.getState().goTo('seat');
    return () => useCamera.getState().goTo('audience');
  }, []);
  useEffect(() => {
    useThrowControl.setState({ roll, handDice: rolling ? null : dice });
    return () => useThrowControl.setState({ roll: null, handDice: null });
  }, [roll, rolling, dice]);
  useKeys('host', { space: roll, l: lift });

  return (
    <div className="table-hud">
      <section className="hud-panel dice-picker" aria-labelledby="dice-title">
        <h2 id="dice-title">Dice tray</h2>
        <ul>
          {DIE_KINDS.map((kind) => {
            const count = dice.filter((d) => d === kind).length;
            return (
              <li key={kind}>
                <span className="kind">{kind}</span>
                <button
                  type="button"
                  aria-label={`One ${kind} fewer`}
                  disabled={count === 0 || dice.length === 1}
                  onClick={() => remove(kind)}
                >
                  −
                </button>
                <span className="count">{count}</span>
                <button
                  type="button"
                  aria-label={`One more ${kind}`}
                  disabled={dice.length >= MAX_DICE}
                  onClick={() => add(kind)}
                >
                  +
                </button>
              </li>
            );
          })}
        </ul>
        <p className="hint">
          {dice.length} of {MAX_DICE} dice. Drag in the tray to throw by hand.
        </p>
        <label>
          <input
            type="checkbox"
            checked={underCup}
            onChange={(e) => setUnderCup(e.target.checked)}
          />{' '}
          Throw under the cup
        </label>
        <div className="buttons">
          <button type="button" className="primary" disabled={rolling} onClick={() => roll()}>
            Throw (Space)
          </button>
          <button type="button" onClick={() => go({ name: 'home' })}>
            Home
          </button>
        </div>
        <CupControls />
        <p className="throw-result" role="status" aria-live="polite">
          {announcement}
        </p>
      </section>
      <DiceHistoryPanel of={DICE_TRAY} />
    </div>
  );
}
