/**
 * Settings on disk, written the same crash-safe way as saves. A damaged or hand-broken
 * settings file is set aside (renamed, never deleted) and the defaults are used.
 */
import { existsSync, readFileSync, renameSync } from 'node:fs';
import { readableError } from '../../shared/engine/schema-errors';
import { ok, type IpcResult } from '../../shared/ipc/result';
import {
  DEFAULT_SETTINGS,
  settingsPatchSchema,
  settingsSchema,
  type Settings,
  type SettingsPatch,
} from '../../shared/ipc/settings';
import { writeFileAtomic } from './atomic-file';

export interface SettingsStoreOptions {
  readonly file: string;
  readonly now?: () => Date;
}

export type SettingsStore = ReturnType<typeof createSettingsStore>;

export function createSettingsStore({ file, now = () => new Date() }: SettingsStoreOptions) {
  let problem: string | null = null;

  function setAside(reason: string): void {
    const aside = `${file.replace(/\.json$/, '')}.damaged-${now()
      .toISOString()
      .replace(/[^0-9]/g, '')
      .slice(0, 14)}.json`;
    renameSync(file, aside);
    problem = `Your settings file could not be read (${reason}); defaults are in use and the old file was kept as ${aside}.`;
  }

  function read(): Settings {
    if (!existsSync(file)) return DEFAULT_SETTINGS;
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      setAside('it is not valid JSON');
      return DEFAULT_SETTINGS;
    }
    // Settings from an older version may lack newer fields: defaults fill them in.
    const result = settingsSchema.safeParse({
      ...DEFAULT_SETTINGS,
      ...(typeof parsed === 'object' && parsed !== null ? parsed : {}),
    });
    if (!result.success) {
      setAside(readableError(result.error));
      return DEFAULT_SETTINGS;
    }
    return result.data;
  }

  return {
    get(): IpcResult<Settings> {
      return ok(read());
    },
    update(patch: SettingsPatch): IpcResult<Settings> {
      const next = settingsSchema.parse({ ...read(), ...settingsPatchSchema.parse(patch) });
      writeFileAtomic(file, `${JSON.stringify(next, null, 2)}\n`, false);
      return ok(next);
    },
    /** Why the settings on disk were not used, if they were not. */
    problem(): string | null {
      return problem;
    },
  };
}
