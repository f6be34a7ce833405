import { describe, expect, it } from 'vitest';
import { riverStakesTable } from '../games/river-stakes/table';
import { HOST_KEYS, keyName, resolveKey } from './keymap';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>> = {}) =>
  keyName({ key: k, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('the keymap', () => {
  it('names keys the way tables declare them', () => {
    expect(key(' ')).toBe('space');
    expect(key('C')).toBe('c');
    expect(key('Enter')).toBe('enter');
    expect(key('z', { ctrlKey: true })).toBe('ctrl+z');
    expect(key('z', { metaKey: true })).toBe('ctrl+z');
  });

  it('gives a key to the open dialog first, then the game, then the host, then the app', () => {
    const calls: string[] = [];
    const entry = (layer: 'dialog' | 'game' | 'host' | 'app', name: string, k: string) => ({
      layer,
      bindings: { current: { [k]: () => calls.push(name) } },
    });
    const entries = [
      entry('app', 'back', 'escape'),
      entry('host', 'menu', 'escape'),
      entry('game', 'continue', 'enter'),
      entry('dialog', 'privacy', 'enter'),
    ];
    resolveKey(entries, 'escape')!();
    resolveKey(entries, 'enter')!();
    expect(calls).toEqual(['menu', 'privacy']);
    expect(resolveKey(entries, 'x')).toBeNull();
  });

  it('keeps the camera, throw, take-back and replay keys away from every game table', () => {
    for (const table of [riverStakesTable]) {
      const keys = table.keys.map((k) => k.key);
      expect(keys.filter((k) => (HOST_KEYS as readonly string[]).includes(k))).toEqual([]);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});
