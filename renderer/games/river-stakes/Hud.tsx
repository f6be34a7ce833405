import { useState } from 'react';
import { bustChance, pairingOptions } from '../../../shared/games/river-stakes';
import { distinctOutcomes } from '../../../shared/games/river-stakes/outcomes';
import { useKeys } from '../../input/keymap';
import { BustBanner } from './BustBanner';
import type { StakesProps } from './props';
import { usePreview } from './preview';

function describeUse(sums: readonly number[]): string {
  const [a, b] = sums;
  if (b === undefined) return `path ${a} only`;
  return a === b ? `two steps on ${a}` : `paths ${a} and ${b}`;
}

function describeDice(dice: readonly (readonly (readonly [number, number])[])[]): string {
  return dice.map((pairs) => pairs.map(([a, b]) => `${a}+${b}`).join(' & ')).join(' or ');
}

/** Each different outcome of the throw once, with the dice that make it; unusable pairings say why. */
function Pairings({ view, viewer, act }: StakesProps) {
  const preview = usePreview((s) => s.set);
  const faces = view.faces!;
  const outcomes = distinctOutcomes(view, faces);
  const blocked = pairingOptions(view, faces).filter((o) => o.uses.length === 0);
  const choose = (sums: readonly number[], pairing: number): void => {
    preview(null);
    act({ type: 'choose', seat: viewer as number, pairing, sums });
  };
  const keys: Record<string, () => void> = {};
  outcomes.forEach((o, i) => {
    keys[String(i + 1)] = () => choose(o.sums, o.pairing);
  });
  useKeys('game', keys);
  return (
    <section className="hud-panel stakes-choices" aria-label="Choose a pairing">
      <h2>
        Thrown: <span className="faces">{faces.join(' · ')}</span>
      </h2>
      <ol>
        {outcomes.map((o, i) => (
          <li key={o.sums.join('+')}>
            <button
              type="button"
              onClick={() => choose(o.sums, o.pairing)}
              onMouseEnter={() => preview(o.sums)}
              onFocus={() => preview(o.sums)}
              onMouseLeave={() => preview(null)}
              onBlur={() => preview(null)}
            >
              <kbd>{i + 1}</kbd> {describeUse(o.sums)}{' '}
              <span className="pairing">with {describeDice(o.dice)}</span>
            </button>
          </li>
        ))}
        {blocked.map((o) => (
          <li key={`blocked-${o.index}`} className="unusable">
            <span className="pairing">{o.dice.map(([a, b]) => `${a}+${b}`).join(' & ')}</span>{' '}
            <span className="reason">Cannot be used: {o.reason}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ContinueOrStop({ view, viewer, act }: StakesProps) {
  const [showOdds, setShowOdds] = useState(false);
  const seat = viewer as number;
  const onward = (): void => {
    act({ type: 'continue', seat }, { thenThrow: true });
  };
  const stop = (): void => {
    act({ type: 'stop', seat });
  };
  useKeys('game', { c: onward, enter: onward, s: stop, o: () => setShowOdds((o) => !o) });
  return (
    <section className="hud-panel stakes-decide" aria-label="Continue or stop">
      <button type="button" className="primary" onClick={onward}>
        <kbd>C</kbd> Continue and throw
      </button>
      <button type="button" onClick={stop}>
        <kbd>S</kbd> Stop and keep your progress
      </button>
      <button type="button" aria-pressed={showOdds} onClick={() => setShowOdds((o) => !o)}>
        <kbd>O</kbd> Odds
      </button>
      {showOdds && (
        <p className="odds">
          The next throw busts {(bustChance(view) * 100).toFixed(1)}% of the time (exact, over all
          1296 throws).
        </p>
      )}
    </section>
  );
}

/** River Stakes' panels over the table, for the person at the screen when it is their turn. */
export function StakesHud(props: StakesProps) {
  const { view, legal, replaying } = props;
  if (replaying) return null;
  const mine = legal.length > 0;
  return (
    <>
      <BustBanner {...props} />
      {view.phase === 'choose' && mine && <Pairings {...props} />}
      {view.phase === 'decide' && mine && <ContinueOrStop {...props} />}
    </>
  );
}
