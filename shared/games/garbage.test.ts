import { describe, expect, it } from 'vitest';
import { IllegalActionError, type AnyGame } from '../engine/contract';
import { Random } from '../engine/random';
import { stableStringify } from '../engine/stable-json';
import { fuzzGame } from '../engine/testkit/fuzz';
import { rollFaces } from '../engine/throws';
import { quickConfig } from './quick-configs';
import { findGame, registeredGames } from './registry';

/** Plays random legal actions (and fair throws) until `done` says stop or the game ends. */
function playUntil(game: AnyGame, seed: string, done: (state: unknown) => boolean): unknown {
  const rng = Random.fromSeed(seed);
  let state = game.setup(quickConfig(game, game.players.min), seed);
  for (let pending = game.next(state); pending.kind !== 'end'; pending = game.next(state)) {
    if (done(state)) return state;
    state = game.apply(
      state,
      pending.kind === 'throw'
        ? { type: 'throw', seat: pending.seat, faces: rollFaces(rng, pending.dice) }
        : rng.pick(game.legalActions(state, pending.seats[0]!)),
    );
  }
  return state;
}

/** One action of every kind each game plays, taken from random games. */
function actionsOf(game: AnyGame): object[] {
  const kinds = new Map<string, object>();
  for (let g = 0; g < 5; g++)
    playUntil(game, `strangers:${g}`, (state) => {
      const pending = game.next(state);
      if (pending.kind === 'decision')
        for (const action of game.legalActions(state, pending.seats[0]!) as object[])
          kinds.set((action as { type: string }).type, action);
      return kinds.size > 12;
    });
  return [...kinds.values(), { type: 'throw', seat: 0, faces: [3, 4, 5, 6] }];
}

function refusalOf(game: AnyGame, state: unknown, action: unknown): unknown {
  const before = stableStringify(state);
  try {
    game.apply(state, action);
  } catch (error) {
    expect(stableStringify(state)).toBe(before);
    return error;
  }
  return 'accepted';
}

describe('every engine refuses garbage instead of crashing', () => {
  it.each(registeredGames().map((g) => g.id))(
    '%s: a null or undefined action is refused as malformed',
    (id) => {
      const game = findGame(id)!;
      const state = game.setup(quickConfig(game, game.players.min), 1);
      for (const action of [null, undefined]) {
        const error = refusalOf(game, state, action);
        expect(error).toBeInstanceOf(IllegalActionError);
        expect((error as IllegalActionError).code).toBe('malformed');
      }
    },
  );

  it('River Stakes refuses a choice without a sums list as malformed', () => {
    const game = findGame('river-stakes')!;
    const choosing = playUntil(game, 'no-sums', (s) => (s as { phase: string }).phase === 'choose');
    expect((choosing as { phase: string }).phase).toBe('choose');
    for (const action of [
      { type: 'choose', seat: (choosing as { current: number }).current, pairing: 0 },
      { type: 'choose', seat: (choosing as { current: number }).current, sums: 7 },
    ]) {
      const error = refusalOf(game, choosing, action);
      expect(error).toBeInstanceOf(IllegalActionError);
      expect((error as IllegalActionError).code).toBe('malformed');
    }
  });

  it('River Rats refuses cards that are not a list, and a card that is NaN or Infinity, as malformed', () => {
    const game = findGame('river-rats')!;
    const state = game.setup(quickConfig(game, 2), 1);
    for (const action of [
      { type: 'club', seat: 0, cards: 5 },
      { type: 'spade', seat: 0, cards: null },
      { type: 'spade', seat: 0, cards: { 0: '5H', length: 1 } },
      { type: 'play', seat: 0, card: Number.NaN },
      { type: 'play', seat: 0, card: Number.POSITIVE_INFINITY },
      { type: 'draw', seat: 0, card: Number.NaN },
    ]) {
      const error = refusalOf(game, state, action);
      expect(error, JSON.stringify(action)).toBeInstanceOf(IllegalActionError);
      expect((error as IllegalActionError).code).toBe('malformed');
    }
  });

  it('every engine refuses an action whose fields cannot be read', () => {
    const hostile = {
      get type(): never {
        throw new Error('a field that throws when read');
      },
      seat: 0,
    };
    for (const game of registeredGames()) {
      const state = game.setup(quickConfig(game, game.players.min), 1);
      expect(refusalOf(game, state, hostile), game.id).toBeInstanceOf(IllegalActionError);
    }
  });
});

describe('every engine under the garbage fuzz', () => {
  const games = registeredGames();
  const strangers = new Map(games.map((g) => [g.id, actionsOf(g)]));

  it.each(games.map((g) => g.id))(
    '%s: refuses random garbage and the other games’ actions, leaving the state unchanged',
    (id) => {
      const game = findGame(id)!;
      const { min, max } = game.players;
      const report = fuzzGame({
        game,
        games: 10,
        seed: `garbage:${id}`,
        config: (i) => quickConfig(game, min + (i % (max - min + 1))),
        maxActions: 20_000,
        strangers: games.filter((g) => g.id !== id).flatMap((g) => strangers.get(g.id)!),
        garbage: 24,
        every: 5,
        maxFailures: 10,
      });
      expect(report.failures).toEqual([]);
      expect(report.ended).toBe(10);
    },
    120_000,
  );
});
