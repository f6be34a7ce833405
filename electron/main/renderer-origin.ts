/**
 * Where the renderer comes from, and the checks that follow from it: in a packaged build
 * (and whenever no development server is named) the bundled files served as
 * `app://river-table/…`; in development only, electron-vite's server from
 * ELECTRON_RENDERER_URL. No Electron here, so every check is tested as plain Node.
 */
import { relative, resolve, sep } from 'node:path';
import { APP_HOST, APP_SCHEME } from '../../shared/ipc/app-origin';

export { APP_HOST, APP_SCHEME };
export const APP_ENTRY = `${APP_SCHEME}://${APP_HOST}/index.html`;

export type RendererSource =
  | { readonly kind: 'bundled'; readonly url: string }
  | { readonly kind: 'dev-server'; readonly url: string; readonly origin: string };

function parsed(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The dev server is honoured only in an unpackaged app, and only on this computer. */
export function rendererSource(
  devServerUrl: string | undefined,
  isPackaged: boolean,
): RendererSource {
  const dev = !isPackaged && devServerUrl ? parsed(devServerUrl) : null;
  if (
    dev &&
    (dev.protocol === 'http:' || dev.protocol === 'https:') &&
    ['localhost', '127.0.0.1', '[::1]'].includes(dev.hostname)
  )
    return { kind: 'dev-server', url: dev.href, origin: dev.origin };
  return { kind: 'bundled', url: APP_ENTRY };
}

/** Whether a URL is a page of our renderer: the exact origin, nothing that merely starts alike. */
export function isRendererUrl(url: string, source: RendererSource): boolean {
  const candidate = parsed(url);
  if (!candidate) return false;
  if (source.kind === 'dev-server') return candidate.origin === source.origin;
  // A custom scheme has no web origin ("null"), so compare its parts.
  return (
    candidate.protocol === `${APP_SCHEME}:` &&
    candidate.host === APP_HOST &&
    candidate.username === '' &&
    candidate.password === '' &&
    candidate.port === ''
  );
}

export interface IpcSender {
  /** The URL of the frame that sent the message, if it still exists. */
  readonly url: string | undefined;
  readonly isMainFrame: boolean;
}

/** Only our renderer's main frame may call the API: no iframe, no other page. */
export function isTrustedSender(sender: IpcSender, source: RendererSource): boolean {
  return sender.isMainFrame && sender.url !== undefined && isRendererUrl(sender.url, source);
}

/**
 * The file inside the bundled renderer folder that an `app://river-table/…` request names,
 * or null: another host, a malformed escape, or a path that climbs out of the folder.
 */
export function bundledFileFor(requestUrl: string, rendererRoot: string): string | null {
  const url = parsed(requestUrl);
  if (!url || url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  const root = resolve(rendererRoot);
  const file = resolve(root, `.${path === '/' ? '/index.html' : path}`);
  const inside = relative(root, file);
  if (inside === '' || inside.startsWith('..') || inside.split(sep).includes('..')) return null;
  return file;
}

/**
 * Links that may open in the person's browser: exact addresses of our own pages. No page
 * of the app links out today; one that does adds its address here.
 */
export const EXTERNAL_LINKS: readonly string[] = [];

export function mayOpenExternally(url: string): boolean {
  const candidate = parsed(url);
  return (
    candidate !== null && candidate.protocol === 'https:' && EXTERNAL_LINKS.includes(candidate.href)
  );
}
