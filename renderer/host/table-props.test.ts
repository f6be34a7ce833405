/**
 * A table is a function of its props, so a table can show nothing its props do not hold.
 * These tests check that the props themselves hold nothing private to another seat: for
 * games with hidden dice and cards, the props computed from the real state equal the props
 * computed from a state in which everything the viewer cannot see was dealt or thrown anew.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, BaseAction, Viewer } from '../../shared/engine/contract';
import type { SeatInfo } from '../../shared/engine/record';
import { Random } from '../../shared/engine/random';
import { rollFaces } from '../../shared/engine/throws';
import { game as riverDice } from '../../shared/games/river-dice';
import { game as riverRats } from '../../shared/games/river-rats';
import { game as riverStakes } from '../../shared/games/river-stakes';
import { tableProps, type MatchMoment } from './table-props';

const motion = { speed: 1, quality: 'low', reduced: false } as const;
const person = (name: string): SeatInfo => ({ name, kind: 'human', colour: '#336699' });
const act = (): boolean => true;

/** What a table could ever read from its props (functions are the same for every state). */
function readable(moment: MatchMoment): string {
  return JSON.stringify(tableProps(moment, act));
}

/** Random legal play from a seed, yielding every state on the way. */
function* randomGame(game: AnyGame, players: number, seed: number): Generator<unknown> {
  const rng = Random.fromSeed(seed);
  let state = game.setup(game.configSchema.parse({ players }), seed);
  for (let step = 0; step < 400; step++) {
    yield state;
    const pending = game.next(state);
    if (pending.kind === 'end') return;
    const action: BaseAction =
      pending.kind === 'throw'
        ? ({ type: 'throw', seat: pending.seat, faces: rollFaces(rng, pending.dice) } as BaseAction)
        : rng.pick(game.legalActions(state, pending.seats[0]!) as BaseAction[]);
    state = game.apply(state, action);
  }
}

const hidden: readonly (readonly [string, AnyGame, number])[] = [
  ['River', riverDice, 3],
  ['River Rats', riverRats, 2],
];

describe.each(hidden)('the props of a %s table', (_name, game, players) => {
  const seats = Array.from({ length: players }, (_, i) => person(`Player ${i + 1}`));

  it('are the same whatever the viewer cannot see', () => {
    let compared = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const rng = Random.fromSeed(`resample:${seed}`);
      for (const state of randomGame(game, players, seed)) {
        for (let seat = 0; seat < players; seat++) {
          const base = { game, seats, seat, confirmed: seat, replaying: false, motion };
          const resampled = game.resampleHidden!(state, seat, rng);
          expect(readable({ ...base, state: resampled })).toBe(readable({ ...base, state }));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('hold the engine view of the seat at the screen, and only the public view behind the privacy screen', () => {
    for (const state of randomGame(game, players, 99)) {
      const seat = 1;
      const confirmed = { game, state, seats, seat, confirmed: seat, replaying: false, motion };
      const props = tableProps(confirmed, act);
      expect(props.view).toEqual(game.view(state, seat));
      expect(props.covered).toBe(false);
      const handedOver = tableProps({ ...confirmed, confirmed: 0 }, act);
      expect(handedOver.covered).toBe(true);
      expect(handedOver.viewer).toBe('public' satisfies Viewer);
      expect(handedOver.view).toEqual(game.view(state, 'public'));
      expect(handedOver.legal).toEqual([]);
    }
  });
});

describe('a game with no hidden information', () => {
  it('never covers the table between people', () => {
    const seats = [person('Ada'), person('Basil')];
    const state = riverStakes.setup(riverStakes.configSchema.parse({ players: 2 }), 1);
    const props = tableProps(
      { game: riverStakes, state, seats, seat: 1, confirmed: 0, replaying: false, motion },
      act,
    );
    expect(props.covered).toBe(false);
    expect(props.viewer).toBe(1);
  });

  it('offers no legal actions and refuses every action while replaying', () => {
    const seats = [person('Ada'), person('Basil')];
    const state = riverStakes.setup(riverStakes.configSchema.parse({ players: 2 }), 1);
    const props = tableProps(
      { game: riverStakes, state, seats, seat: 0, confirmed: 0, replaying: true, motion },
      act,
    );
    expect(props.legal).toEqual([]);
    expect(props.act({ type: 'throw', seat: 0 })).toBe(false);
  });
});
