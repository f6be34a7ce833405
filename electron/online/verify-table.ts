/**
 * Every random event of a saved online table checked again, from the file alone: each
 * throw's faces against the secrets kept for it, the deal's seed (and first player) against
 * its own, every secret against its commitment. What `npm run verify` prints.
 */
import { describeDice } from '../../shared/engine/throws';
import { checkDeal, checkThrow, dealOf, type Check } from '../../shared/fair';
import { findEntry } from '../../shared/games/registry';
import type { SavedTable } from './saved-table';

export interface TableVerdict {
  readonly verified: number;
  readonly total: number;
  /** The first event that failed, in words; null when every one checked out. */
  readonly failure: string | null;
  /** What the table's own clients reported while it was played. */
  readonly reports: readonly string[];
}

export function verifyTable(table: SavedTable): TableVerdict {
  const { record } = table;
  const entry = findEntry(record.gameId);
  if (!entry)
    throw new Error(`This table is of a game this version does not know ("${record.gameId}").`);
  const game = entry.game;
  const ledger = table.fair;
  const events = new Map((ledger?.events ?? []).map((e) => [e.event, e]));
  const checks: { readonly what: string; readonly check: Check }[] = [];
  if (dealOf(game.id, record.config) !== null && !table.awaitingDeal) {
    const deal = events.get('deal');
    checks.push({
      what: 'the deal',
      check: deal
        ? checkDeal(deal, game.id, { seed: String(record.seed), config: record.config })
        : { ok: false, why: 'the table kept no secrets for its deal' },
    });
  }
  // Step by step, so a record changed past replaying still names the first event that fails.
  let state: unknown = game.setup(
    game.configSchema.parse({ ...record.config, players: record.seats.length }),
    record.seed,
  );
  for (const [move, action] of record.actions.entries()) {
    const pending = game.next(state);
    if (action.type === 'throw' && pending.kind === 'throw') {
      const who =
        action.seat === null
          ? 'the table'
          : (record.seats[action.seat]?.name ?? `Seat ${action.seat + 1}`);
      const event = events.get(`throw:${move}`);
      const faces = (action as { faces?: number[] }).faces ?? [];
      checks.push({
        what: `the throw at move ${move + 1} (${who}, ${describeDice(pending.dice)})`,
        check: event
          ? checkThrow(event, pending.dice, faces)
          : { ok: false, why: 'the table kept no secrets for it' },
      });
    }
    try {
      state = game.apply(state, action);
    } catch (error) {
      checks.push({
        what: `move ${move + 1}`,
        check: {
          ok: false,
          why: `the match does not replay from here: ${(error as Error).message}`,
        },
      });
      break;
    }
  }
  const failed = checks.find((c) => !c.check.ok);
  const reports = (table.mismatches ?? []).map(
    (m) => `${m.seat === null ? 'A watcher' : `Seat ${m.seat + 1}`} reported ${m.event}: ${m.why}`,
  );
  return {
    verified: checks.filter((c) => c.check.ok).length,
    total: checks.length,
    failure: failed && !failed.check.ok ? `${failed.what}: ${failed.check.why}` : null,
    reports,
  };
}
