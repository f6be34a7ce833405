import { describe, expect, it } from 'vitest';
import verifyCorpus from '../../scripts/engines/fair-verify.entry';
import { playCorpusGame, type CorpusEvent } from './fair-corpus';
import { FAIR_CORPUS_GAMES } from './fair-corpus-games';

describe('the recorded games of the fair-dice corpus', () => {
  it('cover every game with random events: throws of River Stakes and River, deals of River Rats and Stones & Rivers', () => {
    const short = [
      { gameId: 'river-stakes', players: 2, dice: 'quick' as const, seed: 's', maxMoves: 10 },
      { gameId: 'river-dice', players: 2, dice: 'quick' as const, seed: 'r', maxMoves: 10 },
      { gameId: 'river-rats', players: 2, dice: 'quick' as const, seed: 'k', maxMoves: 3 },
      { gameId: 'stones-and-rivers', players: 2, dice: 'quick' as const, seed: 'f', maxMoves: 2 },
    ];
    const kinds = new Set(short.flatMap(playCorpusGame).map((e) => `${e.gameId}:${e.kind}`));
    expect([...kinds].sort()).toEqual([
      'river-dice:throw',
      'river-rats:deal',
      'river-stakes:throw',
      'stones-and-rivers:deal',
    ]);
    expect(FAIR_CORPUS_GAMES.map((g) => g.gameId)).toEqual(
      expect.arrayContaining(short.map((g) => g.gameId)),
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

  it('the verifier refuses a corpus with one face changed, naming what the secrets give', () => {
    const events = playCorpusGame({
      gameId: 'river-stakes',
      players: 2,
      dice: 'quick',
      seed: 'tamper',
      maxMoves: 40,
    });
    expect(verifyCorpus(JSON.stringify(events))).toBe(
      `${events.length} of ${events.length} random events verified`,
    );
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
