import { describe, expect, it } from 'vitest';
import { newMatchRecord, replay, type MatchRecord } from '../../engine/record';
import { game, parseAction, type SRAction, type SRState } from './index';

const seats = [
  { name: 'Ada', kind: 'human' as const, colour: '#336699' },
  { name: 'Bo', kind: 'human' as const, colour: '#993366' },
];

/** A short match recorded under rules version 2, as that version wrote it. */
function versionTwo(preset: 'rulebook' | 'course'): MatchRecord<SRAction> {
  const fresh = newMatchRecord(game, { players: 2, preset }, 's', seats);
  const actions = ['m d8-d7', 'm d4-d5', 'f d7 H'].map((text, i) => parseAction(text, i % 2));
  return { ...fresh, rulesVersion: 2, config: { ...fresh.config, board: '12x13' }, actions };
}

describe('Stones & Rivers records of rules version 2', () => {
  it('rulebook matches replay as they were played', () => {
    const replayed = replay(game, versionTwo('rulebook')) as SRState;
    expect(replayed.actions).toBe(3);
    expect(replayed.toMove).toBe(1);
  });
  it('course matches are refused, saying why, since the course rules have changed', () => {
    expect(() => replay(game, versionTwo('course'))).toThrow(
      'This Stones & Rivers match was played under older rules (version 2) of its course preset, which this version no longer plays.',
    );
  });
});
