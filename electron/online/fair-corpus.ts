/**
 * Random events recorded from whole games played through OnlineMatch with every seat's
 * page taking part in fair dice (no network: the same match, ledger and participants the
 * room and the pages run). What the cross-engine check verifies in Node, JavaScriptCore
 * and SpiderMonkey, and what `npm run bench -- online` costs against.
 */
import { steerThrow, throwDice, type ThrowRecord } from '../../shared/dice';
import type { BaseAction } from '../../shared/engine/contract';
import type { DieKind } from '../../shared/engine/dice-kinds';
import { Random } from '../../shared/engine/random';
import type { SeatInfo } from '../../shared/engine/record';
import type { Dealt, FairEvent } from '../../shared/fair';
import { FairParticipant } from '../../shared/fair/participant';
import { findEntry } from '../../shared/games/registry';
import type { DiceMode } from '../../shared/online/protocol';
import { OnlineMatch } from './online-match';

export type CorpusEvent =
  | {
      readonly kind: 'throw';
      readonly gameId: string;
      readonly move: number;
      readonly dice: readonly DieKind[];
      readonly faces: readonly number[];
      readonly record: ThrowRecord | null;
      readonly fair: FairEvent;
    }
  | {
      readonly kind: 'deal';
      readonly gameId: string;
      readonly event: FairEvent;
      readonly dealt: Dealt;
    };

const COLOURS = ['#c0392b', '#2980b9', '#27ae60', '#8e44ad', '#d35400', '#16a085'];

export interface CorpusGame {
  readonly gameId: string;
  readonly players: number;
  readonly config?: Record<string, unknown>;
  readonly dice: DiceMode;
  readonly seed: string;
  /** Stop after this many moves (a long game need not be played out). */
  readonly maxMoves?: number;
}

/** One game's random events, every seat a person whose page plays a random legal move. */
export function playCorpusGame(game: CorpusGame): CorpusEvent[] {
  const entry = findEntry(game.gameId);
  if (!entry) throw new Error(`No game "${game.gameId}".`);
  const rng = Random.fromSeed(game.seed);
  const hex = (n: number): string =>
    Array.from({ length: n }, () => rng.int(16).toString(16)).join('');
  const seats: SeatInfo[] = Array.from({ length: game.players }, (_, i) => ({
    name: `Player ${i + 1}`,
    kind: 'human',
    colour: COLOURS[i]!,
  }));
  const match = OnlineMatch.start(entry, {
    code: hex(10)
      .toUpperCase()
      .replace(/[ILOU]/g, 'X'),
    secret: hex(64),
    keys: seats.map(() => hex(10)),
    hostSeat: 0,
    dice: game.dice,
    config: game.config ?? {},
    seats,
  });
  const pages = seats.map(
    (_, seat) => new FairParticipant(seat, (message) => match.fair.receive(seat, message)),
  );
  for (const page of pages) page.start();
  const events: CorpusEvent[] = [];
  const everyone = seats.map((_, seat) => seat);
  for (let moves = 0; moves < (game.maxMoves ?? 2000) && !match.ended(); moves++) {
    const due = match.randomEventDue();
    if (due !== null) {
      match.fair.announce(due, everyone);
      for (const page of pages) page.answer(match.fair.announcement());
    }
    if (due === 'deal') {
      const { event, material } = match.fair.fix();
      const dealt = match.deal(event, material);
      events.push({
        kind: 'deal',
        gameId: game.gameId,
        event,
        dealt: dealt.dealt ?? {
          seed: String(match.saved().record.seed),
          config: match.saved().record.config,
        },
      });
      continue;
    }
    const pending = match.pending();
    if (pending.kind === 'throw') {
      const asked = match.askThrow(pending.seat, null);
      if (!asked.ok) throw new Error(asked.refused.reason);
      const fixed = match.fixThrow(asked.pending);
      const record = asked.physics ? steerThrow(throwDice(asked.physics), fixed.faces) : null;
      const landed = match.landThrow(asked.pending, record, fixed);
      if (!landed.ok) throw new Error(landed.refused.reason);
      events.push({
        kind: 'throw',
        gameId: game.gameId,
        move: asked.pending.move,
        dice: pending.dice,
        faces: fixed.faces,
        record,
        fair: fixed.event,
      });
      continue;
    }
    if (pending.kind !== 'decision') break;
    const seat = pending.seats[0]!;
    const legal = entry.game.legalActions(match.state, seat) as BaseAction[];
    const decided = match.decide(seat, rng.pick(legal));
    if (!decided.ok) throw new Error(decided.refused.reason);
  }
  return events;
}
