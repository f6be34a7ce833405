import { describe, expect, it } from 'vitest';
import { game, type StakesAction, type StakesState } from '../../../shared/games/river-stakes';
import { riverStakesTutorial as lesson } from '../../../shared/games/river-stakes/tutorial';
import type { ActionStep } from '../../../shared/engine/tutorial';
import { leaderPoolPosition, stonePosition } from './layout';
import { spotOf } from './spots';
import { riverStakesTable } from './table';

const started = (): StakesState =>
  game.setup(game.configSchema.parse({ ...lesson.config, players: 2 }), lesson.seed) as StakesState;

describe('River Stakes spots for the lesson', () => {
  it('finds every spot the lesson rings, at the moment it rings it', () => {
    let state = started();
    for (const step of lesson.steps as readonly ActionStep<StakesAction>[]) {
      if (step.spot) expect(spotOf(state, step.spot, lesson.learner), step.spot).not.toBeNull();
      state = game.apply(state, step.action) as StakesState;
    }
    expect(riverStakesTable.spotOf).toBe(spotOf);
    expect(riverStakesTable.tutorial).toBe(lesson);
  });

  it('points at a path where its climb stands: the leader, else your member, else its first stone', () => {
    const board: StakesState = {
      ...started(),
      leaders: [{ path: 7, position: 4 }],
      members: [
        [0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0],
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0],
      ],
    };
    expect(spotOf(board, 'path 7', 0)).toEqual(stonePosition(7, 4));
    expect(spotOf(board, 'path 6', 0)).toEqual(stonePosition(6, 2));
    // Basil's member on 9 is not where Ada's climb would start.
    expect(spotOf(board, 'path 9', 0)).toEqual(stonePosition(9, 1));
    expect(spotOf(board, 'path 9', 1)).toEqual(stonePosition(9, 5));
  });

  it('puts a stepping stone at the far end of its path, and the leaders in their pool', () => {
    // Path 12 has three positions, path 7 thirteen.
    expect(spotOf(started(), 'stepping stone 12', 0)).toEqual(stonePosition(12, 3));
    expect(spotOf(started(), 'stepping stone 7', 0)).toEqual(stonePosition(7, 13));
    expect(spotOf(started(), 'leaders', 0)).toEqual(leaderPoolPosition(1));
    expect(spotOf(started(), 'dice tray', 0)).toEqual(riverStakesTable.tray!.position);
  });

  it('knows no other place', () => {
    for (const name of ['path 1', 'path 13', 'stepping stone 0', 'river', 'path seven', 'path 7 '])
      expect(spotOf(started(), name, 0), name).toBeNull();
  });
});
