/**
 * The match being played: its table, its record (what is saved), the state replaying it
 * gives, the physical throws behind its dice actions, and the game log. Every action goes
 * through `act`, which asks the engine, records the action and autosaves.
 */
import { create } from 'zustand';
import { IllegalActionError, type BaseAction } from '../../shared/engine/contract';
import { replay, type MatchRecord } from '../../shared/engine/record';
import { takeBackDecision } from '../../shared/engine/undo';
import { SAVE_FORMAT, SAVE_FORMAT_VERSION, type SaveFile } from '../../shared/saves/format';
import { hasHost, host, unwrap } from '../bridge/host';
import { withSeatNames } from '../contract/seat-names';
import type { AnyGameTable } from '../contract/game-table';
import type { Tutorial } from '../../shared/engine/tutorial';
import { LESSON_GOES_ONE_WAY, useLesson } from './lesson';

export interface LogLine {
  readonly index: number;
  /** In the game's words, with the players' names. */
  readonly text: string;
}

interface MatchStore {
  readonly table: AnyGameTable | null;
  readonly record: MatchRecord | null;
  readonly state: unknown;
  readonly throws: Readonly<Record<string, unknown>>;
  readonly log: readonly LogLine[];
  /** The last refusal or problem, shown in the HUD (a refusal fades; see hud/Notice). */
  readonly notice: string | null;
  /** Whether the notice is a problem that stays until the next action (a failed save), not a refusal. */
  readonly noticeLasts: boolean;
  /** Counts what has been told, so a refusal said again is seen (and fades) afresh. */
  readonly told: number;
  readonly saving: boolean;
  /** Sits down at a new match; with `lesson`, a guided first game that keeps no autosave. */
  start(table: AnyGameTable, record: MatchRecord, lesson?: Tutorial): void;
  /**
   * Sits down at a saved game. A named save played on becomes a match of its own, so its
   * autosaves never overwrite the match it was saved from.
   */
  load(table: AnyGameTable, save: SaveFile, from: 'autosave' | 'named save'): void;
  /**
   * Plays an action; a refusal (the engine's, or a lesson's when it is not the lesson's
   * next step) becomes the notice and nothing changes.
   */
  act(action: BaseAction, physicalThrow?: unknown): boolean;
  /**
   * Takes back the last decision a person made, with the computers' answers since (the
   * table asks the other person to agree first when it was not theirs).
   */
  undo(): void;
  toSave(name: string): SaveFile | null;
  /**
   * Says something to the players in the HUD, in their names: a refusal (it fades), or a
   * problem that stays until the next action.
   */
  tell(notice: string | null, kind?: 'refusal' | 'problem'): void;
  close(): void;
}

function logOf(table: AnyGameTable, record: MatchRecord): LogLine[] {
  const lines: LogLine[] = [];
  let state = table.game.setup(record.config, record.seed);
  record.actions.forEach((action, index) => {
    lines.push({
      index,
      text: withSeatNames(table.game.describe(action, state), record.seats),
    });
    state = table.game.apply(state, action);
  });
  return lines;
}

const EMPTY = {
  table: null,
  record: null,
  state: null,
  throws: {},
  log: [],
  notice: null,
  noticeLasts: false,
};

export const useMatch = create<MatchStore>((set, get) => {
  /**
   * One autosave on its way at a time, and the newest state written last: two writes under
   * way at once can land in either order, and an older game left on disk would be what
   * Continue finds. Actions made while one is written are saved together once it lands.
   */
  let writing: Promise<void> | null = null;
  let newer = false;
  function autosave(): Promise<void> {
    if (writing) {
      newer = true;
      return writing;
    }
    writing = (async () => {
      do {
        newer = false;
        await writeAutosave();
      } while (newer);
    })().finally(() => {
      writing = null;
    });
    return writing;
  }

  async function writeAutosave(): Promise<void> {
    // A lesson is played from its script every time: it never takes the place of a real game's autosave.
    if (useLesson.getState().tutorial) return;
    const save = get().toSave('Autosave');
    if (!save || !hasHost()) return;
    set({ saving: true });
    try {
      await unwrap(host().saves.autosave(save));
      set({ saving: false });
    } catch (error) {
      set({ saving: false });
      get().tell(`Autosave failed: ${(error as Error).message}`, 'problem');
    }
  }

  return {
    ...EMPTY,
    saving: false,
    told: 0,

    start(table, record, lesson) {
      if (lesson) useLesson.getState().begin(lesson);
      else useLesson.getState().end();
      set({ ...EMPTY, table, record, state: replay(table.game, record) });
      void autosave();
    },

    load(table, save, from) {
      useLesson.getState().end();
      const record =
        from === 'named save'
          ? { ...save.record, startedAt: new Date().toISOString() }
          : save.record;
      set({
        ...EMPTY,
        table,
        record,
        state: save.snapshot.state,
        throws: save.throws,
        log: logOf(table, save.record),
      });
    },

    act(action, physicalThrow) {
      const { table, record, state, throws, log } = get();
      if (!table || !record) return false;
      const lesson = useLesson.getState().check(action, record.actions.length);
      if (!lesson.ok) {
        get().tell(lesson.why);
        return false;
      }
      try {
        const text = withSeatNames(table.game.describe(action, state), record.seats);
        const next = table.game.apply(state, action);
        const index = record.actions.length;
        set({
          record: { ...record, actions: [...record.actions, action] },
          state: next,
          throws:
            physicalThrow === undefined ? throws : { ...throws, [String(index)]: physicalThrow },
          log: [...log, { index, text }],
          notice: null,
        });
        useLesson.getState().played();
      } catch (error) {
        if (error instanceof IllegalActionError) {
          get().tell(error.reason);
          return false;
        }
        throw error;
      }
      void autosave();
      return true;
    },

    undo() {
      const { table, record, log } = get();
      if (!table || !record) return;
      if (useLesson.getState().tutorial) {
        get().tell(LESSON_GOES_ONE_WAY);
        return;
      }
      const result = takeBackDecision(table.game, record);
      if (!result.ok) {
        get().tell(result.reason);
        return;
      }
      set({
        record: result.record,
        state: result.state,
        log: log.slice(0, result.record.actions.length),
        notice: null,
      });
      void autosave();
    },

    toSave(name) {
      const { table, record, state, throws } = get();
      if (!table || !record) return null;
      return {
        format: SAVE_FORMAT,
        formatVersion: SAVE_FORMAT_VERSION,
        name,
        savedAt: new Date().toISOString(),
        record,
        throws,
        snapshot: {
          actionCount: record.actions.length,
          turnLabel: table.facts.turnLabel(state),
          state,
        },
      };
    },

    tell(notice, kind = 'refusal') {
      const seats = get().record?.seats ?? [];
      set({
        notice: notice === null ? null : withSeatNames(notice, seats),
        noticeLasts: notice !== null && kind === 'problem',
        told: get().told + 1,
      });
    },

    close() {
      useLesson.getState().end();
      set(EMPTY);
    },
  };
});
