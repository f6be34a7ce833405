/**
 * Taking a seat at a table through the Colyseus client, asking again when a busy server held
 * the seat for less time than the page took to connect ("seat reservation expired"): the
 * seat is still there, and the same invite, code or claim takes it on the next try.
 */
import type { Client, Room } from '@colyseus/sdk';
import { Packr } from 'msgpackr';
import { TABLE_ROOM, type CreateTable, type JoinTable } from './protocol';

/** Colyseus's code for a seat held for less time than the page took to connect. */
export const SEAT_EXPIRED = 524;

/** Tries at one seat in all, the first included. */
const TRIES = 3;

function expired(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === SEAT_EXPIRED;
}

/**
 * The SDK packs each message with msgpackr's records, a definition of every object's keys
 * sent again in every message, which the server must read through before the message
 * itself; plain maps carry the same fields and cost a busy server less. Its packer is not
 * offered as an option: it is replaced on the room, before anything is sent.
 */
export function packPlainly(room: Room): Room {
  (room as unknown as { packr: Packr }).packr = new Packr({ useRecords: false });
  return room;
}

/** Sits down at the table with this code, by invite, to watch, or with the host's claim. */
export async function joinTable(client: Client, code: string, options: JoinTable): Promise<Room> {
  for (let tries = 1; ; tries++) {
    try {
      return packPlainly(await client.joinById(code, options));
    } catch (error) {
      if (!expired(error) || tries >= TRIES) throw error;
    }
  }
}

/**
 * Opens a table on the server and sits in its host's seat. The table is made before the
 * seat is taken: when that seat's hold runs out, the claim takes it at the same table,
 * rather than opening a second one.
 */
export async function createTable(client: Client, table: CreateTable): Promise<Room> {
  const { data } = await client.http.post(`/matchmake/create/${TABLE_ROOM}`, {
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: table,
  });
  try {
    return packPlainly(await client.consumeSeatReservation(data));
  } catch (error) {
    if (!expired(error)) throw error;
    return joinTable(client, data.roomId, { claim: table.claim });
  }
}
