/**
 * `npm run check:first-load`: what the app's window loads before it can draw anything, the
 * entry script and every module its page preloads, against a budget of 1.5 MiB. Read from
 * the built page (out/renderer/index.html) because the chunks' names and number change
 * with every build; a size tool that checks files named in advance cannot follow them.
 * Run after `electron-vite build`.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const FIRST_LOAD_BUDGET = 1.5 * 1024 * 1024;

/** The scripts a built page loads at once: its module entries and its module preloads. */
export function firstLoadScripts(html: string): string[] {
  const entries = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)];
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)];
  return [...entries, ...preloads].map((match) => match[1]!);
}

export function firstLoadBytes(page: string): { files: [string, number][]; total: number } {
  const html = readFileSync(page, 'utf8');
  const files = firstLoadScripts(html).map((src): [string, number] => [
    src,
    statSync(join(dirname(page), src)).size,
  ]);
  return { files, total: files.reduce((sum, [, bytes]) => sum + bytes, 0) };
}

const kib = (bytes: number): string =>
  `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 0 })} KiB`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const { files, total } = firstLoadBytes(join(root, 'out', 'renderer', 'index.html'));
  for (const [src, bytes] of files) console.log(`  ${kib(bytes).padStart(9)}  ${src}`);
  const met = total <= FIRST_LOAD_BUDGET;
  console.log(
    `first load: ${kib(total)} in ${files.length} scripts, budget ${kib(FIRST_LOAD_BUDGET)}: ${met ? 'MET' : 'MISSED'}`,
  );
  if (!met) process.exitCode = 1;
}
