import { useEffect, useMemo, useState } from 'react';
import type { Pending, Viewer } from '../../shared/engine/contract';
import { gameInfo } from '../../shared/games/catalog';
import { DiceHistoryPanel } from '../dice/DiceHistoryPanel';
import { historyOf } from '../dice/history';
import { useHurryEnds } from '../match/hurry';
import { useAutomaticThrows } from '../match/throws';
import { useComputerTurns, useThinkingSeat } from '../match/useComputerTurns';
import { useLessonDriver } from '../match/useLessonDriver';
import { useLesson } from '../stores/lesson';
import { LessonPanel } from './lesson/LessonPanel';
import { useMatch } from '../stores/match';
import { HandoverPause } from '../host/HandoverPause';
import { PrivacyScreen } from '../host/PrivacyScreen';
import { turnLine } from '../host/turn-line';
import { ResultPanel } from '../host/ResultPanel';
import { useSeatCamera } from '../host/seat-camera';
import { useTableProps } from '../host/useTableProps';
import { useViewer } from '../stores/viewer';
import { CameraButtons } from './CameraButtons';
import { HudStage } from './HudStage';
import { GameLog } from './GameLog';
import { ReplayControls } from './ReplayControls';
import { RollButton } from './RollButton';
import { Notice } from './Notice';
import { TableAnnouncer } from './TableAnnouncer';
import { TableMenu } from './TableMenu';
import { TakeBackButton } from './TakeBackButton';
import { TurnWords } from './TurnWords';

/** The screen follows the person the game waits on; the Seat view sits in that person's chair. */
function useSeatFollowing(pending: Pending | null, viewer: Viewer): void {
  const table = useMatch((s) => s.table);
  const seats = useMatch((s) => s.record?.seats);
  useEffect(() => {
    if (pending && seats) useViewer.getState().follow(pending, seats);
  }, [pending, seats]);
  const players = seats?.length ?? 0;
  const poses = useMemo(() => (table ? table.seatPoses(players) : null), [table, players]);
  useSeatCamera(poses, viewer, pending);
}

/** What floats over the table during a game: whose turn, the log, the menu and the game's own panels. */
export function TableHud() {
  const table = useMatch((s) => s.table);
  const state = useMatch((s) => s.state);
  const record = useMatch((s) => s.record);
  const saving = useMatch((s) => s.saving);
  const props = useTableProps();
  const thinking = useThinkingSeat();
  const waitingFor = useViewer((s) => s.seat);
  const inLesson = useLesson((s) => s.tutorial !== null);
  useComputerTurns();
  useLessonDriver();
  useAutomaticThrows();
  useHurryEnds();
  useSeatFollowing(props?.pending ?? null, waitingFor);
  useEffect(() => () => useViewer.getState().reset(), []);
  // The last moment someone said everyone at the screen has seen.
  const [seen, setSeen] = useState<string | null>(null);
  if (!table || !props) return null;
  const moment = props.covered ? (table.handoverMoment?.(props.view) ?? null) : null;
  const nextName =
    waitingFor === 'public' ? null : (props.seats[waitingFor]?.name ?? 'the next player');
  const { who, what } = turnLine(props.pending, props.seats);
  const { Hud, Result } = table;
  const screened = props.covered && nextName !== null && (moment === null || moment === seen);
  const pausing = nextName !== null && moment !== null;
  const seatName = props.viewer === 'public' ? null : props.seats[props.viewer]?.name;
  return (
    <div className="table-hud">
      <header className="hud-top">
        <h1>{gameInfo(table.game.id)?.name}</h1>
        <p className="turn">
          <TurnWords who={who} what={what} />
          {thinking !== null && <span className="thinking"> thinking…</span>}
        </p>
        <span className="turn-label">{table.facts.turnLabel(state)}</span>
        {seatName && (
          <span className="at-screen" title={`At the screen: ${seatName}`}>
            At the screen: {seatName}
          </span>
        )}
        {saving && <span className="saving">saving…</span>}
        <div className="hud-controls">
          <TakeBackButton />
          <CameraButtons />
          <TableMenu />
        </div>
      </header>
      <TableAnnouncer props={props} />
      <HudStage>
        {screened ? (
          <PrivacyScreen name={nextName} />
        ) : (
          <>
            <Hud {...props} />
            {pausing && <HandoverPause name={nextName} onPass={() => setSeen(moment)} />}
            {props.pending.kind === 'end' && !props.replaying && (
              <ResultPanel gameId={table.game.id}>
                <Result {...props} outcome={props.pending.outcome} />
              </ResultPanel>
            )}
          </>
        )}
        <div className="hud-top-centre">
          <Notice />
          {!screened && !pausing && <RollButton />}
        </div>
        <ReplayControls />
        {table.tray && record && <DiceHistoryPanel of={historyOf(record)} />}
        {inLesson ? (
          <div className="lesson-column">
            <LessonPanel />
            <GameLog />
          </div>
        ) : (
          <GameLog />
        )}
      </HudStage>
    </div>
  );
}
