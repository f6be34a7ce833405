import { useEffect } from 'react';
import { gameInfo } from '../../../shared/games/catalog';
import { tableFor } from '../../games/registry';
import { useMatch } from '../../stores/match';
import { useNavigation } from '../../stores/navigation';
import { useSaves } from '../../stores/saves';
import { Library } from './Library';
import { SavesList } from './SavesList';

function ContinueButton() {
  const latest = useSaves((s) => s.latest);
  const go = useNavigation((s) => s.go);
  const plugin = latest && tableFor(latest.record.gameId);
  if (!latest || !plugin) return null;
  const name = gameInfo(latest.record.gameId)?.name ?? latest.record.gameId;
  return (
    <button
      type="button"
      className="primary continue"
      onClick={() => {
        useMatch.getState().load(latest, plugin);
        go({ name: 'table' });
      }}
    >
      Continue {name} — {latest.snapshot.turnLabel}
      <small>{latest.record.seats.map((s) => s.name).join(', ')}</small>
    </button>
  );
}

export function HomeScreen() {
  const go = useNavigation((s) => s.go);
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
        <ContinueButton />
      </header>
      <div className="home-body">
        <Library />
        <SavesList />
      </div>
      <footer className="home-footer">
        <button type="button" onClick={() => go({ name: 'dice' })}>
          Dice tray
        </button>
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
    </main>
  );
}
