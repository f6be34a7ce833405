import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Game } from './contract';
import { newMatchRecord, replay, type MatchRecord } from './record';
import { makePig, type PigAction } from './testkit/pig';
import { takeBack, takeBackDecision } from './undo';

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

/** Seats take turns stepping; nothing random, so only persons and computers matter. */
const alternate: Game<{ steps: number }, { type: 'step'; seat: number }, { players: number }> = {
  id: 'alternate',
  name: 'Alternate',
  rulesVersion: 1,
  players: { min: 2, max: 2 },
  hiddenInformation: false,
  configSchema: z.object({ players: z.number() }),
  actionSchema: z.strictObject({ type: z.literal('step'), seat: z.number() }),
  setup: () => ({ steps: 0 }),
  next: (s) => ({ kind: 'decision', seats: [s.steps % 2], prompt: 'Step' }),
  legalActions: (s, seat) => (seat === s.steps % 2 ? [{ type: 'step', seat }] : []),
  apply: (s) => ({ steps: s.steps + 1 }),
  view: (s) => s,
  describe: (a) => `Seat ${a.seat + 1} steps`,
};
const steps = (n: number) => Array.from({ length: n }, (_, i) => ({ type: 'step', seat: i % 2 }));

describe('taking back a person’s decision at a table with computers', () => {
  const withComputer = [seats[0]!, { ...seats[1]!, kind: 'computer' as const }];

  it('takes back the computer’s answer with the person’s move', () => {
    const record = { ...newMatchRecord(alternate, {}, 'undo', withComputer), actions: steps(4) };
    const result = takeBackDecision(alternate, record);
    expect(result).toMatchObject({ ok: true, seat: 0, state: { steps: 2 } });
    if (result.ok) expect(result.record.actions).toHaveLength(2);
  });

  it('stops at the last person’s decision: between two people, only the last move goes', () => {
    const record = { ...newMatchRecord(alternate, {}, 'undo', seats), actions: steps(4) };
    expect(takeBackDecision(alternate, record)).toMatchObject({
      ok: true,
      seat: 1,
      state: { steps: 3 },
    });
  });

  it('with hidden information, never past the computer’s answer: it was seen', () => {
    const hidden = { ...alternate, hiddenInformation: true };
    const record = { ...newMatchRecord(hidden, {}, 'undo', withComputer), actions: steps(4) };
    expect(takeBackDecision(hidden, record)).toEqual({
      ok: false,
      reason: expect.stringMatching(/^Seat 2 has played since/) as unknown,
    });
    const own = { ...record, actions: steps(3) };
    expect(takeBackDecision(hidden, own)).toMatchObject({ ok: true, seat: 0, state: { steps: 2 } });
  });

  it('never once the game has ended', () => {
    const ended = {
      ...alternate,
      next: () => ({ kind: 'end' as const, outcome: { winners: [0], summary: 'Seat 1 wins.' } }),
    };
    const record = { ...newMatchRecord(ended, {}, 'undo', withComputer), actions: steps(3) };
    expect(takeBackDecision(ended, record)).toMatchObject({ ok: false, reason: /game is over/ });
    expect(takeBack(ended, record, 0)).toMatchObject({ ok: false, reason: /game is over/ });
  });

  it('never across a throw, even the computer’s', () => {
    const record = {
      ...newMatchRecord(pig, {}, 'undo', withComputer),
      actions: [
        { type: 'throw', seat: 0, faces: [4] },
        { type: 'hold', seat: 0 },
        { type: 'throw', seat: 1, faces: [2] },
      ],
    };
    expect(takeBackDecision(pig, record)).toMatchObject({ ok: false, reason: /throw/ });
  });
});
