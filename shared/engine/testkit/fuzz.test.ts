import { describe, expect, it } from 'vitest';
import { fuzzGame } from './fuzz';
import { makePig } from './pig';

describe('fuzzGame', () => {
  it('passes a correct game and replays every game to the live state', () => {
    const report = fuzzGame({
      game: makePig(false),
      games: 200,
      seed: 1,
      config: (i) => ({ players: 2 + (i % 3) }),
      maxActions: 2000,
    });
    expect(report.failures).toEqual([]);
    expect(report.ended).toBe(200);
    expect(report.actions).toBeGreaterThan(2000);
  });

  it('catches a view that leaks another seat’s secret', () => {
    const report = fuzzGame({
      game: makePig(true),
      games: 3,
      seed: 1,
      config: () => ({ players: 2 }),
      maxActions: 2000,
    });
    expect(report.failures.some((f) => f.includes('leaks'))).toBe(true);
  });

  it('catches a game that never ends', () => {
    const report = fuzzGame({
      game: makePig(false),
      games: 1,
      seed: 1,
      config: () => ({ players: 2 }),
      maxActions: 3,
      choose: (legal) => legal.find((a) => a.type === 'roll')!,
    });
    expect(report.failures).toEqual(['game 0 (seed "1:0") did not end within 3 actions']);
  });

  it('catches a game that crashes on garbage instead of refusing it', () => {
    const report = fuzzGame({
      game: makePig(false, true),
      games: 3,
      seed: 1,
      config: () => ({ players: 2 }),
      maxActions: 2000,
      strangers: [{ type: 'play', seat: 0, card: '5H' }],
      maxFailures: 10_000,
    });
    expect(report.failures.some((f) => f.includes('crashed instead of being refused'))).toBe(true);
    expect(report.failures.some((f) => f.includes('an extra field was accepted'))).toBe(true);
  });

  it('catches broken invariants', () => {
    const report = fuzzGame({
      game: makePig(false),
      games: 5,
      seed: 2,
      config: () => ({ players: 2 }),
      maxActions: 2000,
      invariants: (s) => (s.banked.some((b) => b >= 10) ? ['someone reached 10'] : []),
    });
    expect(report.failures.some((f) => f.includes('someone reached 10'))).toBe(true);
  });
});
