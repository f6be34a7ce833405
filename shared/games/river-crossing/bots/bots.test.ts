import { describe, expect, it } from 'vitest';
import { botContext } from '../../../engine/bot';
import { Random } from '../../../engine/random';
import { bots, game, hardTeam } from '../index';
import { formatAction } from '../notation';
import { position } from '../test-positions';
import type { CrossingState } from '../state';

/** A clock that moves 1 ms every time it is read, so budgets run out without real time. */
function tickingClock(): () => number {
  let t = 0;
  return () => t++;
}

function choose(level: string, s: CrossingState, budgetMs = 1000): string {
  const seat = s.phase === 0 ? 0 : s.phase === 2 ? 1 : 2;
  const action = bots[level]!().choose(
    game.view(s, seat),
    game.legalActions(s, seat),
    botContext(Random.fromSeed(1), budgetMs, tickingClock()),
  );
  expect(game.legalActions(s, seat)).toContainEqual(action);
  return formatAction(action);
}

describe('River Crossing computer players', () => {
  it('every level finishes whole games from every seat with legal moves only', () => {
    for (const level of Object.keys(bots)) {
      const player = bots[level]!();
      let s = game.setup(game.configSchema.parse({ players: 3, noProgressLimit: 30 }), level);
      const rng = Random.fromSeed(level);
      for (let i = 0; i < 120 && !s.result; i++) {
        const seat = s.phase === 0 ? 0 : s.phase === 2 ? 1 : 2;
        s = game.apply(
          s,
          player.choose(s, game.legalActions(s, seat), botContext(rng, 5, tickingClock())),
        );
      }
      expect(s.moves).toBeGreaterThan(20);
    }
  });

  it('hard crossers playing as a team finish games with legal moves only', () => {
    const players = [hardTeam(), hardTeam(), bots.hard!()];
    let s = game.setup(game.configSchema.parse({ players: 3, noProgressLimit: 30 }), 'team');
    const rng = Random.fromSeed('team');
    for (let i = 0; i < 120 && !s.result; i++) {
      const seat = s.phase === 0 ? 0 : s.phase === 2 ? 1 : 2;
      const action = players[seat]!.choose(
        s,
        game.legalActions(s, seat),
        botContext(rng, 5, tickingClock()),
      );
      expect(game.legalActions(s, seat)).toContainEqual(action);
      s = game.apply(s, action);
    }
    expect(s.moves).toBeGreaterThan(20);
  });

  it('the collector takes a piece it can reach rather than wander', () => {
    const s = position(
      'Collector to move after Red',
      'home 11, far 0, collected 0',
      'home 12, far 0, collected 0',
      ['d4: r', 'e5: C'],
    );
    for (const level of ['medium', 'hard']) expect(choose(level, s)).toBe('C e5-d4');
  });

  it('a crossing side brings a piece out rather than leave it for the collector', () => {
    const s = position(
      'Red to move',
      'home 0, far 11, collected 0',
      'home 12, far 0, collected 0',
      ['d8: r', 'e7: C'],
    );
    for (const level of ['easy', 'medium', 'hard']) expect(choose(level, s)).toBe('exit d8');
  });

  it('hard sees the collector’s reply: it does not step into reach to gain a row', () => {
    const s = position(
      'Red to move',
      'home 0, far 11, collected 0',
      'home 12, far 0, collected 0',
      ['d5: r', 'd7: C'],
    );
    const move = choose('hard', s);
    expect(['d5-c6', 'd5-d6', 'd5-e6']).not.toContain(move);
  });

  it('a crossing side with a piece in the stash steps into row 8 to release it', () => {
    const s = position(
      'Red to move',
      'home 0, far 10, collected 1',
      'home 12, far 0, collected 0',
      ['d7: r'],
    );
    for (const level of ['medium', 'hard']) expect(choose(level, s)).toMatch(/^d7-[cde]8$/);
  });

  it('still answers with a legal move when the budget is already spent', () => {
    const s = game.setup(game.configSchema.parse({ players: 3 }), 2);
    expect(choose('hard', s, 0)).toMatch(/^enter [a-h]1$/);
  });
});
