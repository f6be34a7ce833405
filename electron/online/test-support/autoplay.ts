/**
 * A person who plays as fast as the table lets them: on every view where it is their turn,
 * a legal action picked at random, or a hand throw of their dice. Used by the tests and by
 * the load benchmark's bot clients.
 */
import { Random } from '../../../shared/engine/random';
import { FROM_TABLE, TO_TABLE, type TableMessage } from '../../../shared/online/protocol';
import type { TableClient } from './table-client';

export const A_GESTURE = { position: [-3, 2.4, 0.5], velocity: [6, 1.5, -0.8] } as const;

/** What the seat does on this table, or null when it is not its turn. */
export function turnOf(
  table: Pick<TableMessage, 'pending' | 'viewer' | 'legal'>,
  rng: Random,
): { type: string; message: unknown } | null {
  const { pending, viewer } = table;
  if (viewer === 'public') return null;
  if (pending.kind === 'throw' && pending.seat === viewer)
    return { type: TO_TABLE.throw, message: A_GESTURE };
  if (pending.kind === 'decision' && pending.seats.includes(viewer) && table.legal.length > 0)
    return { type: TO_TABLE.act, message: rng.pick(table.legal) };
  return null;
}

/**
 * Plays the client's seat until the game ends; `onSend` sees each message as it goes.
 * `thinkMs` is a pause before each move, as a person takes (none: machine speed).
 */
export function autoplay(
  client: TableClient,
  seed: string,
  onSend?: (moves: number) => void,
  thinkMs = 0,
): void {
  const rng = Random.fromSeed(seed);
  let answered = -1;
  client.room.onMessage(FROM_TABLE.table, (table: TableMessage) => {
    if (table.moves === answered) return;
    const turn = turnOf(table, rng);
    if (!turn) return;
    answered = table.moves;
    const send = (): void => {
      onSend?.(table.moves);
      client.room.send(turn.type, turn.message);
    };
    if (thinkMs > 0) setTimeout(send, thinkMs);
    else send();
  });
}
