import { describe, expect, it } from 'vitest';
import verifyCorpus from '../../scripts/engines/fair-verify.entry';
import { playCorpusGame, type CorpusEvent } from './fair-corpus';
import { FAIR_CORPUS_GAMES } from './fair-corpus-games';

describe('the fair-dice verifier over recorded games', () => {
  it('verifies every random event of whole games of every game with one, and finds none in River Crossing', () => {
    const events: CorpusEvent[] = FAIR_CORPUS_GAMES.flatMap(playCorpusGame);
    expect(events.length).toBeGreaterThanOrEqual(1000);
    const games = new Set(events.map((e) => e.gameId));
    expect([...games].sort()).toEqual([
      'river-dice',
      'river-rats',
      'river-stakes',
      'stones-and-rivers',
    ]);
    expect(events.some((e) => e.kind === 'throw' && e.record !== null)).toBe(true);
    expect(verifyCorpus(JSON.stringify(events))).toBe(
      `${events.length} of ${events.length} random events verified`,
    );
    // River Crossing is played without dice or cards: its tables fix no random event.
    expect(
      playCorpusGame({
        gameId: 'river-crossing',
        players: 3,
        dice: 'quick',
        seed: 'crossing',
        maxMoves: 60,
      }),
    ).toEqual([]);
  });

  it('refuses a corpus with one face changed', () => {
    const events = playCorpusGame({
      gameId: 'river-stakes',
      players: 2,
      dice: 'quick',
      seed: 'tamper',
      maxMoves: 40,
    });
    const i = events.findIndex((e) => e.kind === 'throw');
    const e = events[i] as Extract<CorpusEvent, { kind: 'throw' }>;
    const changed = [...events];
    changed[i] = { ...e, faces: e.faces.map((f, j) => (j === 0 ? (f % 6) + 1 : f)) };
    expect(verifyCorpus(JSON.stringify(changed))).toMatch(
      new RegExp(
        `^${events.length - 1} of ${events.length} random events verified; the first that fails: .*the secrets give`,
      ),
    );
  });
});
