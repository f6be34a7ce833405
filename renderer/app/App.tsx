import { lazy, Suspense, useEffect } from 'react';
import { TableHud } from '../hud/TableHud';
import { DiceTray } from '../dice/DiceTray';
import { AboutScreen } from '../screens/AboutScreen';
import { DiceScreen } from '../screens/DiceScreen';
import { HomeScreen } from '../screens/home/HomeScreen';
import { NewGameScreen } from '../screens/NewGameScreen';
import { SettingsScreen } from '../screens/SettingsScreen';
import { useAudiencePublishing } from '../match/useAudiencePublishing';
import { useMatch } from '../stores/match';
import { HostedBoard } from '../host/HostedBoard';
import { useNavigation, type Screen } from '../stores/navigation';
import { useSettings } from '../stores/settings';
import { TableCanvas } from '../table/TableCanvas';
import { ErrorBoundary } from './ErrorBoundary';
import { useKeymap, useKeys } from '../input/keymap';
import { useMenuCommands } from './useMenuCommands';

// The rules pages bring their text and the Markdown library: loaded when first opened.
const RulesScreen = lazy(() =>
  import('../screens/RulesScreen').then((m) => ({ default: m.RulesScreen })),
);
// Online play brings the network client (Colyseus and its encoders): loaded when first used.
const HostScreen = lazy(() =>
  import('../online/HostScreen').then((m) => ({ default: m.HostScreen })),
);
const JoinScreen = lazy(() =>
  import('../online/JoinScreen').then((m) => ({ default: m.JoinScreen })),
);
const OnlineHud = lazy(() => import('../online/OnlineHud').then((m) => ({ default: m.OnlineHud })));
const OnlineBoard = lazy(() =>
  import('../online/OnlineBoard').then((m) => ({ default: m.OnlineBoard })),
);

function Overlay({ screen }: { readonly screen: Screen }) {
  switch (screen.name) {
    case 'home':
      return <HomeScreen />;
    case 'new-game':
      return <NewGameScreen gameId={screen.gameId} />;
    case 'table':
      return <TableHud />;
    case 'dice':
      return <DiceScreen />;
    case 'settings':
      return <SettingsScreen />;
    case 'about':
      return <AboutScreen />;
    case 'online-host':
    case 'online-join':
    case 'online':
      return (
        <Suspense fallback={<p role="status">Opening online play…</p>}>
          {screen.name === 'online-host' ? (
            <HostScreen />
          ) : screen.name === 'online-join' ? (
            <JoinScreen />
          ) : (
            <OnlineHud />
          )}
        </Suspense>
      );
    case 'rules':
      return (
        <Suspense fallback={<p role="status">Opening the rules…</p>}>
          <RulesScreen gameId={screen.gameId} />
        </Suspense>
      );
  }
}

/** The free dice tray stands in the middle of the table, towards the player. */
const FREE_TRAY = { width: 9, depth: 5.5 } as const;

function Board({ screen }: { readonly screen: Screen }) {
  if (screen.name === 'dice') return <DiceTray tray={FREE_TRAY} position={[0, 0, 2]} />;
  if (screen.name === 'online')
    return (
      <Suspense fallback={null}>
        <OnlineBoard />
      </Suspense>
    );
  return <HostedBoard />;
}

export function App() {
  const screen = useNavigation((s) => s.screen);
  const go = useNavigation((s) => s.go);
  const { colourBlindPalette, reducedMotion } = useSettings((s) => s.settings);
  useMenuCommands();
  useAudiencePublishing();
  useKeymap();
  // Escape goes back from every screen but the table (whose menu takes it) and home.
  useKeys(
    'app',
    { escape: useNavigation.getState().back },
    screen.name !== 'home' && screen.name !== 'table' && screen.name !== 'online',
  );
  useEffect(() => {
    void useSettings.getState().load();
  }, []);
  const returnHome = (): void => {
    useMatch.getState().close();
    go({ name: 'home' });
  };
  return (
    <div
      className="app"
      data-screen={screen.name}
      data-palette={colourBlindPalette ? 'colour-blind-safe' : 'standard'}
      data-reduced-motion={reducedMotion}
    >
      <ErrorBoundary onReturnHome={returnHome}>
        <TableCanvas>
          <Board screen={screen} />
        </TableCanvas>
        <div className="overlay">
          <Overlay screen={screen} />
        </div>
      </ErrorBoundary>
    </div>
  );
}
