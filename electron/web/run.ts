/**
 * Runs the web host for a person: picks the data folder (the desktop app's, unless told
 * otherwise), serves the built renderer, prints the address with its token, opens the
 * browser, and stops cleanly on Ctrl+C.
 */
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { chooseDataDir } from './data-dir';
import { browserCommand, entryPage, hasBrowser, openBrowser } from './open-browser';
import { startWebHost } from './server';
import { createWebApi } from './web-api';

export const NO_BROWSER_ENV = 'RIVER_TABLE_NO_BROWSER';

export interface RunOptions {
  /** The project folder: package.json and out/renderer are in it. */
  readonly root: string;
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
}

function portFrom(argv: readonly string[]): number {
  const flag = argv.indexOf('--port');
  const port = flag >= 0 ? Number(argv[flag + 1]) : 0;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port takes a port number (1–65535), not ${argv[flag + 1]}.`);
  return port;
}

/** Resolves once the host listens; the process then runs until Ctrl+C (or SIGTERM). */
export async function runWebHost({ root, argv, env }: RunOptions): Promise<void> {
  const rendererDir = join(root, 'out', 'renderer');
  if (!existsSync(join(rendererDir, 'index.html')))
    throw new Error('The renderer is not built (out/renderer): run `npm run build` first.');
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    productName: string;
    version: string;
  };
  const dataDir = chooseDataDir(argv, {
    platform: process.platform,
    env,
    home: homedir(),
    productName: pkg.productName,
  });
  const api = createWebApi({
    dataDir,
    rendererDir,
    appInfo: {
      name: pkg.productName,
      version: pkg.version,
      platform: process.platform,
      versions: { node: process.versions.node },
    },
  });
  const web = await startWebHost({ rendererDir, handlers: api.handlers, port: portFrom(argv) });
  console.log(`River Table is at ${web.url}`);
  console.log(`Saves and settings: ${dataDir}. Ctrl+C stops it.`);
  // No token on the browser's command line: a file that leads to a one-use entry.
  const wanted = !argv.includes('--no-browser') && !env[NO_BROWSER_ENV];
  const page = wanted && hasBrowser(process.platform, env) ? entryPage(web.oneTimeEntry()) : null;
  if (wanted) openBrowser(page && browserCommand(process.platform, env, page.file));
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    page?.remove();
    void Promise.all([web.close(), api.close()]).then(() => {
      console.log('River Table stopped.');
      process.exit(0);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
