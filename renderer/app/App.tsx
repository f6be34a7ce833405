import { useEffect } from 'react';
import { TableHud } from '../hud/TableHud';
import { DiceTray } from '../dice/DiceTray';
import { AboutScreen } from '../screens/AboutScreen';
import { DiceScreen } from '../screens/DiceScreen';
import { HomeScreen } from '../screens/home/HomeScreen';
import { NewGameScreen } from '../screens/NewGameScreen';
import { RulesScreen } from '../screens/RulesScreen';
import { SettingsScreen } from '../screens/SettingsScreen';
import { useMatch } from '../stores/match';
import { useNavigation, type Screen } from '../stores/navigation';
import { useSettings } from '../stores/settings';
import { TableCanvas } from '../table/TableCanvas';
import { ErrorBoundary } from './ErrorBoundary';
import { useGlobalKeys } from './useGlobalKeys';
import { useMenuCommands } from './useMenuCommands';

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
    case 'rules':
      return <RulesScreen gameId={screen.gameId} />;
  }
}

/** The free dice tray stands in the middle of the table, towards the player. */
const FREE_TRAY = { width: 9, depth: 5.5 } as const;

function Board({ screen }: { readonly screen: Screen }) {
  const plugin = useMatch((s) => s.plugin);
  if (screen.name === 'dice') return <DiceTray tray={FREE_TRAY} position={[0, 0, 2]} />;
  if (!plugin) return null;
  const GameBoard = plugin.Board;
  return <GameBoard />;
}

export function App() {
  const screen = useNavigation((s) => s.screen);
  const go = useNavigation((s) => s.go);
  const { colourBlindPalette, reducedMotion } = useSettings((s) => s.settings);
  useMenuCommands();
  useGlobalKeys();
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
