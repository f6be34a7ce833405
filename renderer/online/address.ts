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
  // Browsers take nearly anything as a ws:// host ("not%20an%20address!!"); a host is a name,
  // four numbers or an IPv6 address in brackets.
  if (!/^([a-z0-9-]+(\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])$/i.test(parsed.hostname))
    return { problem: `“${text}” is not an address. It looks like 192.168.1.20:2567.` };
  // URL forgets a port that is its scheme's own; typed out, it is meant, not the usual 2567.
  const namedDefault = /:80\/?$/.test(text);
  const port = parsed.port || (secure || namedDefault ? '' : String(DEFAULT_ONLINE_PORT));
  return { url: `${secure ? 'wss' : 'ws'}://${parsed.hostname}${port ? `:${port}` : ''}` };
}

/**
 * Where friends reach a table server given as typed: its address ("192.168.1.20:2567") and
 * the page a browser opens there; `loopback` when it is this computer's own address only.
 */
export function shareable(
  typed: string,
): { readonly address: string; readonly page: string; readonly loopback: boolean } | null {
  const server = serverAddress(typed);
  if ('problem' in server) return null;
  const url = new URL(server.url);
  const address = url.host;
  const page = `${url.protocol === 'wss:' ? 'https' : 'http'}://${address}/`;
  const loopback = /^(127\.|localhost$|\[::1\]$)/i.test(url.hostname);
  return { address, page, loopback };
}
