/**
 * Leak scan: seeded games of every table with a view to check (River, River Rats, and the
 * open-board Stones & Rivers and River Crossing, played to the end online too) played
 * through rooms by every seat and a watcher. Every message a client got must be exactly what its seat may see, computed
 * here independently from the saved record; a hidden throw's record reaches other seats
 * only once the game has shown its faces.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnyGame, Viewer } from '../../shared/engine/contract';
import { Random } from '../../shared/engine/random';
import { replayStates } from '../../shared/engine/record';
import { findGame } from '../../shared/games/registry';
import type { RiverState } from '../../shared/games/river-dice/state';
import { autoplay } from './test-support/autoplay';
import { TableClient } from './test-support/table-client';
import { people, seatEveryone } from './test-support/tables';
import { startTestTables, type TestTables } from './test-support/test-server';

let t: TestTables;
beforeAll(async () => {
  t = await startTestTables();
});
afterEach(() => t.colyseus.cleanup());
afterAll(() => t.tables.close());

async function playWatched(
  gameId: string,
  players: number,
  config: Record<string, string | number>,
) {
  const { code, clients } = await seatEveryone(t, { gameId, seats: people(players), config });
  const watcher = new TableClient(await t.colyseus.sdk.joinById(code, { watch: true }));
  await watcher.until(() => true);
  clients.forEach((c, i) => autoplay(c, `${gameId}:${i}`));
  // Nudge the first move: the table was set (and dealt, where it deals) before the clients listened.
  const first = await clients[0]!.until((tb) => tb.awaitingDeal === undefined);
  if (first.pending.kind === 'throw' && first.pending.seat !== null)
    clients[first.pending.seat]!.room.send('throw', {});
  else if (first.pending.kind === 'decision')
    clients[first.pending.seats[0]!]!.room.send(
      'act',
      clients[first.pending.seats[0]!]!.table!.legal[0]!,
    );
  await Promise.all(
    [...clients, watcher].map((c) => c.until((tb) => tb.pending.kind === 'end', 90_000)),
  );
  const saved = await t.tables.host.store.load(code);
  const game = findGame(gameId)!;
  const record = saved!.record;
  return { game, record, states: replayStates(game, record), viewers: [...clients, watcher] };
}

/** Every table message equals the viewer's own view and legal actions at that move, and hides what it must. */
function scanTables(game: AnyGame, states: unknown[], client: TableClient): number {
  const rng = Random.fromSeed('resample');
  const tables = client.of('table');
  for (const table of tables) {
    // Before the deal there is no game: nothing of it is shown.
    if (table.awaitingDeal) {
      expect(table.view).toBeNull();
      continue;
    }
    const state = states[table.moves];
    const viewer: Viewer = table.viewer;
    expect(table.view).toEqual(game.view(state, viewer));
    expect(table.legal).toEqual(viewer === 'public' ? [] : game.legalActions(state, viewer));
    if (game.resampleHidden)
      expect(game.view(game.resampleHidden(state, viewer, rng), viewer)).toEqual(table.view);
  }
  // It heard of every move from the one it joined at to the end.
  const moves = new Set(tables.map((tb) => tb.moves));
  for (let m = tables[0]!.moves; m < states.length; m++) expect(moves.has(m)).toBe(true);
  return tables.length;
}

describe('each client receives only its own view', () => {
  it('River: hole dice and their throw records stay with their seat until the showdown', async () => {
    const { game, record, states, viewers } = await playWatched('river-dice', 3, { rounds: 2 });
    const watcher = viewers[viewers.length - 1]!;
    let seen = 0;
    let revealsChecked = 0;
    for (const client of viewers) {
      seen += scanTables(game, states, client);
      const viewer = client.table!.viewer;
      const received = client.received;
      received.forEach((r, i) => {
        if (r.kind !== 'throw') return;
        const message = client.of('throw').find((m) => m === r.message)!;
        if (message.hidden) expect(message.seat).toBe(viewer);
        if (message.purpose !== 'hole' || message.seat === viewer) return;
        // Another seat's hole throw: the table message that comes with it shows those faces
        // at the showdown of the round they were thrown in.
        const next = received.slice(i).find((n) => n.kind === 'table')!.message as {
          moves: number;
        };
        const thrownIn = (states[message.move] as RiverState).round;
        const shown = (states[next.moves] as RiverState).showdown;
        expect(shown?.round).toBe(thrownIn);
        expect(shown!.hands.find((h) => h.seat === message.seat)!.holeThrow).toEqual(message.faces);
        revealsChecked++;
      });
    }
    expect(seen).toBeGreaterThanOrEqual(viewers.length * (states.length - 1));
    // Each seat saw the other two seats' hole throws revealed, and so did the watcher.
    expect(revealsChecked).toBeGreaterThanOrEqual(3 * 2 + 3);
    // Everyone, the watcher too, got every throw once the game was over, each exactly once.
    const throwsInRecord = record.actions.flatMap((a, i) => (a.type === 'throw' ? [i] : []));
    expect(throwsInRecord.length).toBeGreaterThanOrEqual(4);
    for (const client of viewers)
      expect(
        client
          .of('throw')
          .map((m) => m.move)
          .sort((a, b) => a - b),
      ).toEqual(throwsInRecord);
    expect(watcher.of('throw').every((m) => !m.hidden)).toBe(true);
  });

  it('River Rats: no seat and no watcher is sent another seat’s cards', async () => {
    const { game, states, viewers } = await playWatched('river-rats', 3, { mode: 'normal' });
    let seen = 0;
    for (const client of viewers) seen += scanTables(game, states, client);
    expect(seen).toBeGreaterThanOrEqual(viewers.length * (states.length - 1));
    expect(states.length).toBeGreaterThan(10);
  });

  it.each([
    ['stones-and-rivers', 2],
    ['river-crossing', 3],
  ])(
    '%s is played to its end through a room, every seat and the watcher sent their own view',
    async (gameId, players) => {
      const { game, states, viewers } = await playWatched(gameId, players, {});
      let seen = 0;
      for (const client of viewers) seen += scanTables(game, states, client);
      expect(seen).toBeGreaterThanOrEqual(viewers.length * (states.length - 1));
      expect(game.next(states.at(-1))).toMatchObject({ kind: 'end' });
    },
  );
});
