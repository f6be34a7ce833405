import { describe, expect, it } from 'vitest';
import { botContext } from '../../engine/bot';
import { Random } from '../../engine/random';
import { newMatchRecord, replay, type MatchRecord } from '../../engine/record';
import { bots, game, type RatsAction, type RatsState } from './index';

/**
 * A solo game played under rules version 1, where the engine named a Joker's card: the
 * medium teammate plays until a collective hand with a Joker in it has been resolved.
 */
function versionOneGame(): { record: MatchRecord<RatsAction>; state: RatsState } {
  const medium = bots.medium!();
  for (let seed = 0; seed < 200; seed++) {
    const rng = Random.fromSeed(`v1:${seed}`);
    let s = game.setup(game.configSchema.parse({ players: 1, jokerNamed: 'by-engine' }), seed);
    const actions: RatsAction[] = [];
    while (s.phase !== 'over') {
      const action = medium.choose(game.view(s, 0), game.legalActions(s, 0), botContext(rng, 20));
      actions.push(action);
      s = game.apply(s, action);
      if (s.last?.jokerAs) {
        const fresh = newMatchRecord(game, { players: 1 }, seed, [
          { name: 'Ada', kind: 'human', colour: '#336699' },
        ]);
        const { jokerNamed: _today, ...options } = fresh.config;
        return {
          record: {
            ...fresh,
            rulesVersion: 1,
            config: options,
            actions,
          } as MatchRecord<RatsAction>,
          state: s,
        };
      }
    }
  }
  throw new Error('no game of 200 used a Joker');
}

describe('River Rats records of rules version 1', () => {
  const { record, state } = versionOneGame();

  it('replay exactly as played: the engine still names the Joker’s card', () => {
    expect(record.config).not.toHaveProperty('jokerNamed');
    const replayed = replay(game, record) as RatsState;
    expect(replayed).toEqual(state);
    expect(replayed.last!.jokerAs).not.toBeNull();
  });

  it('play on after loading', () => {
    const replayed = replay(game, record) as RatsState;
    const legal = game.legalActions(replayed, replayed.current);
    expect(legal.length).toBeGreaterThan(0);
    expect(() => game.apply(replayed, legal[0]!)).not.toThrow();
  });

  it('would stop for the players to name the Joker under today’s rules without the upgrade', () => {
    const today = replay(game, { ...record, rulesVersion: 2 }) as RatsState;
    expect(today.phase).toBe('name-joker');
    expect(today.last?.jokerAs ?? null).toBeNull();
  });

  it('new games let the players name the Joker', () => {
    const fresh = newMatchRecord(game, { players: 2 }, 's', [
      { name: 'Ada', kind: 'human', colour: '#336699' },
      { name: 'Bo', kind: 'computer', level: 'easy', colour: '#993366' },
    ]);
    expect(fresh.rulesVersion).toBe(2);
    expect(fresh.config.jokerNamed).toBe('by-players');
  });
});
