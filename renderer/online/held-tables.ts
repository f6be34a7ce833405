/**
 * The tables that arrive while a throw is still rolling on screen. Only the newest is shown
 * once the dice land (the ones between are already out of date), but every move they bring
 * keeps its line in the log: a computer that presses on, throws and pairs while the dice
 * roll has three lines, not one.
 */
import type { TableMessage } from '../../shared/online/protocol';
import { withSeatNames } from '../contract/seat-names';

/** The log line a table adds after `shownMoves` moves: none when it brings no new move. */
export function newLines(table: TableMessage, shownMoves: number): string[] {
  return table.last && table.moves > shownMoves ? [withSeatNames(table.last, table.seats)] : [];
}

export class HeldTables {
  private newest: TableMessage | null = null;
  private lines: string[] = [];

  /** Holds `table`; `shownMoves` is the number of moves of the table on screen. */
  hold(table: TableMessage, shownMoves: number): void {
    this.lines.push(...newLines(table, this.newest?.moves ?? shownMoves));
    this.newest = table;
  }

  /** The newest table held, for its seats before it is shown. */
  get table(): TableMessage | null {
    return this.newest;
  }

  /** The log has been replaced by the whole history: the lines held so far are in it. */
  forgetLines(): void {
    this.lines = [];
  }

  /** The newest table and the lines of every move held, oldest first; holds nothing after. */
  release(): { readonly table: TableMessage | null; readonly lines: string[] } {
    const released = { table: this.newest, lines: this.lines };
    this.newest = null;
    this.lines = [];
    return released;
  }
}
