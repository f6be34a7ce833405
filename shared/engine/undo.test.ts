import { describe, expect, it } from 'vitest';
import { newMatchRecord, replay, type MatchRecord } from './record';
import { makePig, type PigAction } from './testkit/pig';
import { takeBack } from './undo';

const pig = makePig();
const seats = [
  { name: 'Ada', kind: 'human' as const, colour: '#d9534f' },
  { name: 'Basil', kind: 'human' as const, colour: '#2e6fd8' },
];

function played(...actions: PigAction[]): MatchRecord {
  return { ...newMatchRecord(pig, {}, 'undo', seats), actions };
}

describe('taking back a decision', () => {
  it('takes back the seat’s own last decision and returns the state before it', () => {
    const record = played({ type: 'throw', seat: 0, faces: [4] }, { type: 'roll', seat: 0 });
    const result = takeBack(pig, record, 0);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.record.actions).toEqual(record.actions.slice(0, 1));
    expect(result.state).toEqual(replay(pig, played({ type: 'throw', seat: 0, faces: [4] })));
  });

  it('never takes back a throw, so dice cannot be thrown again', () => {
    const record = played({ type: 'throw', seat: 0, faces: [4] });
    expect(takeBack(pig, record, 0)).toEqual({
      ok: false,
      reason: 'Dice that have been thrown stand: a throw cannot be taken back.',
    });
  });

  it('lets nobody take back another player’s move, or a move before any', () => {
    const record = played({ type: 'throw', seat: 0, faces: [4] }, { type: 'hold', seat: 0 });
    expect(takeBack(pig, record, 1)).toMatchObject({ ok: false, reason: /Only the player/ });
    expect(takeBack(pig, played(), 0)).toMatchObject({ ok: false, reason: /Nothing/ });
  });

  it('keeps a move that revealed something hidden', () => {
    const revealing = { ...pig, isUndoBarrier: () => true };
    const record = played({ type: 'throw', seat: 0, faces: [4] }, { type: 'hold', seat: 0 });
    expect(takeBack(revealing, record, 0)).toMatchObject({ ok: false, reason: /revealed/ });
  });
});
