import type { TableMessage } from '../../shared/online/protocol';
import { useFair } from './fair-store';

/**
 * Every random event that did not check out, found by this page or reported by another
 * seat's, stays on screen until the person leaves the table: a mismatch is never silent.
 */
export function FairAlarm() {
  const alarms = useFair((s) => s.alarms);
  return (
    <>
      {alarms.length > 0 && (
        <section
          className="hud-panel fair-alarm"
          role="alert"
          aria-label="Dice that do not check out"
        >
          <h2>These dice do not check out</h2>
          <ul>
            {alarms.map((a) => (
              <li key={`${a.by}:${a.event}`}>
                {a.words} <em>(found by {a.by})</em>
              </li>
            ))}
          </ul>
          <p>
            The table’s record keeps this. Each player can check the saved table again with npm run
            verify.
          </p>
        </section>
      )}
    </>
  );
}

/** The mark in the top bar: how many random events this page has checked, the newest first. */
export function FairMark() {
  const last = useFair((s) => s.last);
  const verified = useFair((s) => s.verified);
  return (
    <>
      {last && last.status !== 'failed' && (
        <span
          className="fair-mark"
          data-status={last.status}
          title="Every die and deal here comes from secrets of the table and of each seated person, each fixed before any was shown; this page works every result out again."
        >
          {last.status === 'verified' ? '✓ Fair dice' : '… Fair dice'}: {verified} checked
          {last.status === 'waiting' ? ' (the newest when it is shown)' : ''}
        </span>
      )}
    </>
  );
}

/** Until every person has sat down, a dealing table shows who it waits for, and why. */
export function AwaitingDeal({ table }: { readonly table: TableMessage }) {
  const waiting = table.awaitingDeal;
  if (!waiting) return null;
  const names = waiting.map((seat) => table.seats[seat]?.name ?? `Seat ${seat + 1}`);
  const what = table.gameId === 'river-rats' ? 'The cards are dealt' : 'The piece is flipped';
  return (
    <section className="hud-panel awaiting-deal" role="status">
      <h2>Waiting for everyone to sit down</h2>
      <p>
        {what} once every seat is taken, from a secret of the table and of each person here, so
        nobody, the host included, can stack it.
      </p>
      {names.length > 0 && (
        <p>
          Still to come: {names.join(', ')}. A seat whose person cannot come can be played by the
          computer (the host decides; a table without its host does so itself).
        </p>
      )}
    </section>
  );
}

/** What fair dice promise, where a person opens or joins an online table. */
export function FairPromise() {
  return (
    <p className="fair-promise">
      <strong>Fair dice.</strong> At an online table every throw, deal and first flip comes from a
      secret of the table and one of each seated person, each locked in before any is shown: nobody,
      the host included, can choose or foresee it. Every screen works each result out again as soon
      as it may see it, and anyone can check a saved table with <code>npm run verify</code>.
    </p>
  );
}
