/**
 * One handler per IPC channel. Each checks its arguments against the channel's schema
 * before anything is touched, and answers with an IpcResult. No Electron here: main wires
 * these to ipcMain (after checking the sender), and the web host (electron/web) to its socket.
 */
import { readableError } from '../../shared/engine/schema-errors';
import { ipcChannels, type AppInfo, type IpcChannel } from '../../shared/ipc/api';
import { fail, ok, type IpcResult } from '../../shared/ipc/result';
import { IllegalActionError } from '../../shared/engine/contract';
import { RecordError, type MatchRecord } from '../../shared/engine/record';
import type { AudiencePatch, AudienceWindowSize } from '../../shared/ipc/audience';
import type { AutosaveMoves } from '../../shared/saves/autosave-moves';
import type { SaveFile } from '../../shared/saves/format';
import type { OnlineHosting } from '../online/hosting';
import type { TableRequest } from '../../shared/online/protocol';
import type { AudienceController } from './audience/controller';
import type { SaveStore } from './save-store';
import type { SettingsStore } from './settings-store';

export interface ApiDependencies {
  readonly saves: SaveStore;
  readonly settings: SettingsStore;
  readonly appInfo: AppInfo;
  readonly audience: AudienceController;
  /** Opens the audience window on the streaming page; only main has windows to open. */
  readonly openAudienceWindow?: (url: string, size: AudienceWindowSize) => void;
  /** The table server for online play; only an app that can serve has one. */
  readonly online?: OnlineHosting;
}

export type ApiHandlers = Readonly<
  Record<IpcChannel, (...args: unknown[]) => Promise<IpcResult<unknown>>>
>;

type Implementations = {
  readonly [C in IpcChannel]: (
    ...args: never[]
  ) => IpcResult<unknown> | Promise<IpcResult<unknown>>;
};

const noHosting = () => fail('forbidden', 'Only the desktop app hosts online tables.');

export function createApiHandlers({
  saves,
  settings,
  appInfo,
  audience,
  openAudienceWindow,
  online,
}: ApiDependencies): ApiHandlers {
  const implementations: Implementations = {
    'saves:list': () => saves.list(),
    'saves:read': (id: string) => saves.read(id),
    'saves:saveAs': (name: string, save: SaveFile) => saves.saveAs(name, save),
    'saves:autosave': (save: SaveFile) => saves.autosave(save),
    'saves:autosaveMoves': (moves: AutosaveMoves) => saves.autosaveMoves(moves),
    'saves:rename': (id: string, name: string) => saves.rename(id, name),
    'saves:remove': (id: string) => saves.remove(id),
    'saves:latestAutosave': () => saves.latestAutosave(),
    'settings:get': () => settings.get(),
    'settings:update': (patch: never) => settings.update(patch),
    'audience:status': () => ok(audience.status()),
    'audience:configure': async (patch: AudiencePatch) => ok(await audience.configure(patch)),
    'audience:newToken': () => ok(audience.newToken()),
    'audience:publish': (record: MatchRecord | null, throws: Record<string, unknown>) => {
      try {
        audience.publish(record, throws);
        return ok(null);
      } catch (error) {
        if (error instanceof RecordError || error instanceof IllegalActionError)
          return fail('invalid-argument', `The match cannot be streamed: ${error.message}`);
        throw error;
      }
    },
    'audience:openWindow': (size: AudienceWindowSize) => {
      const url = audience.status().url;
      if (!url)
        return fail(
          'invalid-argument',
          'Turn streaming on first: the audience window shows its page.',
        );
      if (!openAudienceWindow)
        return fail(
          'forbidden',
          'The audience window is a second window, which only the desktop app can open. In a browser, copy the audience page address (Settings → Streaming → Copy) and open it in a tab of its own.',
        );
      openAudienceWindow(url, size);
      return ok(null);
    },
    'online:status': () => (online ? ok(online.status()) : noHosting()),
    'online:host': async (port: number) => (online ? ok(await online.start(port)) : noHosting()),
    'online:open': async (table: TableRequest) => {
      if (!online) return noHosting();
      const opened = await online.open(table);
      return 'problem' in opened ? fail('invalid-argument', opened.problem) : ok(opened);
    },
    'online:stop': async () => (online ? ok(await online.stop()) : noHosting()),
    'app:info': () => ok(appInfo),
  };

  const entries = (Object.keys(ipcChannels) as IpcChannel[]).map((channel) => {
    const handler = async (...args: unknown[]): Promise<IpcResult<unknown>> => {
      const parsed = ipcChannels[channel].safeParse(args);
      if (!parsed.success)
        return fail(
          'invalid-argument',
          `${channel} was called with bad arguments: ${readableError(parsed.error)}`,
        );
      try {
        return await (
          implementations[channel] as (
            ...a: unknown[]
          ) => IpcResult<unknown> | Promise<IpcResult<unknown>>
        )(...(parsed.data as unknown[]));
      } catch (error) {
        return fail(
          'io',
          `${channel} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    };
    return [channel, handler] as const;
  });
  return Object.fromEntries(entries) as unknown as ApiHandlers;
}
