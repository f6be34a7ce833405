/**
 * The online bench's baseline: the same match code and the same random players as the
 * bench's tables, driven in-process with no network, on one core.
 */
import { OnlineMatch } from '../../electron/online/online-match';
import { turnOf } from '../../electron/online/test-support/autoplay';
import { moverOf, people } from '../../electron/online/test-support/tables';
import type { BaseAction } from '../../shared/engine/contract';
import { Random } from '../../shared/engine/random';
import { findEntry } from '../../shared/games/registry';
import type { DiceMode } from '../../shared/online/protocol';

export interface Baseline {
  /** Actions per second of wall-clock time: on a shared machine, what this process was given. */
  readonly actionsPerSecond: number;
  /** CPU per action, which sharing the machine blurs far less. */
  readonly cpuMsPerAction: number;
}

export function inProcessBaseline(dice: DiceMode, seconds: number): Baseline {
  const entry = findEntry('river-stakes')!;
  const rng = Random.fromSeed('baseline');
  let actions = 0;
  const cpuBefore = process.cpuUsage();
  const until = performance.now() + seconds * 1000;
  for (let g = 0; performance.now() < until; g++) {
    const match = OnlineMatch.start(entry, {
      code: 'BASELINE00',
      secret: String(g).padStart(64, '0'),
      keys: ['A', 'B'],
      hostSeat: 0,
      dice,
      config: {},
      seats: people(2),
    });
    while (!match.ended() && performance.now() < until) {
      // Each action costs what the room spends on it: both seats' tables, then the move.
      const tables = [0, 1].map((seat) => match.tableFor(seat, []));
      const pending = match.pending();
      const seat = pending.kind === 'throw' ? pending.seat! : moverOf(tables[0]!);
      const turn = turnOf(tables[seat]!, rng)!;
      const outcome =
        turn.type === 'throw'
          ? match.throwBy(seat, null)
          : match.decide(seat, turn.message as BaseAction);
      if (!outcome.ok) throw new Error(outcome.refused.reason);
      actions++;
    }
  }
  const cpu = process.cpuUsage(cpuBefore);
  return {
    actionsPerSecond: actions / seconds,
    cpuMsPerAction: (cpu.user + cpu.system) / 1000 / Math.max(1, actions),
  };
}
