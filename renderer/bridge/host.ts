/**
 * The renderer's only way to its host. Two transports give the same RiverTableApi
 * (shared/ipc/remote-api.ts): in the desktop app, Electron's preload as `window.riverTable`;
 * in a browser, the web host's WebSocket (web-transport.ts), when a web host served the
 * page. A guest's page at a friend's table (guest.ts) gets the same API answered in its own
 * memory. Every call answers with an IpcResult; `unwrap` turns a refusal into a HostError
 * whose message is written for a person.
 */
import type { IpcErrorCode, IpcResult, RiverTableApi } from '../../shared/ipc';
import { remoteApi } from '../../shared/ipc/remote-api';
import { guestTransport, isGuestPage } from './guest';
import { webHostPath, webTransport } from './web-transport';

declare global {
  interface Window {
    riverTable?: RiverTableApi;
  }
}

export class HostError extends Error {
  override readonly name = 'HostError';
  constructor(
    readonly code: IpcErrorCode | 'no-host',
    message: string,
  ) {
    super(message);
  }
}

let webApi: RiverTableApi | null | undefined;

function chosen(): RiverTableApi | null {
  if (window.riverTable) return window.riverTable;
  if (webApi === undefined) {
    const path = typeof document === 'undefined' ? null : webHostPath();
    if (path) webApi = remoteApi(webTransport(path));
    else webApi = isGuestPage() ? remoteApi(guestTransport()) : null;
  }
  return webApi;
}

export function host(): RiverTableApi {
  const api = chosen();
  if (!api) {
    throw new HostError(
      'no-host',
      'River Table is not running inside its desktop app or its web host (npm start), so saves and settings are unavailable.',
    );
  }
  return api;
}

export function hasHost(): boolean {
  return chosen() !== null;
}

export async function unwrap<T>(pending: Promise<IpcResult<T>>): Promise<T> {
  const result = await pending;
  if (!result.ok) throw new HostError(result.error.code, result.error.message);
  return result.value;
}
