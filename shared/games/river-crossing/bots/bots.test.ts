import { describe, expect, it } from 'vitest';
import { botContext } from '../../../engine/bot';
import { Random } from '../../../engine/random';
import { BLACK, bots, game, hardTeam, NEIGHBOURS, RULE_SETS } from '../index';
import { HOLDING, progressWith } from './evaluate';
import { formatAction } from '../notation';
import { position } from '../test-positions';
import type { CrossingState } from '../state';

/** Our rules: four collectors that move once a round, after Red and Black. */
const OURS = { rules: 'river-table', ...RULE_SETS['river-table'] } as const;

/** How many stacks exactly `pieces` stand out of every collector's reach. */
function safeStacks(s: CrossingState, pieces: string): number {
  const collector = (sq: number) => s.board[sq]!.endsWith('C');
  return s.board.filter((stack, sq) => stack === pieces && !NEIGHBOURS[sq]!.some(collector)).length;
}

/** The state after the hard player's move in `s`. */
function afterHard(s: CrossingState): CrossingState {
  const move = choose('hard', s);
  return game.apply(
    s,
    game.legalActions(s, 1).find((a) => formatAction(a) === move)!,
  );
}

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

  it('a hard crosser does not walk a stack into a collector’s reach', () => {
    // Any step towards rank 4 lands next to the collector on d3, which would take the top
    // piece and hold the other three under it.
    const s = position(
      'Black to move',
      'home 12, far 0, collected 0',
      'home 8, far 0, collected 0',
      ['d5: b b b b', 'd3: C'],
      OURS,
    );
    expect(safeStacks(afterHard(s), 'bbbb')).toBe(1);
  });

  it('a hard crosser saves a stack before a lone piece when a collector threatens both', () => {
    // The collector moves next whatever Black does: on the stack it takes one piece and
    // holds two, on the lone piece it takes one.
    const s = position(
      'Black to move',
      'home 12, far 0, collected 0',
      'home 8, far 0, collected 0',
      ['c4: b b b', 'c5: C', 'f4: b', 'f5: C'],
      OURS,
    );
    expect(safeStacks(afterHard(s), 'bbb')).toBe(1);
  });

  it('a hard crosser takes the crossing that wins the game', () => {
    const s = position(
      'Black to move',
      'home 0, far 0, collected 12',
      'home 0, far 9, collected 2',
      ['e1: b', 'd2: C'],
      OURS,
    );
    expect(choose('hard', s)).toBe('exit e1');
  });

  it('hard counts a stack held under a collector as worth less than pieces never entered', () => {
    // Each move of a held stack feeds the collector the piece under it, and the collector
    // need never leave: four held pieces are worse for Black than four still at home.
    const standing = progressWith(HOLDING);
    const held = position(
      'Red to move',
      'home 12, far 0, collected 0',
      'home 8, far 0, collected 0',
      ['d4: b b b b C'],
      OURS,
    );
    const home = position(
      'Red to move',
      'home 12, far 0, collected 0',
      'home 12, far 0, collected 0',
      ['d4: C'],
      OURS,
    );
    expect(standing(held)[BLACK]).toBeLessThan(standing(home)[BLACK]);
  });
});
