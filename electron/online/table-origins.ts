/**
 * Which pages may use a table server's matchmaking from a browser: River Table's own. The
 * page this server serves its guests (the request's own Host), the desktop app
 * (app://river-table) and a page on the player's own computer (the web host and the
 * development server, at a loopback address on any port). Another site a player happens
 * to visit is refused, and its page is let read nothing: it cannot spend the player's
 * guesses or learn a table's answer.
 */
import { APP_ORIGIN } from '../../shared/ipc/app-origin';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether a request made by a page at `origin` may use matchmaking; a request with no
 * Origin comes from no web page (a program, the desktop app's own process) and may.
 */
export function allowOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (origin === undefined || origin === APP_ORIGIN) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // Exactly an origin, as a browser writes one: nothing that merely starts alike.
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin)
    return false;
  return url.host === host?.toLowerCase() || LOOPBACK.has(url.hostname);
}

/** Colyseus's CORS headers for every answer, less the two that let a page read it. */
export const NO_CORS = {
  'Access-Control-Allow-Headers': 'Origin, X-Requested-With, Content-Type, Accept, Authorization',
  'Access-Control-Allow-Methods': 'POST',
  'Access-Control-Max-Age': '600',
};

/** The headers that let one of our pages read matchmaking's answer (the SDK sends credentials). */
export function corsHeaders(headers: Headers): Record<string, string> {
  const origin = headers.get('origin');
  if (origin === null || !allowOrigin(origin, headers.get('host') ?? undefined))
    return { Vary: 'Origin' };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
  };
}
