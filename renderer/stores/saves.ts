import { create } from 'zustand';
import type { SavesListing } from '../../shared/ipc';
import type { SaveFile } from '../../shared/saves/format';
import { hasHost, host, unwrap } from '../bridge/host';

interface SavesStore {
  readonly listing: SavesListing;
  readonly latest: SaveFile | null;
  readonly problem: string | null;
  readonly loading: boolean;
  refresh(): Promise<void>;
  read(id: string): Promise<SaveFile | null>;
  rename(id: string, name: string): Promise<void>;
  remove(id: string): Promise<void>;
  saveAs(name: string, save: SaveFile): Promise<boolean>;
}

const EMPTY: SavesListing = { saves: [], damaged: [] };

export const useSaves = create<SavesStore>((set, get) => {
  /** Runs a host call; a refusal becomes the shown problem instead of an exception. */
  async function attempt<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      const value = await work();
      set({ problem: null });
      return value;
    } catch (error) {
      set({ problem: (error as Error).message });
      return null;
    }
  }

  return {
    listing: EMPTY,
    latest: null,
    problem: null,
    loading: false,
    async refresh() {
      if (!hasHost()) {
        set({
          listing: EMPTY,
          latest: null,
          problem: 'Saves are kept by the desktop app, which is not running.',
        });
        return;
      }
      set({ loading: true });
      const listing = await attempt(() => unwrap(host().saves.list()));
      const latest = await attempt(() => unwrap(host().saves.latestAutosave()));
      set({ listing: listing ?? EMPTY, latest: latest ?? null, loading: false });
    },
    async read(id) {
      const save = await attempt(() => unwrap(host().saves.read(id)));
      if (!save) {
        // A refused read moves the damaged file aside, so the list changes; keep the reason shown.
        const problem = get().problem;
        await get().refresh();
        set({ problem });
      }
      return save;
    },
    async rename(id, name) {
      await attempt(() => unwrap(host().saves.rename(id, name)));
      await get().refresh();
    },
    async remove(id) {
      await attempt(() => unwrap(host().saves.remove(id)));
      await get().refresh();
    },
    async saveAs(name, save) {
      const done = await attempt(() => unwrap(host().saves.saveAs(name, save)));
      return done !== null;
    },
  };
});
