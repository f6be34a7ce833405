import type { CorpusGame } from './fair-corpus';

/**
 * The games recorded for the cross-engine check: every game with random events, quick dice
 * for most throws and physical ones (their records steered onto the faces) for some.
 */
export const FAIR_CORPUS_GAMES: readonly CorpusGame[] = [
  ...Array.from({ length: 16 }, (_, i) => ({
    gameId: 'river-stakes',
    players: 2 + (i % 3),
    dice: 'quick' as const,
    seed: `stakes-${i}`,
  })),
  { gameId: 'river-stakes', players: 2, dice: 'physical', seed: 'stakes-physical', maxMoves: 60 },
  ...Array.from({ length: 12 }, (_, i) => ({
    gameId: 'river-dice',
    players: 2 + (i % 5),
    dice: 'quick' as const,
    seed: `river-${i}`,
  })),
  {
    gameId: 'river-dice',
    players: 3,
    dice: 'physical',
    seed: 'river-physical',
    config: { rounds: 2 },
  },
  ...Array.from({ length: 12 }, (_, i) => ({
    gameId: 'river-rats',
    players: 1 + (i % 4),
    dice: 'quick' as const,
    seed: `rats-${i}`,
    maxMoves: 30,
  })),
  ...Array.from({ length: 24 }, (_, i) => ({
    gameId: 'stones-and-rivers',
    players: 2,
    dice: 'quick' as const,
    seed: `stones-${i}`,
    config: { preset: 'rulebook' },
    maxMoves: 4,
  })),
];
