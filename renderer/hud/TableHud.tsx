import { gameInfo } from '../../shared/games/catalog';
import { withSeatNames } from '../games/seat-names';
import { useMatch } from '../stores/match';
import { CameraButtons } from './CameraButtons';
import { DiceHistoryPanel } from '../dice/DiceHistoryPanel';
import { MatchDriver } from '../match/MatchDriver';
import { GameLog } from './GameLog';
import { ReplayControls } from './ReplayControls';
import { TableMenu } from './TableMenu';
import { TakeBackButton } from './TakeBackButton';

/** What floats over the table during a game: whose turn, the log, the menu and the game's own panels. */
export function TableHud() {
  const { plugin, state, record, notice, saving } = useMatch();
  if (!plugin || !record) return null;
  const pending = plugin.game.next(state);
  const who =
    pending.kind === 'decision'
      ? pending.seats.map((s) => record.seats[s]?.name).join(' & ')
      : pending.kind === 'throw'
        ? pending.seat === null
          ? 'The table'
          : record.seats[pending.seat]?.name
        : null;
  const what =
    pending.kind === 'decision'
      ? pending.prompt
      : pending.kind === 'throw'
        ? `throw for ${pending.purpose}`
        : withSeatNames(pending.outcome.summary, record.seats);
  const Hud = plugin.Hud;
  return (
    <div className="table-hud">
      <header className="hud-top">
        <h1>{gameInfo(plugin.gameId)?.name}</h1>
        <p className="turn" aria-live="polite">
          {who ? (
            <>
              <strong>{who}</strong>: {what}
            </>
          ) : (
            what
          )}
        </p>
        <span className="turn-label">{plugin.turnLabel(state)}</span>
        {saving && <span className="saving">saving…</span>}
        <TakeBackButton />
        <CameraButtons />
        <TableMenu />
      </header>
      {notice && (
        <p className="notice" role="alert">
          {notice}
        </p>
      )}
      <MatchDriver />
      <Hud />
      <ReplayControls />
      <DiceHistoryPanel />
      <GameLog />
    </div>
  );
}
