import { describe, expect, it } from 'vitest';
import type { AnyGame, BaseAction, Viewer } from '../../shared/engine/contract';
import {
  newMatchRecord,
  replay,
  type MatchRecord,
  type SeatInfo,
} from '../../shared/engine/record';
import { takeBackDecision } from '../../shared/engine/undo';
import { game as river } from '../../shared/games/river-dice';
import { game as stones, type SRState } from '../../shared/games/stones-and-rivers';
import { takeBackOffer } from './take-back-offer';

const ada: SeatInfo = { name: 'Ada', kind: 'human', colour: '#d9534f' };
const basil: SeatInfo = { name: 'Basil', kind: 'human', colour: '#2e6fd8' };
const computer = (name: string): SeatInfo => ({
  name,
  kind: 'computer',
  level: 'easy',
  colour: '#3c9a4f',
});

/** The record after `moves` decisions, each the first legal one of the seat to play. */
function stonesAfter(seats: SeatInfo[], moves: number): MatchRecord {
  const record = newMatchRecord(stones, { players: 2 }, 'offer', seats);
  const actions: BaseAction[] = [];
  for (let n = 0; n < moves; n++) {
    const state = replay(stones, { ...record, actions }) as SRState;
    const next = stones.next(state);
    if (next.kind !== 'decision') throw new Error('expected a move');
    actions.push(stones.legalActions(state, next.seats[0]!)[0]!);
  }
  return { ...record, actions };
}

function offer(game: AnyGame, record: MatchRecord, atScreen: Viewer, throwing = false) {
  return takeBackOffer({
    plan: takeBackDecision(game, record),
    seats: record.seats,
    atScreen,
    throwing,
    moveText: 'Ada moves c3 to c5',
  });
}

describe('what Take back offers, in the players’ names', () => {
  it('at one screen, Basil pressing after Ada’s move: Ada takes back her own move and Basil agrees', () => {
    // Ada (Circle) moved; it is Basil's turn, so Basil has the screen.
    const asked = offer(stones, stonesAfter([ada, basil], 1), 1);
    expect(asked.kind).toBe('ask');
    if (asked.kind !== 'ask') return;
    expect(asked.question).not.toContain('Ada takes back their move. Basil, do you agree?');
    expect(asked.question).toBe(
      "The last move is Ada's (Ada moves c3 to c5). Only Ada can take it back, and Basil, whose turn it is, must agree.",
    );
    expect(asked.agree).toBe('Ada takes it back, Basil agrees');
    expect(asked.title).toBe("Take back Ada's last move, if Basil agrees (Ctrl+Z)");
  });

  it('takes back at once a person’s own move against the computer', () => {
    expect(offer(stones, stonesAfter([ada, computer('Zoë')], 2), 0)).toEqual({
      kind: 'now',
      title: "Take back Ada's last move (Ctrl+Z)",
    });
  });

  it('says why not, in names, once a River computer has answered', () => {
    const record = {
      ...newMatchRecord(river, { players: 3 }, 'offer', [ada, computer('Basil'), computer('Cleo')]),
      actions: [
        { type: 'throw', seat: 0, faces: [1, 1, 1, 1, 1] },
        { type: 'throw', seat: 1, faces: [2, 2, 2, 2, 2] },
        { type: 'throw', seat: 2, faces: [3, 3, 3, 3, 3] },
        { type: 'throw', seat: null, faces: [4, 6, 8, 10, 12] },
        { type: 'bid', seat: 0, amount: 12 },
        { type: 'bid', seat: 1, amount: 13 },
      ],
    };
    const refused = offer(river, record, 0);
    expect(refused).toEqual({
      kind: 'refused',
      reason: expect.stringMatching(/^Basil has played since/) as unknown,
    });
  });

  it('refuses while the dice roll, whatever the engine allows', () => {
    expect(offer(stones, stonesAfter([ada, computer('Zoë')], 2), 0, true)).toEqual({
      kind: 'refused',
      reason: 'Nothing can be taken back while the dice roll.',
    });
  });
});
