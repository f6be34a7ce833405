import { useEffect, useState } from 'react';
import { optionDefaults } from '../../shared/engine/facts';
import { GAME_CATALOG, gameInfo } from '../../shared/games/catalog';
import { DEFAULT_ONLINE_PORT, type OnlineHostStatus } from '../../shared/ipc/online';
import type { TableRequest } from '../../shared/online/protocol';
import { guestServerOpensTables, isGuestPage, pageAddress } from '../bridge/guest';
import { hasHost, host, unwrap } from '../bridge/host';
import { hasTable } from '../games/registry';
import { useGameTable } from '../games/useGameTable';
import { useNavigation } from '../stores/navigation';
import { useSettings } from '../stores/settings';
import { seatColours } from '../ui/palette';
import { FormFooter, TextField } from '../ui/FormParts';
import { LevelNotes } from '../ui/LevelNotes';
import { OptionField } from '../ui/OptionField';
import { hostSeats } from './host-seats';
import { useOnline } from './online-store';
import { FairPromise } from './FairDice';

const GAMES = GAME_CATALOG.filter((g) => hasTable(g.id));

/**
 * Where the table runs: `here`, served by this app on a port of its own (the desktop app
 * and npm run web); `server`, a table server at an address (npm run serve); `page`, the
 * table server that served this page, when it opens tables for its visitors.
 */
type Where = 'here' | 'server' | 'page';

/**
 * Opens the table and sits in the host's seat: on a table server (which makes the table and
 * checks the claim the page sends), or in this app, which serves the table and opens it
 * itself, handing over the host's claim.
 */
async function openTable(
  where: Where,
  port: string,
  address: string,
  table: TableRequest,
): Promise<string | null> {
  if (where === 'page') return useOnline.getState().host(pageAddress(location), table);
  if (where === 'server') return useOnline.getState().host(address, table);
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

/** The places this page can open a table: this app's own port, a server by address, or the page's server. */
function placesHere(): readonly Where[] {
  if (isGuestPage()) return guestServerOpensTables() ? ['page'] : [];
  return hasHost() ? ['here', 'server'] : ['server'];
}

function WhereFields({
  where,
  onWhere,
  port,
  onPort,
  address,
  onAddress,
}: {
  readonly where: Where;
  readonly onWhere: (where: Where) => void;
  readonly port: string;
  readonly onPort: (port: string) => void;
  readonly address: string;
  readonly onAddress: (address: string) => void;
}) {
  const places = placesHere();
  if (where === 'page')
    return (
      <p className="host-server">
        The table opens on the table server at <strong>{location.host}</strong>, the one this page
        came from: friends join it from here with their invites.
      </p>
    );
  return (
    <>
      {places.length > 1 && (
        <fieldset className="field host-where">
          <legend>Where the table runs</legend>
          <label>
            <input
              type="radio"
              name="host-where"
              checked={where === 'here'}
              onChange={() => onWhere('here')}
            />{' '}
            On this computer
          </label>
          <label>
            <input
              type="radio"
              name="host-where"
              checked={where === 'server'}
              onChange={() => onWhere('server')}
            />{' '}
            On a table server, by its address
          </label>
        </fieldset>
      )}
      {where === 'here' ? (
        <>
          <TextField
            id="host-port"
            label="Port"
            hint="friends connect to this port on your computer"
            value={port}
            onChange={onPort}
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
          onChange={onAddress}
          placeholder="192.168.1.20:2567"
        />
      )}
    </>
  );
}

/** Opening an online table: the game and its options, the seats, and where it runs. */
export function HostScreen() {
  const go = useNavigation((s) => s.go);
  const back = useNavigation((s) => s.back);
  const colours = seatColours(useSettings((s) => s.settings.colourBlindPalette));
  const [gameId, setGameId] = useState<string>(GAMES[0]?.id ?? 'river-stakes');
  const info = gameInfo(gameId);
  const load = useGameTable(gameId);
  const ready = load.status === 'ready' ? load.table : null;
  const [count, setCount] = useState(2);
  const [name, setName] = useState('');
  const [levels, setLevels] = useState<readonly (string | null)[]>([]);
  const [chosen, setChosen] = useState<{
    readonly gameId: string;
    readonly values: Record<string, unknown>;
  } | null>(null);
  const [where, setWhere] = useState<Where>(placesHere()[0] ?? 'server');
  const [port, setPort] = useState(String(DEFAULT_ONLINE_PORT));
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const players = info ? Math.min(Math.max(count, info.players.min), info.players.max) : count;
  // The game's own options and its computer levels, as its New game form has them.
  const botLevels = ready?.facts.botLevels ?? [];
  const options =
    chosen?.gameId === gameId
      ? chosen.values
      : ready && info
        ? optionDefaults(ready.game, ready.facts, info.players.min)
        : {};

  const open = async (): Promise<void> => {
    if (!name.trim()) return setProblem('Type your name: your friends see it at the table.');
    if (!ready) return setProblem('The game is still being set up: try again in a moment.');
    const seats = hostSeats({
      hostName: name,
      players,
      levels: levels.map((level) => (level !== null && botLevels.includes(level) ? level : null)),
      colours,
      ...(info?.roles ? { roles: info.roles } : {}),
    });
    setBusy(true);
    setProblem(null);
    try {
      const config = options as TableRequest['config'];
      const failed = await openTable(where, port, address, {
        gameId,
        seats,
        hostSeat: 0,
        ...(config ? { config } : {}),
      });
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
      {where === 'here' && <Serving />}
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
              value={levels[seat] ?? 'friend'}
              onChange={(e) =>
                setLevels((all) => {
                  const next = [...all];
                  next[seat] = e.target.value === 'friend' ? null : e.target.value;
                  return next;
                })
              }
            >
              <option value="friend">A friend, by invite</option>
              {botLevels.map((level) => (
                <option key={level} value={level}>
                  Computer ({level})
                </option>
              ))}
            </select>
          </div>
        ))}
        {ready && <LevelNotes facts={ready.facts} chosen={levels.slice(1, players)} />}
        {ready && ready.facts.options.length > 0 && (
          <fieldset>
            <legend>Options</legend>
            {ready.facts.options.map((option) => (
              <OptionField
                key={option.key}
                option={option}
                value={options[option.key]}
                onChange={(v) => setChosen({ gameId, values: { ...options, [option.key]: v } })}
              />
            ))}
          </fieldset>
        )}
        <WhereFields
          where={where}
          onWhere={setWhere}
          port={port}
          onPort={setPort}
          address={address}
          onAddress={setAddress}
        />
        <FormFooter problem={problem} onBack={back}>
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Opening…' : 'Open the table'}
          </button>
        </FormFooter>
      </form>
      <FairPromise />
    </main>
  );
}
