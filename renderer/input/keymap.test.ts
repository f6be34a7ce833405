import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { riverCrossingTable } from '../games/river-crossing/table';
import { riverDiceTable } from '../games/river-dice/table';
import { riverRatsTable } from '../games/river-rats/table';
import { riverStakesTable } from '../games/river-stakes/table';
import { stonesAndRiversTable } from '../games/stones-and-rivers/table';
import { HOST_KEYS, HOST_KEY_USES, belongsToFocus, keyName, resolveKey } from './keymap';

const TABLES = [
  riverStakesTable,
  riverDiceTable,
  riverRatsTable,
  stonesAndRiversTable,
  riverCrossingTable,
];

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

  it('keeps the reading, camera, throw, take-back and replay keys away from every game table', () => {
    expect(HOST_KEY_USES.find((use) => use.key === 'i')?.does).toMatch(/^read the table/);
    expect(new Set(HOST_KEYS).size).toBe(HOST_KEYS.length);
    for (const table of TABLES) {
      const keys = table.keys.map((k) => k.key);
      expect(keys.filter((k) => (HOST_KEYS as readonly string[]).includes(k))).toEqual([]);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });
});

describe('keys while a control has the focus', () => {
  // The unit tests run without a DOM: a stand-in element class is enough for the rule.
  class Element extends EventTarget {
    isContentEditable = false;
    constructor(
      readonly tagName: string,
      readonly type = '',
    ) {
      super();
    }
    getAttribute(): string | null {
      return null;
    }
  }
  beforeAll(() => vi.stubGlobal('HTMLElement', Element));
  afterAll(() => vi.unstubAllGlobals());

  it('a ticked box lets Enter through to the table, keeping Space to tick', () => {
    const box = new Element('INPUT', 'checkbox');
    expect(belongsToFocus(box, 'enter')).toBe(false);
    expect(belongsToFocus(box, 'space')).toBe(true);
  });

  it('a text field keeps Enter and every letter; Escape still leaves', () => {
    const field = new Element('INPUT', 'text');
    expect(belongsToFocus(field, 'enter')).toBe(true);
    expect(belongsToFocus(field, 'h')).toBe(true);
    expect(belongsToFocus(field, 'escape')).toBe(false);
  });
});
