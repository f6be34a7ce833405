/** Setting up tables in tests: seats, the host's creation, and friends joining by invite. */
import type { SeatInfo } from '../../../shared/engine/record';
import {
  TABLE_ROOM,
  newClaim,
  type CreateTable,
  type InvitesMessage,
  type TableMessage,
  type TableRequest,
} from '../../../shared/online/protocol';
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

/** What the creator of a table sends to create it. */
export function hostOptions(create: TableRequest): CreateTable {
  return { create: true, claim: newClaim(), ...create };
}

/** The host creates the table and every other person joins with their invite. */
export async function seatEveryone(t: TestTables, create: TableRequest): Promise<SeatedTable> {
  const hostRoom = await t.colyseus.sdk.create(TABLE_ROOM, hostOptions(create));
  const host = new TableClient(hostRoom);
  const { code, invites } = await host.next('invites');
  const clients = [host];
  for (const { seat, invite } of invites) {
    if (seat === (create.hostSeat ?? 0) || create.seats[seat]!.kind !== 'human') continue;
    clients.push(new TableClient(await t.colyseus.sdk.joinById(code, { invite })));
  }
  return { code, invites, clients };
}

/** The seat a decision waits for. */
export function moverOf(table: Pick<TableMessage, 'pending'>): number {
  if (table.pending.kind !== 'decision')
    throw new Error(`the table waits for a ${table.pending.kind}`);
  return table.pending.seats[0]!;
}

/** Whoever must throw, throws, until the table waits for a decision. */
export async function throwUntilDecision(clients: readonly TableClient[]): Promise<void> {
  const watcher = clients[0]!;
  for (;;) {
    const table = watcher.table!;
    if (table.pending.kind !== 'throw') {
      // Every seat has heard of the last move before the caller looks at their tables.
      await Promise.all(clients.map((c) => c.until((tb) => tb.moves === table.moves)));
      return;
    }
    const before = table.moves;
    clients[table.pending.seat!]!.room.send('throw', {});
    await watcher.until((tb) => tb.moves > before);
  }
}

/** A River Stakes table for two (quick dice), played to the first pairing decision. */
export async function atFirstChoice(t: TestTables) {
  const seated = await seatEveryone(t, { gameId: 'river-stakes', seats: people(2), dice: 'quick' });
  const [one, two] = seated.clients as [TableClient, TableClient];
  await throwUntilDecision(seated.clients);
  const seat = moverOf(one.table!);
  return { ...seated, mover: seated.clients[seat]!, other: seat === 0 ? two : one, seat };
}

/** Drops the connection the way a network does: no goodbye, so the seat waits for its person. */
export function drop(client: TableClient): string {
  client.room.reconnection.enabled = false;
  const token = client.room.reconnectionToken;
  client.room.connection.close(4100, 'network gone');
  return token;
}
