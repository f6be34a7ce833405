import { describe, expect, it } from 'vitest';
import { clockText, waitWords } from './ticking';

describe('a clock a person reads', () => {
  it('shows time left in minutes and seconds, rounded up so 0:00 means it has run out', () => {
    expect(clockText(102_000)).toBe('1:42');
    expect(clockText(100)).toBe('0:01');
    expect(clockText(0)).toBe('0:00');
    expect(clockText(-3_000)).toBe('0:00');
  });

  it('says a wait in words', () => {
    expect(waitWords(120_000)).toBe('2 minutes');
    expect(waitWords(60_000)).toBe('1 minute');
    expect(waitWords(90_000)).toBe('90 seconds');
    expect(waitWords(30_000)).toBe('30 seconds');
    expect(waitWords(1_000)).toBe('1 second');
  });
});
