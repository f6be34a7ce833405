/**
 * Saves from before the rule sets (rules version 1) hold options that named no rule set:
 * they were played under the original rules and must load and go on under them.
 */
import { describe, expect, it } from 'vitest';
import { newMatchRecord, replay, type MatchRecord } from '../../engine/record';
import { SAVE_FORMAT, type SaveFile } from '../../saves/format';
import { validateSave } from '../../saves/validate';
import { game } from './index';
import { parseAction } from './notation';
import type { CrossingAction } from './moves';
import type { CrossingState } from './state';

const SEATS = [
  { name: 'Red', kind: 'human', colour: '#c0392b' },
  { name: 'Black', kind: 'computer', level: 'hard', colour: '#222222' },
  { name: 'Collector', kind: 'computer', level: 'hard', colour: '#2e86c1' },
] as const;

/** Moves only the original rules allow: the collectors on b3 and g6 start only there. */
const MOVES = ['enter a1', 'C b3-a2', 'enter h8', 'C g6-h7', 'a1-b1'];

/** A save as version 1 wrote it: its options and state knew nothing of the rule sets. */
function versionOneSave(): SaveFile {
  const original = game.configSchema.parse({ players: 3, rules: 'original' });
  let state: CrossingState = game.setup(original, 'old');
  const actions: CrossingAction[] = [];
  for (const text of MOVES) {
    const seat = state.phase === 0 ? 0 : state.phase === 2 ? 1 : 2;
    const action = parseAction(text, seat);
    actions.push(action);
    state = game.apply(state, action);
  }
  const oldConfig = { players: 3, race: false, noProgressLimit: 200 };
  const { resting: _resting, ...oldState } = { ...state, config: oldConfig };
  const record: MatchRecord = {
    ...newMatchRecord(game, {}, 'old', [...SEATS], new Date('2026-11-01T10:00:00Z')),
    rulesVersion: 1,
    config: oldConfig,
    actions,
  };
  return {
    format: SAVE_FORMAT,
    formatVersion: 1,
    name: 'Before the rule sets',
    savedAt: '2026-11-01T10:05:00.000Z',
    record,
    throws: {},
    snapshot: { actionCount: actions.length, turnLabel: 'Move 5', state: oldState },
  };
}

const findGame = (id: string) => (id === game.id ? game : undefined);

describe('saves from rules version 1', () => {
  it('load under the original rules, with six collectors and the collector after each side', () => {
    const check = validateSave(JSON.parse(JSON.stringify(versionOneSave())), findGame);
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.save.record.rulesVersion).toBe(game.rulesVersion);
    expect(game.configSchema.parse(check.save.record.config)).toEqual(
      game.configSchema.parse({ players: 3, rules: 'original' }),
    );
    const state = check.save.snapshot.state as CrossingState;
    expect(state.board.join('').split('C').length - 1).toBe(6);
    expect(state.config.collectorTurns).toBe('after-each');
    expect(replay(game, check.save.record)).toEqual(state);
  });

  it('would not replay under today’s default rules', () => {
    const save = versionOneSave();
    const asToday = { ...save.record, rulesVersion: game.rulesVersion, config: { players: 3 } };
    expect(() => replay(game, asToday)).toThrow(/not legal/);
  });
});
