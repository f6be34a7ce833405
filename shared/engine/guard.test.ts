import { describe, expect, it } from 'vitest';
import { riverCrossing } from '../games/river-crossing/game';
import { riverStakes } from '../games/river-stakes/game';
import { IllegalActionError } from './contract';
import { readAction } from './guard';

describe('the gate in front of every engine', () => {
  it('reads a move once: the action it let through passes again as it is', () => {
    const action = readAction(riverStakes, { type: 'stop', seat: 0 });
    expect(action).toEqual({ type: 'stop', seat: 0 });
    expect(readAction(riverStakes, action)).toBe(action);
  });

  it('still reads a move another game let through, by its own rules', () => {
    const stakes = readAction(riverStakes, { type: 'stop', seat: 0 });
    expect(() => readAction(riverCrossing, stakes)).toThrow(IllegalActionError);
  });

  it('refuses a malformed move however often it is offered', () => {
    const garbage = { type: 'stop', seat: 'first' };
    for (let i = 0; i < 2; i++) expect(() => readAction(riverStakes, garbage)).toThrow(/Not a/);
  });
});
