import { describe, expect, it } from 'vitest';
import { rateLimiter } from './rpc';

describe('the call rate limit', () => {
  it('lets a burst through, then one call per 1/rate seconds', () => {
    let t = 0;
    const allowed = rateLimiter(10, 3, () => t);
    expect([allowed(), allowed(), allowed(), allowed()]).toEqual([true, true, true, false]);
    t += 100; // a tenth of a second at 10 a second: room for one more
    expect([allowed(), allowed()]).toEqual([true, false]);
    t += 10_000; // a long pause refills the burst, no more
    expect([allowed(), allowed(), allowed(), allowed()]).toEqual([true, true, true, false]);
  });
});
