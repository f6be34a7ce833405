import { useEffect, useRef, useState } from 'react';
import { HAND_DICE } from '../../../shared/games/river-dice';
import { useKeyRelease } from '../../input/hold';
import { useKeys } from '../../input/keymap';
import { AuctionPanel } from './AuctionPanel';
import { HandPanel } from './HandPanel';
import { useHand } from './hand-store';
import { HelperPanel } from './HelperPanel';
import type { RiverProps } from './props';
import { ShowdownPanel } from './ShowdownPanel';
import { showdownOnTable } from './showdown';
import { keepsAtScreen } from './turn';

/** Every seat's purse and what it has done this round: public facts only. */
function SeatsPanel({ view, seats }: Pick<RiverProps, 'view' | 'seats'>) {
  return (
    <ul className="panel rv-seats" aria-label="Purses">
      {seats.map((s, seat) => {
        const bought = HAND_DICE.filter((_, i) => view.owners[i] === seat);
        const doing = view.out[seat]
          ? 'out of the game'
          : !view.playing.includes(seat)
            ? ''
            : [
                view.thrown[seat] ? 'hole dice under the cup' : 'to throw',
                bought.length > 0 ? `bought ${bought.join(', ')}` : '',
                view.chosen[seat] ? 'hand chosen' : '',
              ]
                .filter(Boolean)
                .join(' · ');
        return (
          <li key={seat}>
            <span className="rv-chip" style={{ background: s.colour }} aria-hidden />
            <strong title={s.name}>{s.name}</strong> {view.purses[seat]} gold
            {doing && <span className="rv-doing"> · {doing}</span>}
          </li>
        );
      })}
    </ul>
  );
}

const letGo = (): void => useHand.getState().peek(false);

/** Enter and Space press a focused button: held down on this one, they hold the peek. */
const PRESSING_KEYS = ['Enter', ' '];

/**
 * Hold to lift your own cup an inch: your hole dice, for your eyes only. The button keeps
 * the pointer while held, so the peek lasts until the press ends wherever the pointer went;
 * from the keyboard, H anywhere or Enter/Space on the focused button hold it the same way.
 * A peek held on H outlives the focus leaving the button (a lesson rings the next control).
 */
function PeekButton({ hole }: { readonly hole: readonly number[] }) {
  const peeking = useHand((s) => s.peeking);
  const heldHere = useRef(false);
  const hold = (): void => {
    heldHere.current = true;
    useHand.getState().peek(true);
  };
  const release = (): void => {
    heldHere.current = false;
    letGo();
  };
  return (
    <div className="rv-peek">
      <button
        type="button"
        aria-label="Hold to peek"
        aria-keyshortcuts="H"
        aria-pressed={peeking}
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          hold();
        }}
        onPointerUp={release}
        onPointerCancel={release}
        onLostPointerCapture={release}
        onKeyDown={(e) => {
          if (!PRESSING_KEYS.includes(e.key)) return;
          // Taken here, the key is not also read by the table's keymap.
          e.preventDefault();
          hold();
        }}
        onKeyUp={(e) => {
          if (PRESSING_KEYS.includes(e.key)) release();
        }}
        onBlur={() => {
          if (heldHere.current) release();
        }}
      >
        Hold to peek <kbd>H</kbd>
      </button>
      {peeking && (
        <p className="rv-peeked">
          Under your cup: {HAND_DICE.map((d, i) => `${d} ${hole[i]!}`).join(' · ')}
        </p>
      )}
    </div>
  );
}

export function RiverHud(props: RiverProps) {
  const { view, viewer, seats, replaying } = props;
  const [helping, setHelping] = useState(false);
  const own = viewer === 'public' ? null : view.hole[viewer];
  const showdown = showdownOnTable(view);
  const keeps = keepsAtScreen(props.legal);
  // A new person at the screen never inherits a peek.
  useEffect(() => useHand.getState().peek(false), [viewer]);
  const peeking = useHand((s) => s.peeking);
  const { gesture } = props;
  useEffect(() => {
    if (peeking) gesture?.('peek');
  }, [peeking, gesture]);
  useKeyRelease('h', letGo);
  useKeys('game', {
    h: () => {
      if (own) useHand.getState().peek(true);
    },
    o: () => setHelping((h) => !h),
  });
  return (
    <>
      <SeatsPanel view={view} seats={seats} />
      <div className={helping && own ? 'rv-side rv-side-odds' : 'rv-side'}>
        {showdown && <ShowdownPanel showdown={showdown} seats={seats} />}
        {view.phase === 'auction' && view.auction && <AuctionPanel {...props} />}
        {keeps.length > 0 && !replaying && <HandPanel key={view.round} {...props} />}
        {own && (
          <div className="rv-tools">
            {!showdown && <PeekButton hole={own} />}
            <button type="button" aria-pressed={helping} onClick={() => setHelping((h) => !h)}>
              {helping ? 'Hide odds' : 'Hand odds'} <kbd>O</kbd>
            </button>
          </div>
        )}
        {helping && own && <HelperPanel view={view} />}
      </div>
    </>
  );
}
