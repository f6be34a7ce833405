/**
 * One WebSocket message from the page is one call: `{ id, channel, args }`, answered with
 * `{ id, result }`. The host pushes menu commands as `{ menu }`. A call names one of the
 * IPC channels and its arguments go through that channel's handler, which checks them
 * against the channel's schema before anything is touched (api-handlers.ts).
 */
import { ipcChannels, type IpcChannel, type MenuCommand } from '../../shared/ipc/api';
import { fail, type IpcResult } from '../../shared/ipc/result';
import type { ApiHandlers } from '../main/api-handlers';

export interface CallMessage {
  readonly id: number;
  readonly channel: string;
  readonly args: readonly unknown[];
}

export interface AnswerMessage {
  readonly id: number | null;
  readonly result: IpcResult<unknown>;
}

export interface MenuMessage {
  readonly menu: MenuCommand;
}

/**
 * How deep a call may nest arrays and objects: a whole save nests a dozen levels. Parsing
 * nesting millions deep takes seconds, so a deeper call is refused before it is parsed.
 */
export const MAX_CALL_DEPTH = 64;

/** Whether `text` nests deeper than `limit`, read once without parsing it. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      if (++depth > limit) return true;
    } else if (c === ']' || c === '}') depth--;
  }
  return false;
}

function parsed(text: string): CallMessage | null {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof message !== 'object' || message === null) return null;
  const { id, channel, args } = message as Record<string, unknown>;
  if (!Number.isSafeInteger(id) || typeof channel !== 'string' || !Array.isArray(args)) return null;
  return { id: id as number, channel, args };
}

/** The answer to one message; `allowed` says whether the caller is within its rate. */
export async function answer(
  handlers: ApiHandlers,
  text: string,
  allowed: () => boolean = () => true,
): Promise<AnswerMessage> {
  if (nestsDeeperThan(text, MAX_CALL_DEPTH))
    return {
      id: null,
      result: fail('invalid-argument', `A call is nested ${MAX_CALL_DEPTH} levels deep at most.`),
    };
  const call = parsed(text);
  if (!call)
    return {
      id: null,
      result: fail('invalid-argument', 'A call is JSON: { id, channel, args: [...] }.'),
    };
  if (!allowed())
    return {
      id: call.id,
      result: fail('forbidden', 'Too many calls at once: nothing was done. Try again shortly.'),
    };
  if (!Object.hasOwn(ipcChannels, call.channel))
    return {
      id: call.id,
      result: fail('forbidden', `There is no channel called ${JSON.stringify(call.channel)}.`),
    };
  return { id: call.id, result: await handlers[call.channel as IpcChannel](...call.args) };
}

/**
 * A token bucket: `burst` calls at once, then `perSecond`. A page makes a few calls per
 * move (autosave, audience); a script hammering the host is slowed, not served.
 */
export function rateLimiter(perSecond: number, burst: number, now = () => Date.now()) {
  let tokens = burst;
  let last = now();
  return (): boolean => {
    const t = now();
    tokens = Math.min(burst, tokens + ((t - last) / 1000) * perSecond);
    last = t;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
}
