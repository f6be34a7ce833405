/**
 * Issue #30, item 3: after "Ada wins!", Take back undid the winning move and the saved game
 * became unfinished. A finished game stays finished.
 */
import { describe, expect, it } from 'vitest';
import { Random } from '../../engine/random';
import { newMatchRecord, replay, type MatchRecord } from '../../engine/record';
import { takeBack, takeBackDecision } from '../../engine/undo';
import { game, type SRAction, type SRState } from './index';
import { headingForGoal } from './test-positions';

const seats = [
  { name: 'Ada', kind: 'human' as const, colour: '#d9534f' },
  { name: 'Basil', kind: 'computer' as const, level: 'easy', colour: '#2e6fd8' },
];

/** The first seeded game, both sides heading for their Goals, that Ada (the person) wins. */
function wonGame(): MatchRecord {
  for (let seed = 0; seed < 200; seed++) {
    const rng = Random.fromSeed(`won:${seed}`);
    const record = newMatchRecord(game, { players: 2 }, `won:${seed}`, seats);
    let state = game.setup(record.config as never, record.seed);
    const actions: SRAction[] = [];
    while (game.next(state).kind !== 'end') {
      const action = headingForGoal(game.legalActions(state, state.toMove), state, rng);
      actions.push(action);
      state = game.apply(state, action);
    }
    if (state.result?.winners.join() === '0') return { ...record, actions };
  }
  throw new Error('Ada won no seeded game');
}

describe('taking back after a Stones & Rivers win', () => {
  const record = wonGame();
  const end = replay(game, record) as SRState;

  it('plays a game to Ada’s win, the winning move hers', () => {
    expect(end.result?.winners).toEqual([0]);
    expect(record.actions.at(-1)!.seat).toBe(0);
  });

  it('refuses to take back the winning move or the answer to it, and the record keeps its end', () => {
    const before = structuredClone(record);
    const result = takeBackDecision(game, record);
    expect(
      result.ok ? `taken back to ${result.record.actions.length} actions` : result.reason,
    ).toMatch(/game is over/);
    for (const seat of [0, 1]) expect(takeBack(game, record, seat).ok).toBe(false);
    expect(record).toEqual(before);
    expect(game.next(replay(game, record) as SRState).kind).toBe('end');
  });
});
