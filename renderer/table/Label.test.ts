import { describe, expect, it } from 'vitest';
import { labelFontPx } from './Label';

describe('a name painted on the felt', () => {
  it('keeps its full size while it fits the 512-pixel label', () => {
    expect(labelFontPx(300)).toBe(40);
  });

  it('is painted smaller rather than cut off when it is long: 960 px at 40 px fits at 20 px', () => {
    // 480 px of room (512 less 16 at each end) for a text twice as wide: half the size.
    expect(labelFontPx(960)).toBe(20);
    expect((960 * labelFontPx(960)) / 40).toBeLessThanOrEqual(480);
  });
});
