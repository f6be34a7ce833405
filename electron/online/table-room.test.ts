import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { riverStakes } from '../../shared/games/river-stakes/game';
import type { StakesState } from '../../shared/games/river-stakes/state';
import { replay } from '../../shared/engine/record';
import { trayFor } from '../../shared/games/trays';
import { autoplay } from './test-support/autoplay';
import { TableClient } from './test-support/table-client';
import { hostOptions, people, seatEveryone } from './test-support/tables';
import { startTestTables, type TestTables } from './test-support/test-server';

let t: TestTables;
beforeAll(async () => {
  t = await startTestTables();
});
afterEach(() => t.colyseus.cleanup());
afterAll(() => t.tables.close());

async function playWhole(players: number, dice: 'physical' | 'quick') {
  const { code, clients } = await seatEveryone(t, {
    gameId: 'river-stakes',
    seats: people(players),
    dice,
  });
  clients.forEach((c, i) => autoplay(c, `stakes:${players}:${i}`));
  // The game starts once everyone is seated; the first throw is seat 1's start throw.
  clients[0]!.room.send('throw', {});
  const ends = await Promise.all(
    clients.map((c) => c.until((tb) => tb.pending.kind === 'end', 60_000)),
  );
  return { code, clients, ends };
}

describe('an online River Stakes table', () => {
  it.each([
    [2, 'physical'],
    [4, 'quick'],
  ] as const)('%i people play a whole game through the room (%s dice)', async (players, dice) => {
    const { code, clients, ends } = await playWhole(players, dice);
    // Every seat sees the same end: one winner who really secured three paths.
    const winners = ends.map((e) => (e.pending.kind === 'end' ? e.pending.outcome.winners : null));
    expect(new Set(winners.map((w) => JSON.stringify(w))).size).toBe(1);
    const saved = await t.tables.host.store.load(code);
    const state = replay(riverStakes, saved!.record) as StakesState;
    const winner = winners[0]![0]!;
    expect(state.secured.filter((s) => s === winner)).toHaveLength(3);
    // Every action of the record is one the room accepted: the record replays to the end.
    expect(riverStakes.next(state).kind).toBe('end');
    expect(ends[0]!.moves).toBe(saved!.record.actions.length);
    // Every throw the room made reached every seat with the faces the record holds.
    const throwsInRecord = saved!.record.actions.filter((a) => a.type === 'throw').length;
    for (const c of clients) expect(c.of('throw')).toHaveLength(throwsInRecord);
    if (dice === 'physical') {
      const played = clients[1]!.of('throw');
      for (const message of played) {
        expect(message.record!.faces).toEqual(message.faces);
        // Thrown into the tray River Stakes' table draws: every die came to rest inside it.
        const { width, depth } = trayFor('river-stakes');
        expect(message.record!.tray).toEqual({ width, depth });
        for (const track of message.record!.tracks) {
          const [x, , z] = track.slice(-7);
          expect(Math.abs(x!)).toBeLessThan(width / 2);
          expect(Math.abs(z!)).toBeLessThan(depth / 2);
        }
      }
    }
  });
});

describe('seats and invites', () => {
  it('gives each seat an unguessable invite, and refuses a made-up one', async () => {
    const { code, invites } = await seatEveryone(t, { gameId: 'river-stakes', seats: people(2) });
    expect(code).toMatch(/^[0-9A-Z]{10}$/);
    expect(invites.map((i) => i.invite)).toEqual([
      expect.stringMatching(new RegExp(`^${code}-[0-9A-Z]{10}$`)),
      expect.stringMatching(new RegExp(`^${code}-[0-9A-Z]{10}$`)),
    ]);
    await expect(t.colyseus.sdk.joinById(code, { invite: `${code}-AAAAAAAAAA` })).rejects.toThrow(
      /not for this table/,
    );
    // A seat already taken cannot be taken twice.
    await expect(t.colyseus.sdk.joinById(code, { invite: invites[1]!.invite })).rejects.toThrow(
      /already sitting/,
    );
  });

  it('calls a friend by the name they gave when they sat down, at every seat and in the record', async () => {
    const hostRoom = await t.colyseus.sdk.create(
      'table',
      hostOptions({
        gameId: 'river-stakes',
        seats: people(2),
      }),
    );
    const host = new TableClient(hostRoom);
    const { code, invites } = await host.next('invites');
    await t.colyseus.sdk.joinById(code, { invite: invites[1]!.invite, name: '  Basil ' });
    const table = await host.until((tb) => tb.seats[1]!.present);
    expect(table.seats.map((s) => s.name)).toEqual(['Player 1', 'Basil']);
    const saved = await t.tables.host.store.load(code);
    expect(saved!.record.seats[1]!.name).toBe('Basil');
  });

  it('hands an empty seat to a computer player, who then plays it', async () => {
    const hostRoom = await t.colyseus.sdk.create(
      'table',
      hostOptions({
        gameId: 'river-stakes',
        seats: people(2),
      }),
    );
    const host = new TableClient(hostRoom);
    await host.next('invites');
    hostRoom.send('computer', { seat: 1, level: 'easy' });
    const table = await host.until((tb) => tb.seats[1]!.player === 'computer');
    expect(table.seats[1]).toMatchObject({ player: 'computer', level: 'easy', present: false });
    autoplay(host, 'with a computer');
    hostRoom.send('throw', {});
    // Seat 2 throws and decides on its own: moves by seat 2 appear without any client for it.
    const later = await host.until((tb) => tb.pending.kind === 'end' || tb.moves > 40, 60_000);
    const saved = await t.tables.host.store.load(later.code);
    expect(saved!.record.actions.some((a) => a.seat === 1 && a.type !== 'throw')).toBe(true);
  });
});
