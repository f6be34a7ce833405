/**
 * A bench bot in one seat: on every view where it is the seat's turn, after a pause (none
 * at full speed), a random legal move or a hand throw, timing each round trip from the
 * move sent to the view that shows it made.
 */
import { turnOf } from '../../electron/online/test-support/autoplay';
import type { TableClient } from '../../electron/online/test-support/table-client';
import { Random } from '../../shared/engine/random';
import { FROM_TABLE, type TableMessage } from '../../shared/online/protocol';

export interface SeatReport {
  /** A move of this seat came back in a view, `ms` after it was sent. */
  answered(ms: number): void;
  /** The table refused a move of this seat (a limit met, or a move gone stale). */
  refused(): void;
}

export function playSeat(
  client: TableClient,
  seed: string,
  thinkMs: () => number,
  report: SeatReport,
): void {
  const rng = Random.fromSeed(seed);
  let planned = -1;
  let sentAt = 0;
  let sentMoves = -1;
  client.room.onMessage(FROM_TABLE.refused, () => {
    sentMoves = -1;
    report.refused();
  });
  client.room.onMessage(FROM_TABLE.table, (table: TableMessage) => {
    // First the answer, then the next move: a view that shows this seat's move and asks it
    // for another ends one round trip before the next begins.
    if (sentMoves >= 0 && table.moves > sentMoves) {
      report.answered(performance.now() - sentAt);
      sentMoves = -1;
    }
    if (table.moves === planned) return;
    const turn = turnOf(table, rng);
    if (!turn) return;
    planned = table.moves;
    const send = (): void => {
      // While this seat thought, the other seat moved: the newer view plans its own move.
      if (client.table?.moves !== table.moves) return;
      sentAt = performance.now();
      sentMoves = table.moves;
      client.room.send(turn.type, turn.message);
    };
    const pause = thinkMs();
    if (pause > 0) setTimeout(send, pause);
    else send();
  });
}
