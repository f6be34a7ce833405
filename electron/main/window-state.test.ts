import { describe, expect, it } from 'vitest';
import { MIN_HEIGHT, MIN_WIDTH, restoreWindowState } from './window-state';

const primary = { x: 0, y: 0, width: 1920, height: 1040 };
const right = { x: 1920, y: 0, width: 2560, height: 1400 };

describe('window state', () => {
  it('restores size, place, maximised and full screen on a display that still exists', () => {
    const saved = {
      bounds: { x: 2000, y: 100, width: 1600, height: 1000 },
      maximised: true,
      fullScreen: false,
    };
    expect(restoreWindowState(saved, [primary, right], primary)).toEqual(saved);
  });

  it('brings a window from a monitor that is gone back onto the primary display', () => {
    const saved = {
      bounds: { x: 2000, y: 100, width: 1600, height: 1000 },
      maximised: false,
      fullScreen: true,
    };
    const restored = restoreWindowState(saved, [primary], primary);
    expect(restored.bounds).toEqual({ x: 160, y: 20, width: 1600, height: 1000 });
    expect(restored.fullScreen).toBe(true);
  });

  it('keeps at least the minimum size and never more than the largest display', () => {
    const tiny = restoreWindowState(
      { bounds: { x: 10, y: 10, width: 50, height: 20 }, maximised: false, fullScreen: false },
      [primary],
      primary,
    );
    expect([tiny.bounds.width, tiny.bounds.height]).toEqual([MIN_WIDTH, MIN_HEIGHT]);
    const huge = restoreWindowState(
      { bounds: { x: 0, y: 0, width: 99999, height: 99999 }, maximised: false, fullScreen: false },
      [primary],
      primary,
    );
    expect([huge.bounds.width, huge.bounds.height]).toEqual([1920, 1040]);
  });

  it('opens a sensible first window when nothing (or nonsense) was saved', () => {
    for (const saved of [null, 'garbage', { bounds: { x: 'a' } }]) {
      const state = restoreWindowState(saved, [primary], primary);
      expect(state.maximised).toBe(false);
      expect(state.bounds.width).toBeGreaterThanOrEqual(MIN_WIDTH);
      expect(state.bounds.x + state.bounds.width).toBeLessThanOrEqual(1920);
    }
  });
});
