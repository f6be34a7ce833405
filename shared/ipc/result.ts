/**
 * Errors do not survive Electron's IPC as classes, so every call answers with a result
 * the renderer can show: a code to react to and a message for a person.
 */
export type IpcErrorCode =
  | 'invalid-argument'
  | 'not-found'
  | 'damaged'
  | 'too-new'
  | 'io'
  | 'forbidden'
  /** Nothing was written and the previous save is whole; the caller keeps the game and retries. */
  | 'disk-full'
  /** Only new moves were sent, but main no longer holds the ones before them: send the whole save. */
  | 'stale';

export interface IpcError {
  readonly code: IpcErrorCode;
  readonly message: string;
}

export type IpcResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: IpcError };

export const ok = <T>(value: T): IpcResult<T> => ({ ok: true, value });
export const fail = (code: IpcErrorCode, message: string): IpcResult<never> => ({
  ok: false,
  error: { code, message },
});
