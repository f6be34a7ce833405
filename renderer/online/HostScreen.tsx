import { useEffect, useState } from 'react';
import { GAME_CATALOG, gameInfo } from '../../shared/games/catalog';
import { DEFAULT_ONLINE_PORT, type OnlineHostStatus } from '../../shared/ipc/online';
import { hasHost, host, unwrap } from '../bridge/host';
import { hasTable } from '../games/registry';
import { useNavigation } from '../stores/navigation';
import { useSettings } from '../stores/settings';
import { seatColours } from '../ui/palette';
import { FormFooter, TextField } from '../ui/FormParts';
import { hostSeats } from './host-seats';
import { useOnline } from './online-store';
import type { TableRequest } from '../../shared/online/protocol';

const GAMES = GAME_CATALOG.filter((g) => hasTable(g.id));

/**
 * Opens the table and sits in the host's seat: on a server's address (the browser build),
 * or in this app, which serves it and opens it itself, handing over the host's claim.
 */
async function openTable(
  port: string,
  address: string,
  table: TableRequest,
): Promise<string | null> {
  if (!hasHost()) return useOnline.getState().host(address, table);
  const wanted = Number(port);
  if (!Number.isInteger(wanted) || wanted < 1024 || wanted > 65_535)
    throw new Error('Choose a port from 1024 to 65535.');
  const status = await unwrap(host().online.host(wanted));
  if (!status.running || !status.local)
    throw new Error(status.problem ?? 'The table server did not start.');
  const { code, claim } = await unwrap(host().online.open(table));
  return useOnline.getState().sitAsHost(status.local, code, claim);
}

/** While this app serves tables: where, and a way to stop (every open table closes, saved). */
function Serving() {
  const [status, setStatus] = useState<OnlineHostStatus | null>(null);
  useEffect(() => {
    void unwrap(host().online.status()).then(setStatus, () => undefined);
  }, []);
  if (!status?.running) return null;
  const stop = (): void => {
    void useOnline.getState().leave();
    void unwrap(host().online.stop()).then(setStatus, () => undefined);
  };
  return (
    <p className="online-serving" role="status">
      Serving tables on port {status.port}, reachable from the network
      {status.addresses.length > 0 && <> at {status.addresses.join(', ')}</>}.{' '}
      <button type="button" onClick={stop}>
        Stop hosting
      </button>
    </p>
  );
}

/** Opening an online table: the game, the seats, and where it is served. */
export function HostScreen() {
  const go = useNavigation((s) => s.go);
  const back = useNavigation((s) => s.back);
  const colours = seatColours(useSettings((s) => s.settings.colourBlindPalette));
  const [gameId, setGameId] = useState<string>(GAMES[0]?.id ?? 'river-stakes');
  const info = gameInfo(gameId);
  const [count, setCount] = useState(2);
  const [name, setName] = useState('');
  const [computers, setComputers] = useState<readonly boolean[]>([]);
  const [port, setPort] = useState(String(DEFAULT_ONLINE_PORT));
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const players = info ? Math.min(Math.max(count, info.players.min), info.players.max) : count;
  const desktop = hasHost();

  const open = async (): Promise<void> => {
    if (!name.trim()) return setProblem('Type your name: your friends see it at the table.');
    const seats = hostSeats({
      hostName: name,
      players,
      computers,
      colours,
      ...(info?.roles ? { roles: info.roles } : {}),
    });
    setBusy(true);
    setProblem(null);
    try {
      const failed = await openTable(port, address, { gameId, seats, hostSeat: 0 });
      if (failed) setProblem(failed);
      else go({ name: 'online' });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="screen panel online-host" aria-labelledby="host-title">
      <h1 id="host-title">Host an online game</h1>
      {desktop && <Serving />}
      <form
        className="new-game-form"
        onSubmit={(e) => {
          e.preventDefault();
          void open();
        }}
      >
        <div className="field">
          <label htmlFor="host-game">Game</label>
          <select id="host-game" value={gameId} onChange={(e) => setGameId(e.target.value)}>
            {GAMES.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        {info && info.players.max > info.players.min && (
          <div className="field">
            <label htmlFor="host-players">Players</label>
            <select
              id="host-players"
              value={players}
              onChange={(e) => setCount(Number(e.target.value))}
            >
              {Array.from(
                { length: info.players.max - info.players.min + 1 },
                (_, i) => info.players.min + i,
              ).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        )}
        <TextField
          id="host-name"
          label="Your name"
          value={name}
          onChange={setName}
          maxLength={24}
        />
        {Array.from({ length: players - 1 }, (_, k) => k + 1).map((seat) => (
          <div className="field" key={seat}>
            <label htmlFor={`host-seat-${seat}`}>Seat {seat + 1}</label>
            <select
              id={`host-seat-${seat}`}
              value={computers[seat] ? 'computer' : 'friend'}
              onChange={(e) =>
                setComputers((c) => {
                  const next = [...c];
                  next[seat] = e.target.value === 'computer';
                  return next;
                })
              }
            >
              <option value="friend">A friend, by invite</option>
              <option value="computer">Computer</option>
            </select>
          </div>
        ))}
        {desktop ? (
          <>
            <TextField
              id="host-port"
              label="Port"
              hint="friends connect to this port on your computer"
              value={port}
              onChange={setPort}
              inputMode="numeric"
            />
            <p className="online-exposure">
              Hosting opens port {port || DEFAULT_ONLINE_PORT} on every network this computer is on:
              anyone who can reach it there can knock, and only people with an invite sit down (or,
              with the table’s code, watch). Nobody else can open tables on it.
            </p>
          </>
        ) : (
          <TextField
            id="host-address"
            label="Server address"
            hint="a server started with npm run serve"
            value={address}
            onChange={setAddress}
            placeholder="192.168.1.20:2567"
          />
        )}
        <FormFooter problem={problem} onBack={back}>
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Opening…' : 'Open the table'}
          </button>
        </FormFooter>
      </form>
    </main>
  );
}
