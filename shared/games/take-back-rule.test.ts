/**
 * The one take-back rule (architecture.md, "Take back"), checked over seeded random games of
 * every registered game, at every moment of each: a finished game stays finished; in a game
 * with hidden information a take back removes only the taker's own last decision, made since
 * another seat last acted; in a game of open information it removes the person's last
 * decision with the computers' answers since, and nothing of another person's.
 */
import { describe, expect, it } from 'vitest';
import type { AnyGame, BaseAction } from '../engine/contract';
import { Random } from '../engine/random';
import { stableStringify } from '../engine/stable-json';
import { newMatchRecord, type MatchRecord, type SeatInfo } from '../engine/record';
import { isThrow, rollFaces } from '../engine/throws';
import { takeBack, takeBackDecision } from '../engine/undo';
import { quickConfig } from './quick-configs';
import { registeredGames } from './registry';

/** Whose decisions these are, by the rules' own account of each game. */
const HIDDEN = new Set(['river-dice', 'river-rats']);
const OPEN = new Set(['stones-and-rivers', 'river-crossing', 'river-stakes']);

const COLOURS = ['#d9534f', '#2e6fd8', '#3c9a4f', '#c9a227', '#7b4fb0', '#e07b39'];

/** Game `g`'s chairs: a person against computers, two people and computers, all people, a computer first. */
function chairs(g: number, players: number): SeatInfo[] {
  const pattern: readonly ('human' | 'computer')[][] = [
    ['human'],
    ['human', 'human'],
    Array.from({ length: players }, () => 'human' as const),
    ['computer', 'human'],
  ];
  const kinds = pattern[g % pattern.length]!;
  return Array.from({ length: players }, (_, seat) => ({
    name: `Seat ${seat + 1}`,
    kind: kinds[seat] ?? 'computer',
    colour: COLOURS[seat % COLOURS.length]!,
  }));
}

interface Played {
  readonly record: MatchRecord;
  /** The state after each prefix of the record: states[k] follows actions[0..k). */
  readonly states: readonly unknown[];
}

/** A seeded random game played to its end, every state kept. */
function playOne(game: AnyGame, g: number, rng: Random): Played {
  const { min, max } = game.players;
  const players = min + (g % (max - min + 1));
  const config = quickConfig(game, players);
  const base = newMatchRecord(game, config, `take-back:${g}`, chairs(g, players));
  let state = game.setup(config, base.seed);
  const states = [state];
  const actions: BaseAction[] = [];
  for (let n = 0; n < 3000; n++) {
    const pending = game.next(state);
    if (pending.kind === 'end') break;
    const action: BaseAction =
      pending.kind === 'throw'
        ? ({ type: 'throw', seat: pending.seat, faces: rollFaces(rng, pending.dice) } as BaseAction)
        : rng.pick(pending.seats.flatMap((seat) => game.legalActions(state, seat) as BaseAction[]));
    state = game.apply(state, action);
    actions.push(action);
    states.push(state);
  }
  expect(game.next(state).kind, `${game.id} game ${g} ends`).toBe('end');
  return { record: { ...base, actions }, states };
}

/** What is wrong with the take back offered at `k` actions into `played`; null when it keeps the rule. */
function breach(game: AnyGame, { record, states }: Played, k: number): string | null {
  const prefix = { ...record, actions: record.actions.slice(0, k) };
  const finished = game.next(states[k]).kind === 'end';
  const plan = takeBackDecision(game, prefix);
  if (plan.ok && finished) return 'takeBackDecision undoes a finished game';
  for (let seat = 0; seat < record.seats.length; seat++) {
    const own = takeBack(game, prefix, seat);
    if (own.ok && finished) return `takeBack lets seat ${seat + 1} undo a finished game`;
    if (own.ok && own.record.actions.length !== k - 1)
      return `takeBack(seat ${seat + 1}) removes ${k - own.record.actions.length} actions`;
  }
  if (!plan.ok) {
    const last = prefix.actions[k - 1] as BaseAction | undefined;
    const own =
      last && !isThrow(last) && last.seat !== null && record.seats[last.seat]?.kind === 'human';
    if (own && !finished && !game.isUndoBarrier?.(states[k - 1], last))
      return `refuses seat ${last.seat! + 1} its own last decision: ${plan.reason}`;
    return null;
  }
  const removed = prefix.actions.slice(plan.record.actions.length) as BaseAction[];
  if (removed.length === 0) return 'takeBackDecision removes nothing';
  if (stableStringify(plan.state) !== stableStringify(states[plan.record.actions.length]))
    return 'the state given back is not the one before the decision';
  if (removed.some(isThrow)) return 'takeBackDecision removes a throw';
  const [first, ...answers] = removed;
  if (first!.seat !== plan.seat || record.seats[plan.seat]?.kind !== 'human')
    return `the first action removed is not the person's (seat ${plan.seat + 1})`;
  if (HIDDEN.has(game.id)) {
    const other = removed.find((a) => a.seat !== plan.seat);
    if (other)
      return `seat ${plan.seat + 1} takes back seat ${(other.seat ?? -1) + 1}'s decision in a game with hidden information`;
  } else {
    const person = answers.find((a) => a.seat !== null && record.seats[a.seat]?.kind === 'human');
    if (person)
      return `seat ${plan.seat + 1} takes back a person's decision (seat ${person.seat! + 1})`;
  }
  return null;
}

describe('the take-back rule holds in every game', () => {
  it('knows which games have hidden information', () => {
    expect(
      registeredGames()
        .map((g) => g.id)
        .sort(),
    ).toEqual([...HIDDEN, ...OPEN].sort());
  });

  it.each(registeredGames().map((g) => [g.id, g] as const))(
    '%s: at every moment of seeded games, a take back keeps the rule',
    (_id, game) => {
      const rng = Random.fromSeed(`take-back-rule:${game.id}`);
      const problems: string[] = [];
      let moments = 0;
      let allowed = 0;
      let finishedTried = 0;
      for (let g = 0; moments < 300 || g < 4; g++) {
        const played = playOne(game, g, rng);
        // Every moment of a short game; of a long one (River Crossing runs to hundreds of
        // moves) about a hundred, and all of its last ten.
        const n = played.states.length;
        const step = Math.ceil(n / 100);
        for (let k = 0; k < n; k++) {
          if (k % step !== 0 && k < n - 10) continue;
          moments++;
          if (game.next(played.states[k]).kind === 'end') finishedTried++;
          if (
            takeBackDecision(game, { ...played.record, actions: played.record.actions.slice(0, k) })
              .ok
          )
            allowed++;
          const problem = breach(game, played, k);
          if (problem && problems.length < 8)
            problems.push(`game ${g}, ${k} actions in: ${problem}`);
        }
      }
      expect(problems, problems.join('\n')).toEqual([]);
      // The rule refuses some take backs; it must still allow the ones it should.
      expect(allowed).toBeGreaterThan(10);
      expect(finishedTried).toBeGreaterThanOrEqual(4);
    },
    120_000,
  );
});
