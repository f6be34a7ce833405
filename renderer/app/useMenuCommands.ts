import { useEffect } from 'react';
import { gameInfo } from '../../shared/games/catalog';
import type { MenuCommand } from '../../shared/ipc';
import { hasHost, host } from '../bridge/host';
import { useMatch } from '../stores/match';
import { useNavigation, type Screen } from '../stores/navigation';
import { useStreaming } from '../stores/streaming';

function screenFor(command: MenuCommand): Screen {
  const id = useMatch.getState().table?.game.id;
  const gameId = (id && gameInfo(id)?.id) || null;
  switch (command) {
    case 'new-game':
      return { name: 'new-game', gameId };
    case 'load':
    case 'home':
      return { name: 'home' };
    case 'save-as':
      return { name: 'table' };
    case 'rules':
      return { name: 'rules', gameId };
    case 'about':
      return { name: 'about' };
    case 'settings':
    case 'audience-window':
      return { name: 'settings' };
    case 'host-online':
      return { name: 'online-host' };
    case 'join-online':
      return { name: 'online-join' };
  }
}

/** The application menu's commands (and their shortcuts), sent from main, as screen changes. */
export function useMenuCommands(): void {
  const go = useNavigation((s) => s.go);
  useEffect(() => {
    if (!hasHost()) return;
    return host().app.onMenu((command) => {
      if (command === 'save-as' && !useMatch.getState().record) return;
      // The window opens over the streaming settings, where its address and sizes are.
      if (command === 'audience-window') void useStreaming.getState().openWindow('1280x720');
      go(screenFor(command));
    });
  }, [go]);
}
