/**
 * How a bench bot sits down at a table: the host creates it, a friend joins with their
 * seat's invite. The only place the bench speaks the table's joining protocol, so a change
 * to how tables are created or joined is made here once.
 */
import type { ColyseusSDK, Room } from '@colyseus/sdk';
import { TableClient } from '../../electron/online/test-support/table-client';
import type { SeatInfo } from '../../shared/engine/record';
import {
  TABLE_ROOM,
  newClaim,
  type DiceMode,
  type InvitesMessage,
} from '../../shared/online/protocol';

/**
 * The bots look only at the newest table: keeping a whole game's messages only feeds the GC.
 * A bot that loses its connection is not hidden by reconnecting (nor keeps the bench alive).
 */
function bot(room: Room, fair: boolean): TableClient {
  room.reconnection.enabled = false;
  return new TableClient(room, { keep: 'newest', fair });
}

export interface CreatedTable {
  readonly host: TableClient;
  readonly code: string;
  readonly invites: InvitesMessage['invites'];
}

/**
 * Creates a River Stakes table and seats its host; `beforeInvites` sees the host's client
 * before any table message arrives, so the host's bot misses none.
 */
export async function createTable(
  sdk: ColyseusSDK,
  seats: readonly SeatInfo[],
  dice: DiceMode,
  fair: boolean,
  beforeInvites: (host: TableClient) => void,
): Promise<CreatedTable> {
  const room = await sdk.create(TABLE_ROOM, {
    create: true,
    claim: newClaim(),
    gameId: 'river-stakes',
    seats: [...seats],
    dice,
  });
  const host = bot(room, fair);
  beforeInvites(host);
  // A busy server takes seconds to seat a table (see online.bench.ts): wait long enough.
  const { code, invites } = await host.next('invites', 60_000);
  return { host, code, invites };
}

/** A friend takes their seat with its invite. */
export async function joinTable(
  sdk: ColyseusSDK,
  code: string,
  invite: string,
  fair: boolean,
): Promise<TableClient> {
  return bot(await sdk.joinById(code, { invite }), fair);
}
