/**
 * A tiny complete game for tests of the machinery around engines (the fuzz kit, saves,
 * undo): Pig with a secret number per player. Throw a d6: a 1 loses the turn total,
 * anything else adds to it; hold banks it. First to 20 wins.
 */
import { z } from 'zod';
import { illegal, type Game, type Pending, type Viewer } from '../contract';
import { refusingMalformed } from '../guard';
import { Random } from '../random';
import { acceptThrow } from '../throws';

export interface PigState {
  readonly banked: number[];
  readonly turnTotal: number;
  readonly seat: number;
  readonly phase: 'throw' | 'decide';
  readonly secrets: number[];
  readonly winner: number | null;
}
export type PigAction =
  { type: 'throw'; seat: number | null; faces: number[] } | { type: 'hold' | 'roll'; seat: number };
export interface PigConfig {
  players: number;
}
export type PigView = Omit<PigState, 'secrets'> & { secrets: (number | null)[] };

/**
 * `leaky` makes the view show every secret, and `unguarded` leaves `apply` open to
 * garbage it crashes on: the fuzz kit must catch both.
 */
export function makePig(
  leaky = false,
  unguarded = false,
): Game<PigState, PigAction, PigConfig, PigView> {
  const next = (s: PigState): Pending =>
    s.winner !== null
      ? { kind: 'end', outcome: { winners: [s.winner], summary: `Seat ${s.winner + 1} wins.` } }
      : s.phase === 'throw'
        ? { kind: 'throw', seat: s.seat, dice: ['d6'], purpose: 'turn', hidden: false }
        : { kind: 'decision', seats: [s.seat], prompt: 'Hold or roll' };
  const game: Game<PigState, PigAction, PigConfig, PigView> = {
    id: 'pig',
    name: 'Pig',
    rulesVersion: 1,
    players: { min: 2, max: 4 },
    hiddenInformation: true,
    configSchema: z.object({ players: z.number().int().min(2).max(4) }),
    actionSchema: z.discriminatedUnion('type', [
      z.strictObject({
        type: z.literal('throw'),
        seat: z.number().int().nullable(),
        faces: z.array(z.number().int()).max(1),
      }),
      z.strictObject({ type: z.enum(['hold', 'roll']), seat: z.number().int() }),
    ]),
    setup: (config, seed) => {
      const rng = Random.fromSeed(seed);
      return {
        banked: Array<number>(config.players).fill(0),
        turnTotal: 0,
        seat: 0,
        phase: 'throw',
        secrets: Array.from({ length: config.players }, () => rng.int(100)),
        winner: null,
      };
    },
    next,
    legalActions: (s, seat) =>
      s.winner === null && s.phase === 'decide' && seat === s.seat
        ? [
            { type: 'hold', seat },
            { type: 'roll', seat },
          ]
        : [],
    apply: (s, action) => {
      if (s.winner !== null) illegal('game-over', 'The game is over.');
      if (action.type === 'throw') {
        const [face] = acceptThrow(next(s), action);
        if (face === 1) return { ...s, turnTotal: 0, seat: (s.seat + 1) % s.banked.length };
        return { ...s, turnTotal: s.turnTotal + face!, phase: 'decide' };
      }
      if (s.phase !== 'decide') illegal('wrong-phase', 'Throw first.');
      if (action.seat !== s.seat) illegal('not-your-turn', 'It is not your turn.');
      if (action.type === 'roll') return { ...s, phase: 'throw' };
      if (action.type !== 'hold')
        illegal('malformed', `Unknown action "${String((action as { type: unknown }).type)}".`);
      const banked = s.banked.map((b, i) => (i === s.seat ? b + s.turnTotal : b));
      const winner = banked[s.seat]! >= 20 ? s.seat : null;
      return {
        ...s,
        banked,
        turnTotal: 0,
        phase: 'throw',
        seat: winner ?? (s.seat + 1) % banked.length,
        winner,
      };
    },
    view: (s, viewer: Viewer) => ({
      ...s,
      secrets: s.secrets.map((v, i) => (leaky || viewer === i ? v : null)),
    }),
    describe: (a) => (a.type === 'throw' ? `threw ${a.faces.join(' ')}` : a.type),
    resampleHidden: (s, viewer, rng) => ({
      ...s,
      secrets: s.secrets.map((v, i) => (viewer === i ? v : rng.int(100))),
    }),
  };
  return unguarded ? game : refusingMalformed(game);
}
