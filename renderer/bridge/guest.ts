/**
 * A friend's browser at a table server (electron/online/web-client.ts served the page and
 * marked it). The guest plays or watches a table there, or opens one on a server that
 * opens tables, and keeps nothing: this bridge answers in the page's memory and reaches no
 * host. Saves, streaming and serving tables from the page are refused with a message saying
 * why; settings last while the page is open, written nowhere.
 */
import type { IpcChannel } from '../../shared/ipc/api';
import { fail, ok, type IpcResult } from '../../shared/ipc/result';
import { DEFAULT_SETTINGS, settingsPatchSchema, type Settings } from '../../shared/ipc/settings';
import type { ChannelTransport } from '../../shared/ipc/remote-api';

const GUEST_META = 'river-table-guest';

export const GUEST_REFUSAL =
  'This page is a guest at a friend’s table: it plays that table only. Saves, streaming and hosting need River Table on your own computer.';

function guestMeta(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`meta[name="${GUEST_META}"]`)?.getAttribute('content') ?? null;
}

/** Whether a table server served this page to a guest. */
export function isGuestPage(): boolean {
  return guestMeta() !== null;
}

/** Whether the server that served this page opens tables for its guests (npm run serve does). */
export function guestServerOpensTables(): boolean {
  return guestMeta() === 'server';
}

/**
 * The table server's address as the join form takes it: the page's own origin, with its
 * port written out (an address with none means the usual table port, not the page's).
 */
export function pageAddress(where: Pick<Location, 'protocol' | 'hostname' | 'port'>): string {
  const secure = where.protocol === 'https:';
  return `${secure ? 'https' : 'http'}://${where.hostname}:${where.port || (secure ? '443' : '80')}`;
}

export function guestTransport(): ChannelTransport {
  let settings: Settings = DEFAULT_SETTINGS;
  const answers: Partial<Record<IpcChannel, (args: readonly unknown[]) => IpcResult<unknown>>> = {
    'saves:list': () => ok({ saves: [], damaged: [] }),
    'saves:latestAutosave': () => ok(null),
    'settings:get': () => ok(settings),
    'settings:update': ([patch]) => {
      const parsed = settingsPatchSchema.safeParse(patch);
      if (!parsed.success)
        return fail('invalid-argument', 'That setting is not one River Table has.');
      settings = { ...settings, ...parsed.data };
      return ok(settings);
    },
    // Nothing streams from a guest's page; the table's own host streams it if they like.
    'audience:publish': () => ok(null),
  };
  return {
    invoke: (channel, args) =>
      Promise.resolve(answers[channel]?.(args) ?? fail('forbidden', GUEST_REFUSAL)),
    onMenu: () => () => undefined,
  };
}
