import { describe, expect, it, vi } from 'vitest';
import { releaseOn } from './hold';

const keyUp = (key: string): Event => Object.assign(new Event('keyup'), { key });

describe('a held key', () => {
  it("lets go when that key is released, not another key's release", () => {
    const window = new EventTarget();
    const release = vi.fn();
    releaseOn(window, 'h', release);
    window.dispatchEvent(keyUp('x'));
    expect(release).not.toHaveBeenCalled();
    window.dispatchEvent(keyUp('H'));
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('lets go when the window loses the keyboard, the release never coming', () => {
    const window = new EventTarget();
    const release = vi.fn();
    releaseOn(window, 'h', release);
    window.dispatchEvent(new Event('blur'));
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('stops listening once unsubscribed', () => {
    const window = new EventTarget();
    const release = vi.fn();
    releaseOn(window, 'h', release)();
    window.dispatchEvent(keyUp('h'));
    window.dispatchEvent(new Event('blur'));
    expect(release).not.toHaveBeenCalled();
  });
});
