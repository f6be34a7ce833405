import { useState } from 'react';
import {
  OWNER_NAMES,
  drawWarnings,
  geometry,
  pointIndex,
  type SRAction,
} from '../../../shared/games/stones-and-rivers';
import { sideOf, STONE } from '../../../shared/games/stones-and-rivers/board';
import { useKeys } from '../../input/keymap';
import { usePicking } from './picking';
import type { StonesProps } from './props';
import { choicesOf, piecesToPlay } from './turn';
import { typedAction } from './typed';
import { playPoint, useTurn } from './useTurn';
import { nothingClosed } from './why-not';

/** The next item after `current` in `items`, round and round. */
function after<T>(items: readonly T[], current: T | null): T | undefined {
  return items[(current === null ? -1 : items.indexOf(current)) + 1] ?? items[0];
}

function pieceName(props: StonesProps, point: string): string {
  const c = props.view.cells[pointIndex(geometry(props.view.config.board), point)] ?? 0;
  const side = sideOf(c);
  return side === STONE ? `Stone on ${point}` : `River (${side === 1 ? 'H' : 'V'}) on ${point}`;
}

/** Typing an action in notation: the keyboard's way to play anything. */
function NotationField(props: StonesProps) {
  const [text, setText] = useState('');
  const say = usePicking((s) => s.say);
  return (
    <form
      className="sr-notation"
      onSubmit={(e) => {
        e.preventDefault();
        const typed = typedAction(props.view, props.legal, text, props.viewer as number);
        if ('refused' in typed) {
          say(typed.refused);
          return;
        }
        if (props.act(typed.play)) setText('');
        say(null);
      }}
    >
      <label>
        Type an action{' '}
        <input
          value={text}
          placeholder="m c9-c8"
          spellCheck={false}
          onChange={(e) => {
            setText(e.target.value);
            say(null);
          }}
        />
      </label>
    </form>
  );
}

function TurnPanel(props: StonesProps) {
  const { legal, act } = props;
  const { picking, lit, closed } = useTurn(props);
  const hover = usePicking((s) => s.hover);
  const askWhy = usePicking((s) => s.askWhy);
  const message = usePicking((s) => s.message);
  const { pick, point, toggleWhy, say } = usePicking.getState();
  const choices = picking.piece ? choicesOf(legal, picking.piece) : null;
  const flipH = choices?.flipToH;
  const flipV = choices?.flipToV;
  const flipBack = choices?.flipToStone;
  const sendable = choices ? [...choices.sends.keys()] : [];
  const play = (a: SRAction | undefined) => () => {
    if (a) act(a);
  };
  const nextSend = (): void => {
    const via = after(sendable, picking.sending);
    if (picking.piece && via) pick({ piece: picking.piece, sending: via });
  };
  useKeys('game', {
    n: () => {
      const piece = after(piecesToPlay(legal), picking.piece);
      if (piece) pick({ piece, sending: null });
    },
    m: () => point(after([...lit.keys()], hover) ?? null),
    enter: () => {
      if (hover) playPoint(props, hover);
    },
    f: play(flipBack ?? flipH),
    g: play(flipV),
    r: play(choices?.rotate),
    s: nextSend,
    w: () => (closed.length > 0 ? toggleWhy() : say(nothingClosed(picking.piece))),
    x: () => pick({ piece: null, sending: null }),
  });

  return (
    <section className="hud-panel sr-turn" aria-label="Your turn">
      {!picking.piece ? (
        <p>
          Pick one of your pieces on the board (<kbd>N</kbd> picks the next one).
        </p>
      ) : picking.sending ? (
        <p>
          Sending the {pieceName(props, picking.sending).toLowerCase()}: point at where it goes
          {sendable.length > 1 && (
            <>
              {' '}
              (<kbd>S</kbd> another piece to send)
            </>
          )}
          .
        </p>
      ) : (
        <>
          <h2>{pieceName(props, picking.piece)}</h2>
          <p className="sr-hint">
            Green rings: where it can go; orange: what it can send or push. <kbd>M</kbd> steps
            through them, <kbd>Enter</kbd> plays, <kbd>X</kbd> puts the piece down.
          </p>
          <div className="buttons">
            {flipH && (
              <button type="button" onClick={play(flipH)}>
                <kbd>F</kbd> Flip to a river across (H)
              </button>
            )}
            {flipV && (
              <button type="button" onClick={play(flipV)}>
                <kbd>G</kbd> Flip to a river up and down (V)
              </button>
            )}
            {flipBack && (
              <button type="button" onClick={play(flipBack)}>
                <kbd>F</kbd> Flip back to the stone
              </button>
            )}
            {choices?.rotate && (
              <button type="button" onClick={play(choices.rotate)}>
                <kbd>R</kbd> Rotate a quarter turn
              </button>
            )}
            {sendable.length > 0 && (
              <button type="button" onClick={nextSend}>
                <kbd>S</kbd> Send…
              </button>
            )}
            {closed.length > 0 && (
              <button type="button" aria-pressed={askWhy} onClick={toggleWhy}>
                <kbd>W</kbd> Why not?
              </button>
            )}
          </div>
          {askWhy && (
            <ul className="sr-why">
              {closed.map((c) => (
                <li key={JSON.stringify(c.action)}>
                  {c.at}: {c.reason}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {message && (
        <p className="problem" role="alert">
          {message}
        </p>
      )}
      <NotationField {...props} />
    </section>
  );
}

/** Stones & Rivers' panels: the turn being put together, and warnings of a coming draw. */
export function StonesHud(props: StonesProps) {
  const { view, legal, replaying } = props;
  const warnings = drawWarnings(view);
  const first = view.config.firstPlayer === 'circle' ? 0 : 1;
  return (
    <>
      {view.config.firstFlip && view.actions === 0 && (
        <p className="hud-panel sr-first" role="status">
          The flipped piece landed {first === 0 ? 'stone' : 'river'} side up:{' '}
          {props.seats[first]?.name} ({OWNER_NAMES[first]}) starts.
        </p>
      )}
      {warnings.length > 0 && (
        <section className="hud-panel sr-warnings" role="status">
          {warnings.map((w) => (
            <p key={w}>{w}</p>
          ))}
        </section>
      )}
      {!replaying && legal.length > 0 && <TurnPanel {...props} />}
    </>
  );
}
