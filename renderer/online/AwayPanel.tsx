import type { TableMessage } from '../../shared/online/protocol';
import { clockText, useNow } from '../ui/ticking';
import { useOnline } from './online-store';
import { awayLeft } from './seat-words';

/**
 * Who is away from the table, for everyone at it: how long each one's seat still waits, or
 * that the computer plays it until they come back.
 */
export function AwayPanel({ table }: { readonly table: TableMessage }) {
  const arrivedAt = useOnline((s) => s.arrivedAt);
  const away = table.seats.flatMap((seat, i) =>
    (seat.awayMs !== undefined && !seat.present) || seat.forPerson ? [{ seat, i }] : [],
  );
  const now = useNow(away.some(({ seat }) => seat.awayMs !== undefined));
  if (away.length === 0) return null;
  return (
    <aside className="hud-panel online-away" aria-label="Away">
      <ul>
        {away.map(({ seat, i }) => (
          <li key={i} data-seat={i}>
            <strong>{seat.name}</strong> is away:{' '}
            {seat.forPerson ? (
              'the computer plays for them until they are back.'
            ) : (
              <>
                the seat waits{' '}
                <span className="online-countdown">
                  {clockText(awayLeft(seat, arrivedAt, now))}
                </span>{' '}
                for them, then the computer plays it.
              </>
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** While our own connection is down: how long our seat still waits for us. */
export function ReconnectWait() {
  const until = useOnline((s) => (s.status === 'reconnecting' ? s.reconnectUntil : null));
  const now = useNow(until !== null);
  if (until === null) return null;
  return (
    <span className="online-wait">
      your seat waits <span className="online-countdown">{clockText(until - now)}</span>
    </span>
  );
}
