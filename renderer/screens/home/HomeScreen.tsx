import { useEffect } from 'react';
import { guestServerOpensTables, isGuestPage } from '../../bridge/guest';
import { gameInfo } from '../../../shared/games/catalog';
import { sitDownAt } from '../useOpenSave';
import { hasTable } from '../../games/registry';
import { useNavigation } from '../../stores/navigation';
import { useReplay } from '../../stores/replay';
import { useSaves } from '../../stores/saves';
import { Library } from './Library';
import { SavesList } from './SavesList';

/**
 * The newest autosave, one click away: a game in progress to continue, or a finished one
 * to watch again from its first move. Whether it is finished is the engine's word on the
 * saved state, never read from its label.
 */
function LatestGameButton() {
  const latest = useSaves((s) => s.latest);
  const go = useNavigation((s) => s.go);
  const finished = useSaves((s) => s.listing.saves.find((save) => save.autosave)?.finished);
  if (!latest || !hasTable(latest.record.gameId)) return null;
  const name = gameInfo(latest.record.gameId)?.name ?? latest.record.gameId;
  return (
    <button
      type="button"
      className="primary continue"
      onClick={() => {
        void sitDownAt(latest, 'autosave').then((seated) => {
          if (!seated) return;
          go({ name: 'table' });
          if (finished) useReplay.getState().start();
        });
      }}
    >
      {finished ? 'Watch again' : 'Continue'} {name} — {latest.snapshot.turnLabel}
      <small>{latest.record.seats.map((s) => s.name).join(', ')}</small>
    </button>
  );
}

/**
 * A friend's page at a table server keeps nothing: no saves to continue, no game of its own;
 * only the tables there (joined by invite, or opened there when the server opens tables for
 * its visitors), the dice tray, rules and this page's settings.
 */
function GuestHome() {
  const go = useNavigation((s) => s.go);
  const opens = guestServerOpensTables();
  return (
    <main className="screen home" aria-labelledby="app-title">
      <header className="home-header">
        <h1 id="app-title">River Table</h1>
        <p className="tagline">
          You are a guest of the table server at {location.host}: join a table with the invite your
          host sent you, or watch it with its code
          {opens ? '; or open a table here and invite your friends.' : '.'}
        </p>
        <div className="buttons">
          <button type="button" className="primary" onClick={() => go({ name: 'online-join' })}>
            Join the table
          </button>
          {opens && (
            <button type="button" onClick={() => go({ name: 'online-host' })}>
              Open a table here
            </button>
          )}
        </div>
      </header>
      <div className="home-body">
        <p className="tagline">
          This page keeps nothing: saves and streaming stay on a computer with River Table. Install
          River Table to keep games of your own.
        </p>
      </div>
      <HomeFooter online={false} />
    </main>
  );
}

/** The ways off the home screen; a guest page has no online play of its own to start. */
function HomeFooter({ online }: { readonly online: boolean }) {
  const go = useNavigation((s) => s.go);
  return (
    <footer className="home-footer">
      <button type="button" onClick={() => go({ name: 'dice' })}>
        Dice tray
      </button>
      {online && (
        <>
          <button type="button" onClick={() => go({ name: 'online-host' })}>
            Host online
          </button>
          <button type="button" onClick={() => go({ name: 'online-join' })}>
            Join online
          </button>
        </>
      )}
      <button type="button" onClick={() => go({ name: 'settings' })}>
        Settings
      </button>
      <button type="button" onClick={() => go({ name: 'rules', gameId: null })}>
        Rules
      </button>
      <button type="button" onClick={() => go({ name: 'about' })}>
        About &amp; credits
      </button>
    </footer>
  );
}

export function HomeScreen() {
  return isGuestPage() ? <GuestHome /> : <PlayerHome />;
}

function PlayerHome() {
  const refresh = useSaves((s) => s.refresh);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return (
    <main className="screen home" aria-labelledby="app-title">
      <header className="home-header">
        <h1 id="app-title">River Table</h1>
        <p className="tagline">
          Five river games on one table. Real dice, enforced rules, honest opponents.
        </p>
        <LatestGameButton />
      </header>
      <div className="home-body">
        <Library />
        <SavesList />
      </div>
      <HomeFooter online />
    </main>
  );
}
