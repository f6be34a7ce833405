import { describe, expect, it } from 'vitest';
import { SECRET_PATTERN, newSecret } from './seeds';

describe('a new secret', () => {
  it('is 32 bytes in hex and never the same twice, however many are made', () => {
    // Far more secrets than the generator is asked for at once.
    const secrets = Array.from({ length: 1000 }, newSecret);
    for (const secret of secrets) expect(secret).toMatch(SECRET_PATTERN);
    expect(new Set(secrets).size).toBe(secrets.length);
  });

  it('uses every hex digit about evenly', () => {
    const digits = Array.from({ length: 2000 }, newSecret).join('');
    const counts = new Map<string, number>();
    for (const digit of digits) counts.set(digit, (counts.get(digit) ?? 0) + 1);
    expect(counts.size).toBe(16);
    // 128,000 digits, 8,000 expected each: 5 standard deviations is under 450.
    for (const count of counts.values()) expect(Math.abs(count - 8000)).toBeLessThan(450);
  });
});
