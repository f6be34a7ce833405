import { describe, expect, it } from 'vitest';
import type { BaseAction } from '../engine/contract';
import { RecordError } from '../engine/record';
import { Random } from '../engine/random';
import { game as river, type RiverView } from '../games/river-dice';
import { game as stakes } from '../games/river-stakes';
import { follow } from './follow';
import { framesAsPlayed, madeUpThrow, playMatch, type Played } from './test-support';

/**
 * One round of two-player River where everyone passes on every banker die: the hole
 * throws, the banker's throw, ten passes, then the showdown. Faces are chosen here.
 */
function passingRound(): Played {
  const faces = [
    [1, 2, 3, 4, 5],
    [4, 4, 4, 4, 4],
    [2, 2, 2, 2, 2],
  ];
  let thrown = 0;
  const played = playMatch(
    river,
    { players: 2, rounds: 1 },
    'feed',
    Random.fromSeed('unused'),
    (_s, seat) => ({ type: 'pass', seat }) as BaseAction,
  );
  // Put the chosen faces into the record (playMatch rolled its own).
  const actions = played.record.actions.map((a) =>
    a.type === 'throw' ? ({ ...a, faces: faces[thrown++]! } as BaseAction) : a,
  );
  const throws = Object.fromEntries(
    [0, 1, 2].map((i) => [
      String(i),
      madeUpThrow(['d4', 'd6', 'd8', 'd10', 'd12'], faces[i]!, `marker ${i}`),
    ]),
  );
  return { record: { ...played.record, actions }, throws, states: [] };
}

describe('the audience feed', () => {
  const played = passingRound();
  const { audience, commentator } = framesAsPlayed(river, played);
  const text = audience.map((f) => JSON.stringify(f));

  it('sends a hole throw as a line and a hidden pending throw, never its faces or physics', () => {
    // Frame 1 follows Seat 1's hole throw, frame 2 Seat 2's.
    expect(audience[1]!.log).toEqual(['Seat 1 throws the hole dice under the cup']);
    expect(audience[1]!.throws).toEqual([]);
    expect(audience[1]!.pending).toMatchObject({ kind: 'throw', seat: 1, hidden: true });
    expect((audience[1]!.view as RiverView).hole).toEqual([null, null]);
    for (const frame of text.slice(0, -1)) {
      expect(frame).not.toContain('marker 0');
      expect(frame).not.toContain('marker 1');
    }
  });

  it('shows the banker’s open throw at once, with its physics to replay', () => {
    expect(audience[3]!.throws).toEqual([
      expect.objectContaining({
        index: 2,
        seat: null,
        purpose: 'banker',
        faces: [2, 2, 2, 2, 2],
        revealed: false,
      }),
    ]);
    expect(audience[3]!.throws[0]!.record?.seed).toBe('marker 2');
  });

  it('shows the hole throws at the showdown, as thrown', () => {
    const last = audience.at(-1)!;
    expect(last.pending.kind).toBe('end');
    expect(last.throws).toEqual([
      expect.objectContaining({
        index: 0,
        seat: 0,
        purpose: 'hole',
        faces: [1, 2, 3, 4, 5],
        revealed: true,
      }),
      expect.objectContaining({
        index: 1,
        seat: 1,
        purpose: 'hole',
        faces: [4, 4, 4, 4, 4],
        revealed: true,
      }),
    ]);
    // Low River (row 26) beats Quintuple 4s (row 30): Seat 1 takes both antes of 5.
    expect(last.log[0]).toContain('Seat 1 takes the pot of 10 gold');
    expect(last.standings).toContainEqual({ seat: 0, text: '105 gold' });
  });

  it('gives the commentator the hole dice when they are thrown', () => {
    expect(commentator[1]!.throws).toEqual([
      expect.objectContaining({ seat: 0, faces: [1, 2, 3, 4, 5], hidden: true }),
    ]);
    expect((commentator[1]!.views.seats[0] as RiverView).hole[0]).toEqual([1, 2, 3, 4, 5]);
    expect(commentator[1]!.last?.action).toEqual({
      type: 'throw',
      seat: 0,
      faces: [1, 2, 3, 4, 5],
    });
  });

  it('starts over with one snapshot after a take-back or for another match, with the whole log', () => {
    const all = follow(river, null, played.record, played.throws);
    expect(all.audience.map((f) => f.kind)).toEqual(['snapshot']);
    expect(all.audience[0]!.log).toHaveLength(played.record.actions.length);
    const shorter = { ...played.record, actions: played.record.actions.slice(0, 4) };
    const back = follow(river, all.followed, shorter, played.throws);
    expect(back.audience.map((f) => [f.kind, f.actions])).toEqual([['snapshot', 4]]);
    const other = follow(river, back.followed, { ...shorter, seed: 'another' }, played.throws);
    expect(other.audience.map((f) => f.kind)).toEqual(['snapshot']);
    const grown = follow(
      river,
      back.followed,
      { ...played.record, actions: played.record.actions.slice(0, 6) },
      played.throws,
    );
    expect(grown.audience.map((f) => [f.kind, f.actions])).toEqual([
      ['action', 5],
      ['action', 6],
    ]);
  });

  it('drops a throw record whose faces are not the action’s', () => {
    const wrong = {
      ...played.throws,
      '2': madeUpThrow(['d4', 'd6', 'd8', 'd10', 'd12'], [1, 1, 1, 1, 1], 'x'),
    };
    const upTo = { ...played.record, actions: played.record.actions.slice(0, 3) };
    const result = follow(river, null, { ...upTo, actions: upTo.actions.slice(0, 2) }, wrong);
    const banker = follow(river, result.followed, upTo, wrong);
    expect(banker.audience[0]!.throws).toEqual([
      expect.objectContaining({ faces: [2, 2, 2, 2, 2], record: null }),
    ]);
  });

  it('refuses a record with a move that is not the game’s, naming the move', () => {
    const bad = { ...played.record, actions: [{ type: 'fly', seat: 0 } as BaseAction] };
    expect(() => follow(river, null, bad, {})).toThrow(RecordError);
    expect(() => follow(river, null, bad, {})).toThrow(/Move 1/);
  });
});

describe('the broadcast scoreboard', () => {
  it('counts River Stakes paths secured: the winner has the three the rules ask for', () => {
    const rng = Random.fromSeed('stakes standings');
    const played = playMatch(stakes, { players: 3 }, 'standings', rng, (_s, _seat, legal) =>
      rng.pick(legal),
    );
    const last = follow(stakes, null, played.record, played.throws).audience[0]!;
    if (last.pending.kind !== 'end') throw new Error('the match did not end');
    const winner = last.pending.outcome.winners[0]!;
    expect(last.standings[winner]).toEqual({ seat: winner, text: '3 of 3 paths' });
    expect(last.standings).toHaveLength(3);
  });
});
