import { create } from 'zustand';
import { DEFAULT_SETTINGS, type Settings, type SettingsPatch } from '../../shared/ipc';
import { hasHost, host, unwrap } from '../bridge/host';

interface SettingsStore {
  readonly settings: Settings;
  readonly loaded: boolean;
  /** The last problem saving or loading settings, for the settings screen to show. */
  readonly problem: string | null;
  load(): Promise<void>;
  update(patch: SettingsPatch): Promise<void>;
}

export const useSettings = create<SettingsStore>((set, get) => ({
  settings: DEFAULT_SETTINGS,
  loaded: false,
  problem: null,
  async load() {
    if (!hasHost()) {
      set({ loaded: true, problem: 'Settings cannot be saved outside the desktop app.' });
      return;
    }
    try {
      set({ settings: await unwrap(host().settings.get()), loaded: true, problem: null });
    } catch (error) {
      set({ loaded: true, problem: (error as Error).message });
    }
  },
  async update(patch) {
    const previous = get().settings;
    // Show the change at once; persistence follows and is rolled back if it fails.
    set({ settings: { ...previous, ...patch } });
    if (!hasHost()) return;
    try {
      set({ settings: await unwrap(host().settings.update(patch)), problem: null });
    } catch (error) {
      set({ settings: previous, problem: (error as Error).message });
    }
  },
}));
