import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { illegal, type Game } from '../engine/contract';
import { newMatchRecord } from '../engine/record';
import { SAVE_FORMAT, type SaveFile } from './format';
import { validateSave } from './validate';

/** A toy race to ten: seats take turns adding 1 or 2 to a shared total. */
type CountAction = { readonly type: 'add'; readonly seat: number; readonly n: 1 | 2 };
interface CountState {
  readonly total: number;
  readonly turn: number;
}
const count: Game<CountState, CountAction, { players: number }> = {
  id: 'count',
  name: 'Count to ten',
  rulesVersion: 1,
  players: { min: 2, max: 2 },
  hiddenInformation: false,
  configSchema: z.object({ players: z.number().int().min(2).max(2).default(2) }),
  actionSchema: z.object({
    type: z.literal('add'),
    seat: z.number().int(),
    n: z.union([z.literal(1), z.literal(2)]),
  }),
  setup: () => ({ total: 0, turn: 0 }),
  next: (state) =>
    state.total >= 10
      ? { kind: 'end', outcome: { winners: [(state.turn + 1) % 2], summary: 'Ten reached.' } }
      : { kind: 'decision', seats: [state.turn], prompt: 'Add 1 or 2' },
  legalActions: (state, seat) =>
    state.total < 10 && seat === state.turn
      ? [
          { type: 'add', seat, n: 1 },
          { type: 'add', seat, n: 2 },
        ]
      : [],
  apply: (state, action) => {
    if (state.total >= 10) illegal('game-over', 'the count is over');
    if (action.seat !== state.turn) illegal('not-your-turn', `it is seat ${state.turn}'s turn`);
    return { total: state.total + action.n, turn: (state.turn + 1) % 2 };
  },
  view: (state) => state,
  describe: (action) => `adds ${action.n}`,
};
const findGame = (id: string) => (id === 'count' ? count : undefined);

function countSave(actions: CountAction[]): SaveFile {
  const record = {
    ...newMatchRecord(
      count,
      { players: 2 },
      7,
      [
        { name: 'Ada', kind: 'human', colour: '#d64541' },
        { name: 'Basil', kind: 'human', colour: '#3b7dd8' },
      ],
      new Date('2026-11-01T10:00:00Z'),
    ),
    actions,
  };
  let state = count.setup({ players: 2 }, 7);
  for (const action of actions) state = count.apply(state, action);
  return {
    format: SAVE_FORMAT,
    formatVersion: 1,
    name: 'Toy',
    savedAt: '2026-11-01T10:05:00.000Z',
    record,
    throws: {},
    snapshot: { actionCount: actions.length, turnLabel: `Move ${actions.length}`, state },
  };
}

const moves: CountAction[] = [
  { type: 'add', seat: 0, n: 2 },
  { type: 'add', seat: 1, n: 1 },
];

function problemOf(input: unknown): string {
  const check = validateSave(input, findGame);
  if (check.ok) throw new Error('expected the save to be refused');
  return check.problem;
}

describe('validateSave', () => {
  it('accepts a save whose snapshot is what its moves lead to', () => {
    const check = validateSave(JSON.parse(JSON.stringify(countSave(moves))), findGame);
    expect(check.ok && check.save.snapshot.state).toEqual({ total: 3, turn: 0 });
  });

  it('refuses something that is not a save, naming the field', () => {
    expect(problemOf({ hello: 1 })).toMatch(/not a valid River Table save/);
    expect(problemOf('text')).toMatch(/not a valid River Table save/);
  });

  it('refuses a save from a newer version and says to update', () => {
    const problem = validateSave({ ...countSave(moves), formatVersion: 9 }, findGame);
    expect(problem.ok).toBe(false);
    expect(!problem.ok && problem.tooNew).toBe(true);
    expect(!problem.ok && problem.problem).toMatch(/newer River Table.*Update/);
  });

  it('refuses a game this version does not know', () => {
    const save = countSave(moves);
    expect(problemOf({ ...save, record: { ...save.record, gameId: 'chess' } })).toMatch(
      /does not know \("chess"\)/,
    );
  });

  it('refuses moves that do not replay and says which rule they broke', () => {
    const save = countSave(moves);
    const bad = { ...save, record: { ...save.record, actions: [moves[1]!, moves[0]!] } };
    expect(problemOf(bad)).toMatch(/do not replay.*seat 0's turn/);
  });

  it('refuses a snapshot of another move count or another state', () => {
    const save = countSave(moves);
    expect(problemOf({ ...save, snapshot: { ...save.snapshot, actionCount: 1 } })).toMatch(
      /snapshot is of move 1 but the record has 2/,
    );
    expect(
      problemOf({ ...save, snapshot: { ...save.snapshot, state: { total: 9, turn: 0 } } }),
    ).toMatch(/changed outside River Table/);
  });

  it('compares snapshots by content, not key order', () => {
    const save = countSave(moves);
    const reordered = { ...save, snapshot: { ...save.snapshot, state: { turn: 0, total: 3 } } };
    expect(validateSave(reordered, findGame).ok).toBe(true);
  });

  it('refuses a save from older rules that the game cannot replay', () => {
    const newer = { ...count, rulesVersion: 2 };
    const check = validateSave(countSave(moves), (id) => (id === 'count' ? newer : undefined));
    expect(!check.ok && check.problem).toMatch(/older rules \(version 1\)/);
  });

  it('loads a save from older rules as the rules it was played under, its snapshot rebuilt', () => {
    // Version 2 adds a goal, 20 by default; records of version 1 were played to ten.
    type GoalState = CountState & { readonly goal: number };
    const toGoal: Game<GoalState, CountAction, { players: number; goal: number }> = {
      ...(count as unknown as Game<GoalState, CountAction, { players: number; goal: number }>),
      rulesVersion: 2,
      configSchema: z.object({
        players: z.number().int().min(2).max(2).default(2),
        goal: z.number().int().default(20),
      }),
      setup: (config) => ({ total: 0, turn: 0, goal: config.goal }),
      apply: (state, action) => ({ ...state, total: state.total + action.n, turn: 1 - state.turn }),
      upgradeConfig: (config, version) => (version < 2 ? { ...config, goal: 10 } : { ...config }),
    };
    const check = validateSave(countSave(moves), (id) => (id === 'count' ? toGoal : undefined));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.save.record.rulesVersion).toBe(2);
    expect(check.save.record.config).toEqual({ players: 2, goal: 10 });
    expect(check.save.snapshot.state).toEqual({ total: 3, turn: 0, goal: 10 });
  });
});
