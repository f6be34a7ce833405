import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../shared/ipc/settings';
import { createSettingsStore } from './settings-store';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'settings-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('settings store', () => {
  it('starts from the defaults and persists every change', () => {
    const file = join(dir, 'settings.json');
    expect(createSettingsStore({ file }).get()).toEqual({ ok: true, value: DEFAULT_SETTINGS });
    createSettingsStore({ file }).update({ graphicsQuality: 'low', volume: 0.3 });
    expect(createSettingsStore({ file }).get()).toEqual({
      ok: true,
      value: { ...DEFAULT_SETTINGS, graphicsQuality: 'low', volume: 0.3 },
    });
  });

  it.each([
    ['broken JSON', '{"volume": 0.'],
    ['values out of range', '{"volume": 7}'],
  ])('sets a file with %s aside and uses the defaults', (_label, bytes) => {
    const file = join(dir, 'settings.json');
    writeFileSync(file, bytes);
    const store = createSettingsStore({ file, now: () => new Date('2026-11-22T12:00:00Z') });
    expect(store.get()).toEqual({ ok: true, value: DEFAULT_SETTINGS });
    expect(store.problem()).toMatch(/defaults are in use/);
    const aside = readdirSync(dir).find((f) => f.includes('damaged'));
    expect(aside && readFileSync(join(dir, aside), 'utf8')).toBe(bytes);
    expect(existsSync(file)).toBe(false);
  });

  it('fills in settings a newer version added', () => {
    const file = join(dir, 'settings.json');
    writeFileSync(file, '{"volume": 0.2}');
    expect(createSettingsStore({ file }).get()).toEqual({
      ok: true,
      value: { ...DEFAULT_SETTINGS, volume: 0.2 },
    });
  });
});
