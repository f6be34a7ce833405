import { describe, expect, it } from 'vitest';
import { pageOptions } from './options';

describe('the audience page URL', () => {
  it('gives the full picture, following the action, on the table’s own background by default', () => {
    expect(pageOptions('')).toEqual({
      layout: 'full',
      camera: 'follow',
      transparent: false,
      size: null,
      quality: 'medium',
      sound: false,
    });
    expect(pageOptions('?sound=1').sound).toBe(true);
  });

  it('reads an overlay on a transparent background at 1280×720 with the fixed overview camera', () => {
    expect(
      pageOptions('?layout=overlay&transparent=1&width=1280&height=720&camera=overview'),
    ).toMatchObject({
      layout: 'overlay',
      transparent: true,
      camera: 'overview',
      size: { width: 1280, height: 720 },
    });
    expect(pageOptions('?size=1920x1080').size).toEqual({ width: 1920, height: 1080 });
  });

  it('ignores what it does not know instead of drawing something odd', () => {
    expect(
      pageOptions('?layout=sideways&camera=drone&transparent=maybe&width=12&height=abc'),
    ).toEqual(pageOptions(''));
    expect(pageOptions('?width=1920').size).toBeNull();
  });
});
