/**
 * The renderer's only way to the main process: the preload's `window.riverTable`.
 * Every call answers with an IpcResult; `unwrap` turns a refusal into a HostError whose
 * message is written for a person.
 */
import type { IpcErrorCode, IpcResult, RiverTableApi } from '../../shared/ipc';

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

export function host(): RiverTableApi {
  const api = window.riverTable;
  if (!api) {
    throw new HostError(
      'no-host',
      'River Table is not running inside its desktop app, so saves and settings are unavailable.',
    );
  }
  return api;
}

export function hasHost(): boolean {
  return window.riverTable !== undefined;
}

export async function unwrap<T>(pending: Promise<IpcResult<T>>): Promise<T> {
  const result = await pending;
  if (!result.ok) throw new HostError(result.error.code, result.error.message);
  return result.value;
}
