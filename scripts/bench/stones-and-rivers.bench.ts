/**
 * `npm run bench stones-and-rivers`: perft(3) time from the opening (both presets, 14x15)
 * and random games per second (the game contract, action cap 200), each beside a baseline
 * measured in the same run: a plain JSON clone of the opening state, so figures compare
 * across machines.
 */
import { Random } from '../../shared/engine/random';
import { game, perft } from '../../shared/games/stones-and-rivers';
import type { BenchResult } from './types';

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

export async function run(): Promise<BenchResult> {
  const rows: Record<string, string | number>[] = [];
  const opening = game.setup(game.configSchema.parse({ players: 2 }), 1);
  const clones = 20_000;
  const cloneMs =
    timed(() => {
      for (let i = 0; i < clones; i++) JSON.parse(JSON.stringify(opening));
    }) / clones;
  rows.push({ measure: 'baseline: JSON clone of the opening state', ms: cloneMs.toFixed(4) });
  let perftMs = 0;
  for (const preset of ['rulebook', 'course'] as const) {
    const s = game.setup(game.configSchema.parse({ players: 2, preset }), 1);
    let count = 0;
    const ms = timed(() => {
      count = perft(s, 3);
    });
    perftMs = Math.max(perftMs, ms);
    rows.push({
      measure: `perft(3) ${preset} 14x15 = ${count}`,
      ms: ms.toFixed(1),
      'x baseline': (ms / cloneMs).toFixed(0),
    });
  }
  const rng = Random.fromSeed('bench');
  const config = game.configSchema.parse({ players: 2, actionCap: 200 });
  let games = 0;
  let actions = 0;
  const gamesMs = timed(() => {
    for (; games < 200; games++) {
      let s = game.setup(config, games);
      while (!s.result) {
        const legal = game.legalActions(s, s.toMove);
        s = game.apply(s, legal[rng.int(legal.length)]!);
        actions++;
      }
    }
  });
  const perSecond = games / (gamesMs / 1000);
  rows.push({
    measure: `random games (cap 200, ${actions} actions)`,
    ms: gamesMs.toFixed(0),
    'games/s': perSecond.toFixed(1),
  });
  await Promise.resolve();
  return {
    title: 'Stones & Rivers engine speed',
    rows,
    targets: [
      {
        description: 'perft(3) from the opening within 2 s',
        figure: `${perftMs.toFixed(0)} ms (${(perftMs / cloneMs).toFixed(0)} JSON clones)`,
        met: perftMs < 2000,
      },
      {
        description: 'at least 10 random games (200 actions) per second',
        figure: `${perSecond.toFixed(1)} games/s`,
        met: perSecond >= 10,
      },
    ],
  };
}
