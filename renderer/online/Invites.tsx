import { useEffect, useState } from 'react';
import type { OnlineHostStatus } from '../../shared/ipc/online';
import type { TableMessage } from '../../shared/online/protocol';
import { hasHost, host, unwrap } from '../bridge/host';
import { useNow } from '../ui/ticking';
import { shareable } from './address';
import { useOnline } from './online-store';
import { seatWords } from './seat-words';

interface Where {
  /** The addresses friends type into Join online; the first serves the browser page too. */
  readonly addresses: readonly string[];
  readonly page: string | null;
  /** The only address is this computer's own, which friends cannot reach. */
  readonly loopback: boolean;
}

const NOWHERE: Where = { addresses: [], page: null, loopback: false };

/** Where friends reach this table: this app's own addresses, or the server it was opened on. */
function useWhere(): Where {
  const server = useOnline((s) => s.server);
  const [hosting, setHosting] = useState<OnlineHostStatus | null>(null);
  useEffect(() => {
    if (server?.here && hasHost())
      void unwrap(host().online.status()).then(setHosting, () => undefined);
  }, [server]);
  if (!server) return NOWHERE;
  if (server.here) {
    const addresses = hosting?.running ? hosting.addresses : [];
    return { addresses, page: addresses[0] ? `http://${addresses[0]}/` : null, loopback: false };
  }
  const where = shareable(server.address);
  return where
    ? { addresses: [where.address], page: where.page, loopback: where.loopback }
    : NOWHERE;
}

/** The host's list of seats: who sits where, the invite to send each friend, and computers. */
export function Invites({ table }: { readonly table: TableMessage }) {
  const invites = useOnline((s) => s.invites);
  const arrivedAt = useOnline((s) => s.arrivedAt);
  const { addresses, page, loopback } = useWhere();
  // Once every seat is taken the panel steps aside: the table's own panels need the room.
  // A friend the computer plays for stays in it, with the invite that brings them back.
  const waitingFor = table.seats.filter(
    (s, i) => i !== table.hostSeat && (s.player === 'computer' ? s.forPerson : !s.present),
  );
  const now = useNow(waitingFor.some((s) => s.awayMs !== undefined));
  if (!invites || waitingFor.length === 0) return null;
  return (
    <aside className="hud-panel online-invites" aria-label="Invites">
      <h2>Invites</h2>
      {addresses.length > 0 && (
        <p>
          Their address:{' '}
          {addresses.map((a) => (
            <code key={a} className="online-address">
              {a}
            </code>
          ))}
          {loopback && <> (this computer only: give them its address on your network)</>}
          <br />
          {/* The table server also serves the game to a browser (electron/online/web-client.ts). */}
          Without River Table, in a browser: <code className="online-page">{page}</code>
        </p>
      )}
      <ul>
        {invites.invites.map(({ seat, invite }) => {
          const status = table.seats[seat];
          if (!status || seat === table.hostSeat) return null;
          return (
            <li key={seat} data-seat={seat}>
              <strong>{status.name}</strong> ({seatWords(status, arrivedAt, now)})
              {!status.present && (status.player !== 'computer' || status.forPerson) && (
                <>
                  <br />
                  <code aria-label={`Invite for Seat ${seat + 1}`}>{invite}</code>
                  {status.player !== 'computer' && (
                    <button type="button" onClick={() => useOnline.getState().handToComputer(seat)}>
                      Computer plays it
                    </button>
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
