/**
 * The same handlers main registers for IPC, wired the way main wires them, over one data
 * folder: saves/, settings.json, audience.json and online-tables/ where the desktop app
 * keeps them. Only the second window is missing: a browser tab cannot open one for us.
 */
import { join } from 'node:path';
import type { AppInfo } from '../../shared/ipc/api';
import { findGame } from '../../shared/games/registry';
import { createApiHandlers, type ApiHandlers } from '../main/api-handlers';
import { createAudienceController } from '../main/audience/controller';
import { readAudienceSaved, writeAudienceSaved } from '../main/audience/saved';
import { createSaveStore } from '../main/save-store';
import { createSettingsStore } from '../main/settings-store';
import { createOnlineHosting } from '../online/hosting';
import { FolderTableStore } from '../online/table-store';

export interface WebApi {
  readonly handlers: ApiHandlers;
  close(): Promise<void>;
}

export function createWebApi(options: {
  readonly dataDir: string;
  /** The built renderer: the audience page is served from it too. */
  readonly rendererDir: string;
  readonly appInfo: AppInfo;
  /** Test runs keep the audience server off the default port (0: any free port). */
  readonly audiencePort?: number;
  /** Where the online table server's lines go (the terminal by default). */
  readonly log?: (line: string) => void;
}): WebApi {
  const { dataDir } = options;
  const audienceFile = join(dataDir, 'audience.json');
  const saved = readAudienceSaved(audienceFile);
  const audience = createAudienceController({
    staticDir: options.rendererDir,
    findGame,
    saved: options.audiencePort === undefined ? saved : { ...saved, port: options.audiencePort },
    onSave: (next) => writeAudienceSaved(audienceFile, next),
  });
  const ticking = setInterval(() => audience.tick(), 1000);
  ticking.unref();
  const online = createOnlineHosting({
    store: new FolderTableStore(join(dataDir, 'online-tables')),
    log: options.log ?? ((line) => console.warn(`[online] ${line}`)),
  });
  const handlers = createApiHandlers({
    audience,
    online,
    saves: createSaveStore({ dir: join(dataDir, 'saves'), findGame }),
    settings: createSettingsStore({ file: join(dataDir, 'settings.json') }),
    appInfo: options.appInfo,
  });
  return {
    handlers,
    async close() {
      clearInterval(ticking);
      await audience.close();
      await online.stop();
    },
  };
}
