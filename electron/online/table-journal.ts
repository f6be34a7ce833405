/**
 * The file a dedicated server keeps one table in: JSON lines, the first a whole table and
 * each next one what a save added to it (the new actions, their hand gestures and fair
 * dice's new events, announcement and commitments). A save
 * after an action then writes one short line instead of the whole match again. A line cut
 * short by a crash mid-write is the last one and is left out: the table is as it was saved
 * before it.
 */
import { EMPTY_LEDGER, type LedgerState } from './fair-ledger';
import type { SavedTable } from './saved-table';

interface Whole {
  readonly table: SavedTable;
}

interface Added {
  /** How many actions the table had before these: a line that does not follow is refused. */
  readonly from: number;
  readonly actions: SavedTable['record']['actions'];
  readonly gestures: SavedTable['gestures'];
  /** Fair dice, when they changed: the events fixed since, and the announcement and commitments now. */
  readonly fair?: FairAdded;
}

interface FairAdded {
  readonly from: number;
  readonly events: LedgerState['events'];
  readonly pending: LedgerState['pending'];
  readonly commitments: LedgerState['commitments'];
}

/** What fair dice added between two saves, or null when it changed otherwise (never in play). */
function fairAdded(before: LedgerState, after: LedgerState): FairAdded | null {
  const from = before.events.length;
  if (
    after.events.length < from ||
    (from > 0 && after.events[from - 1] !== before.events[from - 1])
  )
    return null;
  return {
    from,
    events: after.events.slice(from),
    pending: after.pending,
    commitments: after.commitments,
  };
}

export function wholeLine(table: SavedTable): string {
  return JSON.stringify({ table } satisfies Whole) + '\n';
}

/**
 * The line that brings `before` up to `after` ('' when nothing was added), or null when more
 * than actions and gestures changed (a seat renamed, a computer player handed a seat): then
 * the whole table is written.
 */
export function addedLine(before: SavedTable, after: SavedTable): string | null {
  const was = before.record;
  const now = after.record;
  const from = was.actions.length;
  if (
    before.code !== after.code ||
    before.secret !== after.secret ||
    before.keys !== after.keys ||
    before.hostSeat !== after.hostSeat ||
    before.dice !== after.dice ||
    was.seats !== now.seats ||
    was.config !== now.config ||
    was.seed !== now.seed ||
    was.gameId !== now.gameId ||
    was.startedAt !== now.startedAt ||
    now.actions.length < from ||
    (from > 0 && now.actions[from - 1] !== was.actions[from - 1]) ||
    before.computers.length !== after.computers.length ||
    before.computers.some((level, seat) => after.computers[seat] !== level) ||
    before.awaitingDeal !== after.awaitingDeal ||
    before.mismatches !== after.mismatches
  )
    return null;
  const fair =
    before.fair === after.fair
      ? undefined
      : fairAdded(before.fair ?? EMPTY_LEDGER, after.fair ?? EMPTY_LEDGER);
  if (fair === null) return null;
  // A table shares its gestures with its saves until a throw adds one, with that throw's
  // move: the new gestures are those of the new moves (looked up, not found by going
  // through every gesture of the game at every save).
  const gestures: Record<string, SavedTable['gestures'][string]> = {};
  if (before.gestures !== after.gestures)
    for (let move = from; move < now.actions.length; move++) {
      const gesture = after.gestures[String(move)];
      if (gesture !== undefined) gestures[String(move)] = gesture;
    }
  const actions = now.actions.slice(from);
  if (actions.length === 0 && !fair && Object.keys(gestures).length === 0) return '';
  const added: Added = { from, actions, gestures, ...(fair ? { fair } : {}) };
  return JSON.stringify(added) + '\n';
}

/** The table a journal holds (not yet checked: the caller parses it), or null for none. */
export function readJournal(text: string): unknown {
  const lines = text.split('\n');
  let table: SavedTable | null = null;
  for (const [i, line] of lines.entries()) {
    if (line === '') continue;
    let entry: Partial<Whole & Added>;
    try {
      entry = JSON.parse(line) as Partial<Whole & Added>;
    } catch (error) {
      // Only the last line can be cut short by a crash; anything else is a broken file.
      if (i >= lines.length - 1) break;
      throw error;
    }
    if (entry.table) {
      table = entry.table;
      continue;
    }
    if (!table || entry.from !== table.record.actions.length || !Array.isArray(entry.actions))
      throw new Error(`line ${i + 1} does not follow the table before it`);
    table = {
      ...table,
      record: { ...table.record, actions: [...table.record.actions, ...entry.actions] },
      gestures: { ...table.gestures, ...entry.gestures },
      ...(entry.fair ? { fair: withFair(table.fair ?? EMPTY_LEDGER, entry.fair, i) } : {}),
    };
  }
  return table;
}

function withFair(ledger: LedgerState, added: FairAdded, line: number): LedgerState {
  if (added.from !== ledger.events.length)
    throw new Error(`line ${line + 1}'s fair dice do not follow the table before it`);
  return {
    events: [...ledger.events, ...added.events],
    pending: added.pending,
    commitments: added.commitments,
  };
}
