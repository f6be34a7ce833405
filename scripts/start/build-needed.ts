/**
 * Whether the built renderer (out/renderer) is older than what it is built from, so the
 * browser fallback builds only when something changed (a build takes a while on 2 cores).
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time of any file under `paths` (files or folders), or 0. */
export function newestChange(paths: readonly string[]): number {
  let newest = 0;
  const visit = (path: string): void => {
    let stats;
    try {
      stats = statSync(path);
    } catch {
      return;
    }
    if (stats.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else newest = Math.max(newest, stats.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

/** The renderer's page and its sources: a page missing or older than any of them wants a build. */
export function rendererBuildNeeded(root: string): boolean {
  const built = newestChange([join(root, 'out', 'renderer', 'index.html')]);
  if (built === 0) return true;
  const sources = ['renderer', 'shared', 'electron.vite.config.ts', 'package.json'];
  return newestChange(sources.map((s) => join(root, s))) > built;
}
