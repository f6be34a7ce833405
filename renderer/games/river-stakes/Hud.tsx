import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  bustChance,
  pairingOptions,
  type StakesAction,
  type StakesState,
} from '../../../shared/games/river-stakes';
import { useMatch } from '../../stores/match';
import { useNavigation } from '../../stores/navigation';
import { useReplay } from '../../stores/replay';
import { RollButton } from '../../hud/RollButton';
import { usePreview } from './preview';

function useKeys(bindings: Readonly<Record<string, () => void>>): void {
  const latest = useRef(bindings);
  useLayoutEffect(() => {
    latest.current = bindings;
  });
  useEffect(() => {
    function onKey(event: KeyboardEvent): void {
      if (
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        (event.target instanceof HTMLElement &&
          ['INPUT', 'SELECT', 'TEXTAREA'].includes(event.target.tagName))
      )
        return;
      const action = latest.current[event.key.toLowerCase()];
      if (action) {
        event.preventDefault();
        action();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

function describeUse(sums: readonly number[]): string {
  const [a, b] = sums;
  if (b === undefined) return `path ${a} only`;
  return a === b ? `two steps on ${a}` : `paths ${a} and ${b}`;
}

/** The three pairings of the throw, each usable way as a button; a pairing that cannot be used says why. */
function Pairings({ state, seat }: { readonly state: StakesState; readonly seat: number }) {
  const act = useMatch((s) => s.act);
  const preview = usePreview((s) => s.set);
  const options = pairingOptions(state, state.faces!);
  const choose = (sums: readonly number[]): void => {
    preview(null);
    const action: StakesAction = { type: 'choose', seat, sums };
    act(action);
  };
  const keys: Record<string, () => void> = {};
  let n = 0;
  const rows = options.map((option, i) => (
    <li key={i} className={option.uses.length === 0 ? 'unusable' : undefined}>
      <span className="pairing">
        {option.pairing[0]} + {option.pairing[1]}
      </span>
      {option.uses.length === 0 ? (
        <span className="reason">Cannot be used: {option.reason}</span>
      ) : (
        option.uses.map((sums) => {
          const key = String(++n);
          keys[key] = () => choose(sums);
          return (
            <button
              key={sums.join('+')}
              type="button"
              onClick={() => choose(sums)}
              onMouseEnter={() => preview(sums)}
              onFocus={() => preview(sums)}
              onMouseLeave={() => preview(null)}
              onBlur={() => preview(null)}
            >
              <kbd>{key}</kbd> {describeUse(sums)}
            </button>
          );
        })
      )}
    </li>
  ));
  useKeys(keys);
  return (
    <section className="hud-panel stakes-choices" aria-label="Choose a pairing">
      <h2>
        Thrown: <span className="faces">{state.faces!.join(' · ')}</span>
      </h2>
      <ol>{rows}</ol>
    </section>
  );
}

function ContinueOrStop({ state, seat }: { readonly state: StakesState; readonly seat: number }) {
  const act = useMatch((s) => s.act);
  const [showOdds, setShowOdds] = useState(false);
  const decide = (type: 'continue' | 'stop'): void => {
    const action: StakesAction = { type, seat };
    act(action);
  };
  const onward = (): void => decide('continue');
  const stop = (): void => decide('stop');
  useKeys({ c: onward, enter: onward, s: stop });
  return (
    <section className="hud-panel stakes-decide" aria-label="Continue or stop">
      <button type="button" className="primary" onClick={onward}>
        <kbd>C</kbd> Continue
      </button>
      <button type="button" onClick={stop}>
        <kbd>S</kbd> Stop and keep your progress
      </button>
      <button type="button" aria-pressed={showOdds} onClick={() => setShowOdds((o) => !o)}>
        Odds
      </button>
      {showOdds && (
        <p className="odds">
          The next throw busts {(bustChance(state) * 100).toFixed(1)}% of the time (exact, over all
          1296 throws).
        </p>
      )}
    </section>
  );
}

/** A bust is made unmistakable: a banner over the table for a moment. */
function BustBanner({ state }: { readonly state: StakesState }) {
  const seats = useMatch((s) => s.record?.seats ?? []);
  const total = state.story.busts.reduce((a, b) => a + b, 0);
  // A bust ends the turn, so whoever busted sat just before the player now to move.
  const lastToMove = seats[(state.current - 1 + seats.length) % seats.length]?.name ?? 'A player';
  const seen = useRef(total);
  const [who, setWho] = useState<string | null>(null);
  useEffect(() => {
    if (total > seen.current) setWho(lastToMove);
    seen.current = total;
  }, [total, lastToMove]);
  // Its own timer, so the moves that follow a bust do not cancel the banner's going away.
  useEffect(() => {
    if (!who) return;
    const timer = setTimeout(() => setWho(null), 2200);
    return () => clearTimeout(timer);
  }, [who]);
  if (!who || state.phase === 'over') return null;
  return (
    <div className="bust-banner" role="alert">
      Bust! {who} loses this turn’s climb.
    </div>
  );
}

function WinnerScreen({ state }: { readonly state: StakesState }) {
  const seats = useMatch((s) => s.record?.seats ?? []);
  const go = useNavigation((s) => s.go);
  const startReplay = useReplay((s) => s.start);
  const winner = seats[state.winner!];
  return (
    <section className="hud-panel winner" role="dialog" aria-labelledby="winner-title">
      <h2 id="winner-title">{winner?.name} wins!</h2>
      <p>
        Paths secured, in order:{' '}
        {state.story.securedOrder
          .map((s) => `${s.path} (${seats[s.seat]?.name}, turn ${s.turn})`)
          .join(', ')}
        .
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Turns</th>
            <th scope="col">Throws</th>
            <th scope="col">Busts</th>
            <th scope="col">Paths</th>
          </tr>
        </thead>
        <tbody>
          {seats.map((seat, i) => (
            <tr key={i}>
              <td>
                <span className="swatch" style={{ background: seat.colour }} aria-hidden="true" />{' '}
                {seat.name}
              </td>
              <td>{state.story.turns[i]}</td>
              <td>{state.story.throws[i]}</td>
              <td>{state.story.busts[i]}</td>
              <td>{state.secured.filter((s) => s === i).length}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="buttons">
        <button type="button" onClick={startReplay}>
          Watch the replay
        </button>
        <button type="button" onClick={() => go({ name: 'new-game', gameId: 'river-stakes' })}>
          New game
        </button>
        <button type="button" className="primary" onClick={() => go({ name: 'home' })}>
          Home
        </button>
      </div>
    </section>
  );
}

/** River Stakes' panels over the table, for the person whose turn it is. */
export function StakesHud() {
  const state = useMatch((s) => s.state) as StakesState;
  const seats = useMatch((s) => s.record?.seats ?? []);
  const replaying = useReplay((s) => s.states !== null);
  if (!state || replaying) return null;
  const seat = state.current;
  const human = seats[seat]?.kind === 'human';
  return (
    <>
      <BustBanner state={state} />
      {state.phase === 'over' && <WinnerScreen state={state} />}
      {(state.phase === 'throw' || state.phase === 'start') && <RollButton />}
      {state.phase === 'choose' && human && <Pairings state={state} seat={seat} />}
      {state.phase === 'decide' && human && <ContinueOrStop state={state} seat={seat} />}
    </>
  );
}
