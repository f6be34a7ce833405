/**
 * The match being played: its record (what is saved), the state replaying it gives, the
 * physical throws behind its dice actions, and the game log. Every action goes through
 * `act`, which asks the engine, records the action and autosaves.
 */
import { create } from 'zustand';
import { IllegalActionError, type BaseAction } from '../../shared/engine/contract';
import { replay, type MatchRecord } from '../../shared/engine/record';
import { takeBack } from '../../shared/engine/undo';
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveFile } from '../../shared/saves/format';
import { hasHost, host, unwrap } from '../bridge/host';
import type { TablePlugin } from '../games/types';

export interface LogLine {
  readonly index: number;
  readonly text: string;
}

interface MatchStore {
  readonly plugin: TablePlugin | null;
  readonly record: MatchRecord | null;
  readonly state: unknown;
  readonly throws: Readonly<Record<string, unknown>>;
  readonly log: readonly LogLine[];
  /** The last refusal or save problem, shown in the HUD until the next action. */
  readonly notice: string | null;
  readonly saving: boolean;
  /** The caller looks the table up (games/registry), so this store imports no table. */
  start(record: MatchRecord, plugin: TablePlugin): void;
  load(save: SaveFile, plugin: TablePlugin): void;
  /** Plays an action; a refusal becomes the notice and nothing changes. */
  act(action: BaseAction, physicalThrow?: unknown): boolean;
  undo(seat: number): void;
  toSave(name: string): SaveFile | null;
  close(): void;
}

function logOf(plugin: TablePlugin, record: MatchRecord): LogLine[] {
  const lines: LogLine[] = [];
  let state = plugin.game.setup(record.config, record.seed);
  record.actions.forEach((action, index) => {
    lines.push({ index, text: plugin.game.describe(action, state) });
    state = plugin.game.apply(state, action);
  });
  return lines;
}

export const useMatch = create<MatchStore>((set, get) => {
  async function autosave(): Promise<void> {
    const save = get().toSave('Autosave');
    if (!save || !hasHost()) return;
    set({ saving: true });
    try {
      await unwrap(host().saves.autosave(save));
      set({ saving: false });
    } catch (error) {
      set({ saving: false, notice: `Autosave failed: ${(error as Error).message}` });
    }
  }

  return {
    plugin: null,
    record: null,
    state: null,
    throws: {},
    log: [],
    notice: null,
    saving: false,

    start(record, plugin) {
      set({
        plugin,
        record,
        state: replay(plugin.game, record),
        throws: {},
        log: [],
        notice: null,
      });
      void autosave();
    },

    load(save, plugin) {
      set({
        plugin,
        record: save.record,
        state: save.snapshot.state,
        throws: save.throws,
        log: logOf(plugin, save.record),
        notice: null,
      });
    },

    act(action, physicalThrow) {
      const { plugin, record, state, throws, log } = get();
      if (!plugin || !record) return false;
      try {
        const text = plugin.game.describe(action, state);
        const next = plugin.game.apply(state, action);
        const index = record.actions.length;
        set({
          record: { ...record, actions: [...record.actions, action] },
          state: next,
          throws:
            physicalThrow === undefined ? throws : { ...throws, [String(index)]: physicalThrow },
          log: [...log, { index, text }],
          notice: null,
        });
      } catch (error) {
        if (error instanceof IllegalActionError) {
          set({ notice: error.reason });
          return false;
        }
        throw error;
      }
      void autosave();
      return true;
    },

    undo(seat) {
      const { plugin, record, log } = get();
      if (!plugin || !record) return;
      const result = takeBack(plugin.game, record, seat);
      if (!result.ok) {
        set({ notice: result.reason });
        return;
      }
      set({ record: result.record, state: result.state, log: log.slice(0, -1), notice: null });
      void autosave();
    },

    toSave(name) {
      const { plugin, record, state, throws } = get();
      if (!plugin || !record) return null;
      return {
        format: SAVE_FORMAT,
        formatVersion: SAVE_FORMAT_VERSION,
        name,
        savedAt: new Date().toISOString(),
        record,
        throws,
        snapshot: { actionCount: record.actions.length, turnLabel: plugin.turnLabel(state), state },
      };
    },

    close() {
      set({ plugin: null, record: null, state: null, throws: {}, log: [], notice: null });
    },
  };
});
