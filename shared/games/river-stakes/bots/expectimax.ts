/**
 * The hard player (and medium's pairing choice): exact one-throw lookahead. A move is valued by the race
 * standing it banks — progress as a share of each path's length, secured paths counting
 * most — less, for hard, part of the strongest rival's standing (so securing a path a
 * rival had climbed counts for blocking too), and less the bust risk on what is not yet
 * banked. To decide whether to throw again they compare, over all 1296 throws, the
 * expected value of the best move with stopping now; hard pushes harder when a rival is
 * close to winning.
 */
import type { Bot } from '../../../engine/bot';
import type { Seat } from '../../../engine/contract';
import { stopTurn, type Board } from '../board';
import { applySums, usesOfSums } from '../choices';
import type { StakesAction } from '../game';
import { bustChance } from '../odds';
import { PATH_LENGTH, PATHS_TO_WIN, pairingsOf } from '../rules';
import type { StakesState } from '../state';
import { DISTINCT_THROWS } from './distinct-throws';
import { standing } from './progress';

const WIN = 1000;

/**
 * The seat's race standing against its strongest rival: securing a path a rival had
 * climbed sends the rival's member home, so blocking counts as well as progress.
 */
function score(board: Board, seat: Seat, tuning: Tuning): number {
  let rival = 0;
  for (let s = 0; s < board.members.length; s++)
    if (s !== seat) rival = Math.max(rival, standing(board, s));
  return standing(board, seat) - tuning.rivalry * rival;
}

/** The seat's score if it stopped now (leaders become team members). */
function bankedStanding(board: Board, seat: Seat, tuning: Tuning): number {
  const stopped = stopTurn(board);
  return stopped.winner === seat ? WIN : score(stopped, seat, tuning);
}

/** How much a turn's progress is worth keeping, given how close the leading opponent is to winning. */
function urgency(board: Board, seat: Seat): number {
  const players = board.members.length;
  let threat = 0;
  for (let s = 0; s < players; s++) {
    if (s === seat) continue;
    const secured = board.secured.filter((o) => o === s).length;
    threat = Math.max(threat, secured / PATHS_TO_WIN);
  }
  return threat;
}

interface Tuning {
  readonly level: string;
  /** Weight of the bust risk when choosing a pairing. */
  readonly caution: number;
  /** Extra willingness to throw again per unit of opponent threat. */
  readonly boldness: number;
  /** How much the strongest rival's standing counts against the bot's own. */
  readonly rivalry: number;
}

function valueAfterChoice(board: Board, seat: Seat, tuning: Tuning): number {
  if (board.winner === seat) return WIN;
  const banked = bankedStanding(board, seat, tuning);
  const atRisk = banked - score(board, seat, tuning);
  return banked - tuning.caution * bustChance(board) * atRisk;
}

function bestChoice(
  board: Board,
  seat: Seat,
  sumsList: readonly (readonly number[])[],
  tuning: Tuning,
): { sums: readonly number[]; value: number } {
  let best = { sums: sumsList[0]!, value: -Infinity };
  for (const sums of sumsList) {
    const after = applySums(board, sums);
    if (!after) continue;
    const value = valueAfterChoice(after, seat, tuning);
    if (value > best.value) best = { sums, value };
  }
  return best;
}

/** Whether throwing again is worth it: expected banked standing after one more throw vs stopping now. */
function shouldContinue(state: StakesState, seat: Seat, tuning: Tuning): boolean {
  const stopNow = bankedStanding(state, seat, tuning);
  if (stopNow >= WIN) return false;
  if (
    state.config.securing === 'on-stop' &&
    state.leaders.some((l) => l.position === PATH_LENGTH[l.path])
  ) {
    // Securing only happens on stopping: bank a stepping stone unless far behind.
    if (urgency(state, seat) < 0.99) return false;
  }
  const base = score(state, seat, tuning);
  // Many throws offer the same pairs and the same moves: work each out once.
  const valueOfPair = new Map<number, number | null>();
  const valueOfMove = new Map<string, number>();
  const moveValue = (sums: readonly number[]): number => {
    const key = sums.join('+');
    let value = valueOfMove.get(key);
    if (value === undefined) {
      const after = applySums(state, sums)!;
      value = after.winner === seat ? WIN : bankedStanding(after, seat, tuning);
      valueOfMove.set(key, value);
    }
    return value;
  };
  const pairValue = (a: number, b: number): number | null => {
    const key = Math.min(a, b) * 16 + Math.max(a, b);
    let value = valueOfPair.get(key);
    if (value === undefined) {
      const uses = usesOfSums(state, a, b);
      value = uses.length === 0 ? null : Math.max(...uses.map(moveValue));
      valueOfPair.set(key, value);
    }
    return value;
  };
  let expected = 0;
  for (const { faces, weight } of DISTINCT_THROWS) {
    let best: number | null = null;
    for (const [a, b] of pairingsOf(faces)) {
      const value = pairValue(a, b);
      if (value !== null && (best === null || value > best)) best = value;
    }
    // A bust keeps only what is already banked: the base.
    expected += weight * (best ?? base);
  }
  expected /= 1296;
  const push = 1 + tuning.boldness * urgency(state, seat);
  return (expected - base) * push > stopNow - base;
}

export function expectimaxBot(tuning: Tuning): Bot<StakesState, StakesAction> {
  return {
    level: tuning.level,
    choose(state, legal) {
      const seat = state.current;
      const choices = legal.filter(
        (a): a is Extract<StakesAction, { type: 'choose' }> => a.type === 'choose',
      );
      if (choices.length > 0) {
        const { sums } = bestChoice(
          state,
          seat,
          choices.map((c) => c.sums),
          tuning,
        );
        return choices.find((c) => c.sums === sums)!;
      }
      const stop = legal.find((a) => a.type === 'stop');
      const keepGoing = legal.find((a) => a.type === 'continue');
      if (!stop || !keepGoing) return legal[0]!;
      return shouldContinue(state, seat, tuning) ? keepGoing : stop;
    },
  };
}

export const hardBot = (): Bot<StakesState, StakesAction> =>
  expectimaxBot({ level: 'hard', caution: 2, boldness: 1, rivalry: 0.4 });
