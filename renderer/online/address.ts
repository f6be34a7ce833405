/**
 * Turning what a person types as the host's address ("192.168.1.20:2567", "table.example",
 * "ws://…") into the server URL the Colyseus client connects to.
 */
import { DEFAULT_ONLINE_PORT } from '../../shared/ipc/online';

export type ServerAddress = { readonly url: string } | { readonly problem: string };

export function serverAddress(typed: string): ServerAddress {
  const text = typed.trim();
  if (!text) return { problem: 'Type the address the host gave you, like 192.168.1.20:2567.' };
  const withScheme = /^[a-z]+:\/\//i.test(text) ? text : `ws://${text}`;
  let parsed: URL;
  try {
    parsed = new URL(withScheme);
  } catch {
    return { problem: `“${text}” is not an address. It looks like 192.168.1.20:2567.` };
  }
  const secure = parsed.protocol === 'wss:' || parsed.protocol === 'https:';
  if (!secure && parsed.protocol !== 'ws:' && parsed.protocol !== 'http:')
    return { problem: `“${text}” is not an address. It looks like 192.168.1.20:2567.` };
  if (!parsed.hostname || (parsed.pathname !== '/' && parsed.pathname !== ''))
    return { problem: `“${text}” is not an address. It looks like 192.168.1.20:2567.` };
  // URL forgets a port that is its scheme's own; typed out, it is meant, not the usual 2567.
  const namedDefault = /:80\/?$/.test(text);
  const port = parsed.port || (secure || namedDefault ? '' : String(DEFAULT_ONLINE_PORT));
  return { url: `${secure ? 'wss' : 'ws'}://${parsed.hostname}${port ? `:${port}` : ''}` };
}
