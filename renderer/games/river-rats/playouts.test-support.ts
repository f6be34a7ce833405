/** Random River Rats games for the table's tests: every state they pass through. */
import { Random } from '../../../shared/engine/random';
import { game, type RatsState } from '../../../shared/games/river-rats';

const MODES = ['normal', 'advanced', 'expert'] as const;

export function playedStates(games: number, seed: string): RatsState[] {
  const rng = Random.fromSeed(seed);
  const states: RatsState[] = [];
  for (let i = 0; i < games; i++) {
    const config = game.configSchema.parse({
      players: 1 + (i % 4),
      mode: MODES[i % 3],
      firstGame: i % 5 === 4,
    });
    let s = game.setup(config, `${seed}:${i}`);
    // Random play seldom earns a Joker: every other game starts with both earned, so the
    // phases a Joker opens are reached too.
    if (i % 2 === 1) s = { ...s, jokers: { unearned: [], earned: ['JK1', 'JK2'] } };
    for (let step = 0; step < 3000 && s.phase !== 'over'; step++) {
      states.push(s);
      s = game.apply(s, rng.pick(game.legalActions(s, s.current)));
    }
    states.push(s);
  }
  return states;
}
