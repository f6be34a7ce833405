import type { CSSProperties } from 'react';
import type { AudienceFrame } from '../../shared/feed/frames';
import { withSeatNames } from '../contract/seat-names';
import { turnLine } from '../host/turn-line';
import type { LatestThrow } from './feed-store';

/** How many log lines the ticker keeps on screen. */
export const TICKER_LINES = 4;

function actingSeats(frame: AudienceFrame): readonly number[] {
  const { pending } = frame;
  if (pending.kind === 'decision') return pending.seats;
  if (pending.kind === 'throw' && pending.seat !== null) return [pending.seat];
  return [];
}

function Players({ frame }: { readonly frame: AudienceFrame }) {
  const acting = actingSeats(frame);
  const winners = frame.pending.kind === 'end' ? frame.pending.outcome.winners : [];
  const whole = frame.standings.filter((s) => s.seat === null);
  return (
    <section className="bc-players" aria-label="Players">
      <ol>
        {frame.seats.map((seat, i) => (
          <li
            key={i}
            data-acting={acting.includes(i)}
            data-winner={winners.includes(i)}
            style={{ '--seat-colour': seat.colour } as CSSProperties}
          >
            <span className="bc-swatch" aria-hidden="true" />
            <span className="bc-name">{seat.name}</span>
            <span className="bc-standing">
              {frame.standings
                .filter((s) => s.seat === i)
                .map((s) => withSeatNames(s.text, frame.seats))
                .join(' · ')}
            </span>
            {acting.includes(i) && <span className="bc-to-play">to play</span>}
          </li>
        ))}
      </ol>
      {whole.map((s) => (
        <p key={s.text} className="bc-table-standing">
          {withSeatNames(s.text, frame.seats)}
        </p>
      ))}
    </section>
  );
}

/** The newest dice the public has seen, large. */
function LastThrow({
  frame,
  latest,
}: {
  readonly frame: AudienceFrame;
  readonly latest: LatestThrow | null;
}) {
  if (!latest) return null;
  const { seat, purpose, dice, faces } = latest.thrown;
  const who = seat === null ? 'The table' : (frame.seats[seat]?.name ?? `Seat ${seat + 1}`);
  return (
    <section className="bc-throw" aria-label="Last throw" data-testid="last-throw">
      <p className="bc-throw-who">
        {who} — {purpose}
      </p>
      <p className="bc-dice" data-faces={faces.join(',')}>
        {faces.map((face, i) => (
          <span key={`${latest.number}:${i}`} className="bc-die" data-kind={dice[i]}>
            {face}
          </span>
        ))}
      </p>
    </section>
  );
}

function Ticker({
  frame,
  log,
}: {
  readonly frame: AudienceFrame;
  readonly log: readonly string[];
}) {
  const shown = log.slice(-TICKER_LINES);
  return (
    <section className="bc-ticker" aria-label="Game log" aria-live="polite">
      <ol start={log.length - shown.length + 1}>
        {shown.map((line, i) => (
          <li key={log.length - shown.length + i}>{withSeatNames(line, frame.seats)}</li>
        ))}
      </ol>
    </section>
  );
}

/** The broadcast layer: players and scores, whose turn, the last dice large, the log ticker. */
export function BroadcastLayer({
  frame,
  log,
  latestThrow,
  note,
}: {
  readonly frame: AudienceFrame;
  /** Every log line so far. */
  readonly log: readonly string[];
  readonly latestThrow: LatestThrow | null;
  /** Said under the title: that this game has no table to show yet. */
  readonly note?: string | null;
}) {
  const { who, what } = turnLine(frame.pending, frame.seats);
  return (
    <div className="broadcast">
      <header className="bc-top">
        <h1>{frame.gameName}</h1>
        <p className="bc-turn">
          {who ? (
            <>
              <strong>{who}</strong>: {what}
            </>
          ) : (
            what
          )}
        </p>
        {note && <p className="bc-note">{note}</p>}
      </header>
      <Players frame={frame} />
      <LastThrow frame={frame} latest={latestThrow} />
      <Ticker frame={frame} log={log} />
    </div>
  );
}
