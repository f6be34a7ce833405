/** Setting up tables in tests: seats, the host's creation, and friends joining by invite. */
import type { SeatInfo } from '../../../shared/engine/record';
import { TABLE_ROOM, type CreateTable, type InvitesMessage } from '../../../shared/online/protocol';
import { TableClient } from './table-client';
import type { TestTables } from './test-server';

const COLOURS = ['#c0392b', '#2980b9', '#27ae60', '#8e44ad', '#d35400', '#16a085'];

export function people(count: number): SeatInfo[] {
  return Array.from({ length: count }, (_, i) => ({
    name: `Player ${i + 1}`,
    kind: 'human' as const,
    colour: COLOURS[i]!,
  }));
}

export interface SeatedTable {
  readonly code: string;
  readonly invites: InvitesMessage['invites'];
  /** One client per seat, in seat order; the host's first. */
  readonly clients: TableClient[];
}

/** The host creates the table and every other person joins with their invite. */
export async function seatEveryone(
  t: TestTables,
  create: Omit<CreateTable, 'create'>,
): Promise<SeatedTable> {
  const hostRoom = await t.colyseus.sdk.create(TABLE_ROOM, { create: true, ...create });
  const host = new TableClient(hostRoom);
  const { code, invites } = await host.next('invites');
  const clients = [host];
  for (const { seat, invite } of invites) {
    if (seat === (create.hostSeat ?? 0) || create.seats[seat]!.kind !== 'human') continue;
    clients.push(new TableClient(await t.colyseus.sdk.joinById(code, { invite })));
  }
  return { code, invites, clients };
}
