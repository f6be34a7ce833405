/**
 * The one contract between the renderer and the main process. The preload exposes exactly
 * these named methods as `window.riverTable`; main validates every argument against the
 * schemas below (and checks the sender) before acting. Nothing else crosses.
 */
import { z } from 'zod';
import type { MatchRecord } from '../engine/record';
import {
  audiencePatchSchema,
  audiencePublishArgs,
  audienceWindowSizeSchema,
  type AudiencePatch,
  type AudienceWindowSize,
  type AudienceStatus,
} from './audience';
import {
  saveArgumentSchema,
  type DamagedSave,
  type SaveFile,
  type SaveSummary,
} from '../saves/format';
import { autosaveMovesSchema } from '../saves/autosave-moves';
import type { TableRequest } from '../online/protocol';
import {
  onlinePortSchema,
  tableRequestSchema,
  type OnlineHostStatus,
  type OpenedTable,
} from './online';
import type { IpcResult } from './result';
import { settingsPatchSchema, type Settings, type SettingsPatch } from './settings';

/** A save's id is a file stem we made: letters, digits, dashes, underscores only. */
export const saveIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'a save id has only letters, digits, - and _');

/** A name typed by a person; main turns it into a safe file stem. */
export const saveNameSchema = z
  .string()
  .trim()
  .min(1, 'a save needs a name')
  .max(80, 'a save name is at most 80 characters');

export const menuCommands = [
  'new-game',
  'load',
  'save-as',
  'rules',
  'about',
  'settings',
  'home',
  'audience-window',
  'host-online',
  'join-online',
] as const;
export type MenuCommand = (typeof menuCommands)[number];

export interface SavesListing {
  readonly saves: readonly SaveSummary[];
  readonly damaged: readonly DamagedSave[];
}

export interface AppInfo {
  readonly name: string;
  readonly version: string;
  readonly platform: string;
  readonly versions: Readonly<Record<string, string>>;
}

export interface RiverTableApi {
  readonly saves: {
    list(): Promise<IpcResult<SavesListing>>;
    read(id: string): Promise<IpcResult<SaveFile>>;
    /** Save under a person's name ("Save as"); returns the summary with its new id. */
    saveAs(name: string, save: SaveFile): Promise<IpcResult<SaveSummary>>;
    /** The autosave slot for this match, written after every action. */
    autosave(save: SaveFile): Promise<IpcResult<SaveSummary>>;
    rename(id: string, name: string): Promise<IpcResult<SaveSummary>>;
    remove(id: string): Promise<IpcResult<null>>;
    /** The most recent autosave, for "Continue"; null when there is none. */
    latestAutosave(): Promise<IpcResult<SaveFile | null>>;
  };
  readonly settings: {
    get(): Promise<IpcResult<Settings>>;
    update(patch: SettingsPatch): Promise<IpcResult<Settings>>;
  };
  /** Streaming: the audience page for OBS and the delayed commentator feed. */
  readonly audience: {
    status(): Promise<IpcResult<AudienceStatus>>;
    configure(patch: AudiencePatch): Promise<IpcResult<AudienceStatus>>;
    /** New tokens for both URLs; pages open with the old ones are disconnected. */
    newToken(): Promise<IpcResult<AudienceStatus>>;
    /** After every action (and on a new match, a load, a take-back): the match as it stands. */
    publish(
      record: MatchRecord | null,
      throws: Readonly<Record<string, unknown>>,
    ): Promise<IpcResult<null>>;
    /** Opens (or brings forward) the audience window at a stream's size; streaming must be on. */
    openWindow(size: AudienceWindowSize): Promise<IpcResult<null>>;
  };
  /** Online play: the table server this app hosts for friends on other computers. */
  readonly online: {
    status(): Promise<IpcResult<OnlineHostStatus>>;
    /** Starts serving tables on `port` (the status says if the port could not be used). */
    host(port: number): Promise<IpcResult<OnlineHostStatus>>;
    /** Opens a table on the running server; the host sits down at it with the claim. */
    open(table: TableRequest): Promise<IpcResult<OpenedTable>>;
    stop(): Promise<IpcResult<OnlineHostStatus>>;
  };
  readonly app: {
    info(): Promise<IpcResult<AppInfo>>;
    /** Menu and shortcut commands from main; returns an unsubscribe function. */
    onMenu(listener: (command: MenuCommand) => void): () => void;
  };
}

/** Channel names and the argument schemas main checks, one entry per invoke method. */
export const ipcChannels = {
  'saves:list': z.tuple([]),
  'saves:read': z.tuple([saveIdSchema]),
  'saves:saveAs': z.tuple([saveNameSchema, saveArgumentSchema]),
  'saves:autosave': z.tuple([saveArgumentSchema]),
  /** An autosave that sends only the moves made since the last one (see autosave-sender.ts). */
  'saves:autosaveMoves': z.tuple([autosaveMovesSchema]),
  'saves:rename': z.tuple([saveIdSchema, saveNameSchema]),
  'saves:remove': z.tuple([saveIdSchema]),
  'saves:latestAutosave': z.tuple([]),
  'settings:get': z.tuple([]),
  'settings:update': z.tuple([settingsPatchSchema]),
  'audience:status': z.tuple([]),
  'audience:configure': z.tuple([audiencePatchSchema]),
  'audience:newToken': z.tuple([]),
  'audience:publish': audiencePublishArgs,
  'audience:openWindow': z.tuple([audienceWindowSizeSchema]),
  'online:status': z.tuple([]),
  'online:host': z.tuple([onlinePortSchema]),
  'online:open': z.tuple([tableRequestSchema]),
  'online:stop': z.tuple([]),
  'app:info': z.tuple([]),
} as const;

export type IpcChannel = keyof typeof ipcChannels;
export const MENU_CHANNEL = 'menu:command';
