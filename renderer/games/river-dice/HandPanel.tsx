import { useMemo, useState } from 'react';
import { HAND_DICE, compareHands, describeHand } from '../../../shared/games/river-dice';
import type { DieKind } from '../../../shared/engine/dice-kinds';
import { useKeys } from '../../input/keymap';
import type { RiverProps } from './props';
import { handWith, keepsAtScreen } from './turn';

/** After the auction: which bought banker dice take the place of the viewer's own, with the hand each choice makes. */
export function HandPanel(props: RiverProps) {
  const { view, viewer, legal, act } = props;
  const keeps = keepsAtScreen(legal);
  const seat = viewer as number;
  const best = useMemo(
    () =>
      keeps.reduce((a, b) =>
        compareHands(handWith(view, seat, b.banker), handWith(view, seat, a.banker)) > 0 ? b : a,
      ),
    [keeps, view, seat],
  );
  const bought = HAND_DICE.filter((_, i) => view.owners[i] === seat);
  const [kept, setKept] = useState<readonly DieKind[]>(best.banker);
  const chosen = keeps.find(
    (k) => k.banker.length === kept.length && k.banker.every((d) => kept.includes(d)),
  );
  const hand = handWith(view, seat, kept);
  const show = () => {
    if (chosen) act(chosen);
  };
  useKeys('game', { enter: show });
  const hole = view.hole[seat]!;
  return (
    <section className="panel rv-hand" aria-label="Your hand">
      <h2>Choose your hand</h2>
      <ul>
        {bought.map((d) => {
          const i = HAND_DICE.indexOf(d);
          return (
            <li key={d}>
              <label>
                <input
                  type="checkbox"
                  checked={kept.includes(d)}
                  onChange={(e) =>
                    setKept(e.target.checked ? [...kept, d] : kept.filter((k) => k !== d))
                  }
                />{' '}
                the banker&rsquo;s {d} ({view.banker![i]}) instead of your {d} ({hole[i]})
              </label>
            </li>
          );
        })}
      </ul>
      <p className="rv-hand-name">
        Your hand: {hand.values.join(' ')}: <strong>{describeHand(hand)}</strong>
      </p>
      <button
        type="button"
        aria-label="Show this hand"
        aria-keyshortcuts="Enter"
        onClick={show}
        disabled={!chosen}
      >
        Show this hand <kbd>Enter</kbd>
      </button>
    </section>
  );
}
