import { useEffect, useMemo, useState } from 'react';
import type { Pending } from '../../shared/engine/contract';
import { gameInfo } from '../../shared/games/catalog';
import type { TableMessage } from '../../shared/online/protocol';
import { useKeys } from '../input/keymap';
import { useThrow } from '../dice/throw-store';
import { useGameTable } from '../games/useGameTable';
import { CameraButtons } from '../hud/CameraButtons';
import { HudStage } from '../hud/HudStage';
import { TurnWords } from '../hud/TurnWords';
import { useThrowControl } from '../stores/throw-control';
import { useSeatCamera } from '../host/seat-camera';
import { useNavigation } from '../stores/navigation';
import type { AnyGameTable, TableProps } from '../contract/game-table';
import { turnLine } from '../host/turn-line';
import { AwaitingDeal, FairAlarm, FairMark } from './FairDice';
import { AwayPanel, ReconnectWait } from './AwayPanel';
import { Invites } from './Invites';
import { useOnline, type OnlineStatus } from './online-store';
import { useOnlineProps } from './useOnlineProps';

/** The dice are ours to throw now: the room waits for them and nothing of ours is on its way. */
function ourThrow(table: TableMessage | null, waiting: boolean): Pending | null {
  const pending = table?.pending;
  if (!table || waiting || pending?.kind !== 'throw' || pending.seat !== table.viewer) return null;
  return pending;
}

/** "Roll" (Space, or a flick of the dice in the tray) sends only the throw; the room throws. */
function OnlineRoll({ table }: { readonly table: TableMessage }) {
  const waiting = useOnline((s) => s.sentAt !== null || s.status !== 'seated');
  const rolling = useThrow((s) => s.rolling);
  const announcement = useThrow((s) => s.announcement);
  const pending = rolling ? null : ourThrow(table, waiting);
  const dice = pending?.kind === 'throw' ? pending.dice : null;
  const roll = (): void => useOnline.getState().throwDice();
  useKeys('host', { space: roll }, pending !== null);
  useEffect(() => {
    useThrowControl.setState({
      roll: (gesture) => useOnline.getState().throwDice(gesture),
      handDice: dice,
    });
    return () => useThrowControl.setState({ roll: null, handDice: null });
  }, [dice]);
  const name = table.viewer === 'public' ? '' : table.seats[table.viewer]?.name;
  return (
    <section className="hud-panel roll" aria-label="Dice">
      {pending && (
        <button type="button" className="primary" onClick={roll}>
          {`Roll, ${name ?? 'player'} (Space)`}
        </button>
      )}
      <p className="throw-result" role="status" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}

/** After a lost connection: our own invite takes the seat again, the table as it was. */
function SitBackDown() {
  const [problem, setProblem] = useState<string | null>(null);
  const watching = useOnline((s) => s.watching !== null);
  return (
    <>
      <button
        type="button"
        className="primary"
        onClick={() => void useOnline.getState().sitBackDown().then(setProblem)}
      >
        {watching ? 'Watch again' : 'Sit back down'}
      </button>
      {problem && <span className="problem">{problem}</span>}
    </>
  );
}

const STATUS_WORDS: Readonly<Record<OnlineStatus, string>> = {
  idle: 'not connected',
  connecting: 'connecting…',
  seated: 'connected',
  reconnecting: 'reconnecting…',
  lost: 'connection lost',
};

/** Fair dice's own lines, told apart from the moves they follow. */
const FAIR_LINE = /^[✓✗] Fair dice — /;

function OnlineLog() {
  const log = useOnline((s) => s.log);
  return (
    <aside className="hud-panel game-log" aria-label="Game log">
      <h2>Game log</h2>
      <ol aria-live="polite" aria-relevant="additions">
        {log.map((line, i) => (
          <li key={i} className={FAIR_LINE.test(line) ? 'fair' : undefined}>
            {line}
          </li>
        ))}
      </ol>
    </aside>
  );
}

function GamePanels({
  gameTable,
  props,
}: {
  readonly gameTable: AnyGameTable;
  readonly props: TableProps;
}) {
  const { Hud, Result } = gameTable;
  const leave = (): void => {
    void useOnline.getState().leave();
    useNavigation.getState().go({ name: 'home' });
  };
  return (
    <>
      <Hud {...props} />
      {props.pending.kind === 'end' && (
        <section className="hud-panel winner" role="dialog" aria-labelledby="result-title">
          <Result {...props} outcome={props.pending.outcome} />
          <div className="buttons">
            <button type="button" className="primary" onClick={leave}>
              Leave the table
            </button>
          </div>
        </section>
      )}
    </>
  );
}

/** The Seat view is this person's own chair, wherever the turn is: online, everyone has a screen. */
function useOwnSeatCamera(gameTable: AnyGameTable | null, table: TableMessage | null): void {
  const players = table?.seats.length ?? 0;
  const poses = useMemo(
    () => (gameTable ? gameTable.seatPoses(players) : null),
    [gameTable, players],
  );
  useSeatCamera(poses, table?.viewer ?? 'public', null);
}

/** What floats over an online table: whose turn, the connection, the game's panels, invites. */
export function OnlineHud() {
  const table = useOnline((s) => s.table);
  const status = useOnline((s) => s.status);
  const notice = useOnline((s) => s.notice);
  const props = useOnlineProps();
  const load = useGameTable(table?.gameId ?? null);
  const go = useNavigation((s) => s.go);
  useOwnSeatCamera(load.status === 'ready' ? load.table : null, table);
  const leave = (): void => {
    void useOnline.getState().leave();
    go({ name: 'home' });
  };
  if (!table || !props) {
    return (
      <section className="screen panel" role="status">
        <p>{status === 'lost' ? notice : 'Sitting down at the table…'}</p>
        {status === 'lost' && <SitBackDown />}
        <button type="button" onClick={leave}>
          Leave
        </button>
      </section>
    );
  }
  const { who, what } = turnLine(table.pending, table.seats);
  const mine = table.viewer === 'public' ? null : table.seats[table.viewer];
  return (
    <div className="table-hud online-hud" data-status={status}>
      <header className="hud-top">
        <h1>{gameInfo(table.gameId)?.name ?? table.gameId}</h1>
        <p className="turn" aria-live="polite">
          <TurnWords who={who} what={what} />
        </p>
        {mine ? (
          <>
            <span className="at-screen" title={`You: ${mine.name}`}>
              You: {mine.name}
            </span>
            <span className="watch-code" title="Anyone may watch this table with its code">
              Watch code <code>{table.code}</code>
            </span>
          </>
        ) : (
          <span className="at-screen">Watching, in no seat</span>
        )}
        <span className="online-status" role="status">
          Online — {STATUS_WORDS[status]}
        </span>
        <ReconnectWait />
        <FairMark />
        <div className="hud-controls">
          <CameraButtons />
          <button type="button" onClick={leave}>
            Leave
          </button>
        </div>
      </header>
      <HudStage>
        {notice && (
          <p className="notice" role="alert">
            {notice} {status === 'lost' && <SitBackDown />}
          </p>
        )}
        {load.status === 'ready' && status === 'seated' && !table.awaitingDeal && (
          <GamePanels gameTable={load.table} props={props} />
        )}
        <AwaitingDeal table={table} />
        {status !== 'lost' && <OnlineRoll table={table} />}
        <FairAlarm />
        {/* The log and who is missing share the left column: the game's own panels keep theirs. */}
        <div className="online-side">
          <OnlineLog />
          {table.viewer === table.hostSeat ? (
            <Invites table={table} />
          ) : (
            <AwayPanel table={table} />
          )}
        </div>
      </HudStage>
    </div>
  );
}
