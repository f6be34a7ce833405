/**
 * Built pages' files, served from one folder: only files inside it, only one page among
 * the HTML files (the audience server serves the audience page, never the app's own), and
 * a content type for each.
 */
import { realpathSync, statSync } from 'node:fs';
import { extname, join, sep } from 'node:path';

export const AUDIENCE_PAGE = 'audience.html';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.ktx2': 'image/ktx2',
  '.hdr': 'application/octet-stream',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
};

export const contentTypeOf = (file: string): string =>
  CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * The file a request path names inside `root`, or null. `segments` are the path's parts
 * after the token, still percent-encoded; an empty path is `page`, the one HTML file served
 * (the audience page; the web host serves the app's own page instead).
 */
export function staticFile(
  root: string,
  segments: readonly string[],
  page: string = AUDIENCE_PAGE,
): string | null {
  let parts: string[];
  try {
    parts = segments.map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
  if (parts.length === 0 || (parts.length === 1 && parts[0] === '')) parts = [page];
  const unsafe = (p: string): boolean =>
    p === '' || p === '.' || p === '..' || /[\\/\0:]/.test(p) || p.startsWith('.');
  if (parts.some(unsafe)) return null;
  if (extname(parts.at(-1)!).toLowerCase() === '.html' && parts.join('/') !== page) return null;
  try {
    const base = realpathSync(root);
    // Resolving links too: a link inside the folder must not lead out of it.
    const file = realpathSync(join(base, ...parts));
    if (!file.startsWith(base + sep) || !statSync(file).isFile()) return null;
    return file;
  } catch {
    return null;
  }
}
