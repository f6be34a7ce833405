import { create } from 'zustand';
import type { GameId } from '../../shared/games/catalog';
import { guestServerOpensTables, isGuestPage } from '../bridge/guest';

export type Screen =
  | { readonly name: 'home' }
  | { readonly name: 'new-game'; readonly gameId: GameId | null }
  | { readonly name: 'table' }
  /** The free dice tray: any dice, thrown by hand or under the cup, outside any game. */
  | { readonly name: 'dice' }
  | { readonly name: 'settings' }
  | { readonly name: 'about' }
  | { readonly name: 'rules'; readonly gameId: GameId | null }
  /** Online play: opening a table for friends, taking a seat by invite, and the table itself. */
  | { readonly name: 'online-host' }
  | { readonly name: 'online-join' }
  | { readonly name: 'online' };

interface NavigationStore {
  readonly screen: Screen;
  /** Where "Back" goes from settings, rules and about. */
  readonly previous: Screen;
  go(screen: Screen): void;
  back(): void;
}

// A friend's page at a host's table server came to take a seat there: it opens on Join. A
// server that also opens tables (npm run serve) opens on its home, offering both.
const FIRST: Screen =
  isGuestPage() && !guestServerOpensTables() ? { name: 'online-join' } : { name: 'home' };

export const useNavigation = create<NavigationStore>((set, get) => ({
  screen: FIRST,
  previous: { name: 'home' },
  go(screen) {
    const current = get().screen;
    // Switching tabs within a screen keeps "Back" pointing where the person came from.
    set({ screen, previous: current.name === screen.name ? get().previous : current });
  },
  back() {
    const { previous, screen } = get();
    set({
      screen: previous.name === screen.name ? { name: 'home' } : previous,
      previous: { name: 'home' },
    });
  },
}));
