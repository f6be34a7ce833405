import { useKeys } from '../../input/keymap';
import {
  BLACK,
  RED,
  SEAT_NAMES,
  formatAction,
  squareName,
} from '../../../shared/games/river-crossing';
import { acrossWords } from '../../../shared/games/river-crossing/summary';
import { usePicking } from './picking';
import type { CrossingProps } from './props';
import { cannotPass, PICK_FIRST } from './refused';
import { choicesOf, destinationName, pickables, pickName, type Pick } from './turn';
import { useMyTurn } from './useMyTurn';
import { useWhys } from './useWhys';

const PIECE_WORDS: Readonly<Record<string, string>> = { r: 'red', b: 'black', C: 'collector' };

/** "3 high: red, black, collector (bottom to top)". */
export function stackWords(stack: string): string {
  return `${stack.length} high: ${[...stack].map((p) => PIECE_WORDS[p] ?? p).join(', ')} (bottom to top)`;
}

/** "Ada (Red)", or just "Red" when the seat keeps its role's name. */
export function seatAndRole(name: string | undefined, seat: number): string {
  const role = SEAT_NAMES[seat] ?? '';
  return !name || name === role ? role : `${name} (${role})`;
}

/**
 * Each side's pieces on its home bank, across, and in the collectors' stash. A side is named by
 * its colour: beside the counts even a short person's name reached over the far banks on a
 * 1024-wide window. The person's name is in the row's title and read out.
 */
function Sides({ props }: { readonly props: CrossingProps }) {
  const { view, seats } = props;
  return (
    <ul className="rc-sides" aria-label="Pieces of each side">
      {([RED, BLACK] as const).map((c) => {
        const s = view.sides[c];
        const who = seatAndRole(seats[c]?.name, c);
        const role = SEAT_NAMES[c];
        return (
          <li key={c} title={who}>
            <strong>{role}</strong>
            {who !== role && <span className="visually-hidden"> ({seats[c]?.name})</span>}: {s.home}{' '}
            at home · {acrossWords(s.far, view.config.crossToWin)} · {s.collected} taken
          </li>
        );
      })}
    </ul>
  );
}

/** The picked stack from bottom to top: any piece that can move may be picked, with what rides on it. */
function StackInspector({ props, pick }: { readonly props: CrossingProps; readonly pick: Pick }) {
  const { view, legal } = props;
  if (pick.kind !== 'piece') return null;
  const stack = view.board[pick.square]!;
  const movable = pickables(legal, view.board).filter(
    (p) => p.kind === 'piece' && p.square === pick.square,
  );
  return (
    <ol className="rc-stack" aria-label={`The stack on ${squareName(pick.square)}`}>
      {[...stack].map((piece, i) => {
        const height = i + 1;
        const canPick = movable.some((p) => p.kind === 'piece' && p.height === height);
        return (
          <li key={i} className={pick.height === height ? 'picked' : undefined}>
            <span className={`rc-chip rc-${piece}`} aria-hidden /> {PIECE_WORDS[piece]}
            {canPick && pick.height !== height && (
              <button
                type="button"
                onClick={() =>
                  usePicking.getState().choose({ kind: 'piece', square: pick.square, height })
                }
              >
                Pick this one
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The move being put together: what is picked, where it may go, and every way to say so. */
function TurnPanel(props: CrossingProps) {
  const { view, act } = props;
  const { legal } = useMyTurn(props);
  const pick = usePicking((s) => s.pick);
  const cursor = usePicking((s) => s.cursor);
  const message = usePicking((s) => s.message);
  const all = pickables(legal, view.board);
  const choices = pick ? choicesOf(legal, pick, view.board) : [];
  const pass = legal.find((a) => a.type === 'pass');
  const play = (i: number): void => {
    const choice = choices[i];
    if (!choice) return;
    usePicking.getState().choose(null);
    act(choice.action);
  };
  const step = <T,>(list: readonly T[], current: number): number =>
    list.length === 0 ? 0 : (current + 1) % list.length;

  useKeys('game', {
    n: () => {
      const at = pick ? all.findIndex((p) => JSON.stringify(p) === JSON.stringify(pick)) : -1;
      usePicking.getState().choose(all[step(all, at)] ?? null);
    },
    m: () =>
      pick
        ? usePicking.getState().point(step(choices, cursor))
        : usePicking.getState().say(PICK_FIRST),
    enter: () => (pick ? play(cursor) : usePicking.getState().say(PICK_FIRST)),
    x: () => usePicking.getState().choose(null),
    p: () => {
      if (pass) act(pass);
      else usePicking.getState().say(cannotPass(view));
    },
  });

  return (
    <section className="panel rc-turn" aria-label="Your move">
      <h2>{pick ? `Moving ${pickName(pick, view.board)} to` : 'Pick a piece to move'}</h2>
      {pick ? (
        <>
          <StackInspector props={props} pick={pick} />
          {/* Squares side by side under "Moving … to": eight places take two rows, not four. */}
          <div className="rc-choices rc-places">
            {choices.map((c, i) => (
              <button
                key={i}
                type="button"
                className={i === cursor ? 'pointed' : undefined}
                data-move={formatAction(c.action)}
                aria-label={`to ${destinationName(c.to)}`}
                onClick={() => play(i)}
              >
                {destinationName(c.to)}
              </button>
            ))}
          </div>
        </>
      ) : (
        <div className="rc-choices">
          {all.map((p, i) => (
            <button key={i} type="button" onClick={() => usePicking.getState().choose(p)}>
              {pickName(p, view.board)}
            </button>
          ))}
        </div>
      )}
      {pass && (
        <button type="button" onClick={() => act(pass)}>
          Pass
        </button>
      )}
      {message && (
        <p className="problem" role="alert">
          {message}
        </p>
      )}
      <p className="hint">
        <kbd>N</kbd> next piece · <kbd>M</kbd> next place · <kbd>Enter</kbd> plays · <kbd>X</kbd>{' '}
        puts it down{pass ? ' · P passes' : ''}
      </p>
    </section>
  );
}

/** The square under the pointer, when it holds a stack: its height and pieces. */
function HoverLabel({ props }: { readonly props: CrossingProps }) {
  const hover = usePicking((s) => s.hover);
  const stack = hover === null ? '' : (props.view.board[hover] ?? '');
  if (hover === null || stack.length === 0) return null;
  return (
    <p className="panel rc-hover" role="status">
      {squareName(hover)}: {stackWords(stack)}
    </p>
  );
}

/** Why the last moves collected, freed or brought a piece across, newest first. */
function WhyPanel({ props }: { readonly props: CrossingProps }) {
  const whys = useWhys(props.view);
  if (whys.length === 0) return null;
  return (
    <section className="panel rc-why" aria-label="Why">
      <h2>Why</h2>
      <ol>
        {whys.map((w) => (
          <li key={w.move}>
            <strong>
              Move {w.move}, {w.who}:
            </strong>{' '}
            {w.reasons.join(' ')}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function CrossingHud(props: CrossingProps) {
  const { mine } = useMyTurn(props);
  return (
    <>
      <Sides props={props} />
      <HoverLabel props={props} />
      <div className="rc-side">
        <WhyPanel props={props} />
        {mine && <TurnPanel {...props} />}
      </div>
    </>
  );
}
