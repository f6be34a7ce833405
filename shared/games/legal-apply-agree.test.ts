/**
 * `legalActions` and `apply` tell the same story in every game: what is listed for a seat
 * is accepted, and what is not listed is refused. The table highlights the listed actions
 * and online rooms check players against them, so an action apply takes but the list
 * leaves out (or the other way round) is one a player can take that no one was shown.
 */
import { describe, expect, it } from 'vitest';
import {
  IllegalActionError,
  isResignation,
  type AnyGame,
  type BaseAction,
} from '../engine/contract';
import { Random } from '../engine/random';
import { stableStringify } from '../engine/stable-json';
import { rollFaces } from '../engine/throws';
import { quickConfig } from './quick-configs';
import { registeredGames } from './registry';

const GAMES_EACH = 40;
/** The whole legal list is applied on one decision in this many (apply is the slow part). */
const EVERY = 10;
const MAX_ACTIONS = 400;
/** Decisions met, so a run that met too few to mean anything fails. */
let decisions = 0;

/** The state after `action`, or why apply did not take it. */
function attempt(game: AnyGame, state: unknown, action: BaseAction): { after: string } | string {
  try {
    return { after: stableStringify(game.apply(state, action)) };
  } catch (error) {
    return error instanceof IllegalActionError ? 'refused' : `crashed: ${String(error)}`;
  }
}

/** Plausible actions nobody was offered: a resignation, another seat's action, an old one. */
function unlisted(
  players: number,
  legal: readonly BaseAction[],
  seen: readonly BaseAction[],
  rng: Random,
): BaseAction[] {
  const resignations = Array.from({ length: players }, (_, seat) => ({ type: 'resign', seat }));
  const otherSeat = legal.slice(0, 3).map((a) => ({ ...a, seat: rng.int(players) }));
  const older = Array.from({ length: Math.min(6, seen.length) }, () => rng.pick(seen));
  return [...resignations, ...otherSeat, ...older];
}

function disagreements(game: AnyGame, seed: string, players: number): string[] {
  const rng = Random.fromSeed(seed);
  let state = game.setup(quickConfig(game, players), seed);
  const seen: BaseAction[] = [];
  const found: string[] = [];
  for (let step = 0; step < MAX_ACTIONS && found.length < 3; step++) {
    const pending = game.next(state);
    if (pending.kind === 'end') break;
    if (pending.kind === 'throw') {
      state = game.apply(state, {
        type: 'throw',
        seat: pending.seat,
        faces: rollFaces(rng, pending.dice),
      });
      continue;
    }
    const bySeat = Array.from(
      { length: players },
      (_, seat) => game.legalActions(state, seat) as BaseAction[],
    );
    const listed = new Set(bySeat.flat().map((a) => stableStringify(a)));
    if (step % EVERY === 0)
      for (const action of bySeat.flat()) {
        const taken = attempt(game, state, action);
        if (typeof taken === 'string') found.push(`listed but ${taken}: ${JSON.stringify(action)}`);
      }
    for (const action of unlisted(players, bySeat.flat(), seen, rng)) {
      if (listed.has(stableStringify(action))) continue;
      const taken = attempt(game, state, action);
      if (taken === 'refused') continue;
      // Another spelling of a listed action (the same move, the same state after) is no new move.
      const same =
        typeof taken !== 'string' &&
        (bySeat[action.seat ?? -1] ?? []).some((a) => {
          const listedTaken = attempt(game, state, a);
          return typeof listedTaken !== 'string' && listedTaken.after === taken.after;
        });
      if (!same)
        found.push(
          `not listed but ${typeof taken === 'string' ? taken : 'accepted'}: ${JSON.stringify(action)}`,
        );
    }
    const choices = pending.seats.flatMap((seat) => bySeat[seat]!);
    // Resigning at random would end most games early: play on while there is a move.
    const moves = choices.filter((choice) => !isResignation(choice));
    const action = rng.pick(moves.length > 0 ? moves : choices);
    decisions++;
    seen.push(action);
    state = game.apply(state, action);
  }
  return found.map((problem) => `${game.id} (seed "${seed}", ${players} players): ${problem}`);
}

describe('legalActions and apply agree', () => {
  for (const game of registeredGames())
    it(`in ${game.name}: every listed action is taken, no unlisted one`, () => {
      const found: string[] = [];
      decisions = 0;
      for (let g = 0; g < GAMES_EACH && found.length < 6; g++) {
        const { min, max } = game.players;
        found.push(...disagreements(game, `agree:${g}`, min + (g % (max - min + 1))));
      }
      expect(found).toEqual([]);
      expect(decisions).toBeGreaterThan(GAMES_EACH * 10);
    });
});
