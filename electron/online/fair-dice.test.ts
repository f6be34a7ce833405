import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_ROOM, type DealMessage, type TableMessage } from '../../shared/online/protocol';
import { parseSavedTable } from './saved-table';
import { verifyTable } from './verify-table';
import { autoplay } from './test-support/autoplay';
import { TableClient } from './test-support/table-client';
import { hostOptions, people, seatEveryone } from './test-support/tables';
import { startTestTables, type TestTables } from './test-support/test-server';

let t: TestTables;
beforeAll(async () => {
  t = await startTestTables({ secretsWaitMs: 300 });
});
afterEach(() => t.colyseus.cleanup());
afterAll(() => t.tables.close());

const ended = (tb: TableMessage): boolean => tb.pending.kind === 'end';

describe('fair dice at an online table', () => {
  it('River: every seat checks every throw, its own hole dice at once and the others’ only when shown', async () => {
    const { code, clients } = await seatEveryone(t, {
      gameId: 'river-dice',
      config: { rounds: 2 },
      seats: people(2),
      dice: 'quick',
    });
    clients.forEach((c, i) => autoplay(c, `fair-river:${i}`));
    await Promise.all(clients.map((c) => c.until(ended, 60_000)));
    const saved = (await t.tables.host.store.load(code))!;
    const throwMoves = saved.record.actions.flatMap((a, i) => (a.type === 'throw' ? [i] : []));
    expect(throwMoves.length).toBeGreaterThanOrEqual(3);
    for (const [seat, client] of clients.entries()) {
      expect(client.checks.filter((c) => c.status === 'failed')).toEqual([]);
      // Every throw ends up checked by every seat: hole dice of the other seat once shown.
      const verified = new Set(
        client.checks.filter((c) => c.status === 'verified').map((c) => c.event),
      );
      expect([...verified].sort()).toEqual(throwMoves.map((m) => `throw:${m}`).sort());
      // Another seat's hole dice: the table's secret never reached this seat before the showdown.
      const held = client.checks.filter((c) => c.status === 'waiting');
      expect(held.length).toBe(0);
      const others = saved.record.actions.flatMap((a, i) =>
        a.type === 'throw' && a.seat !== null && a.seat !== seat ? [i] : [],
      );
      for (const move of others) {
        const secret = saved.fair!.events.find((e) => e.event === `throw:${move}`)!.server.secret!;
        const firstSeen = client.received.findIndex((r) =>
          JSON.stringify(r.message).includes(secret),
        );
        const shownAt = client.received.findIndex(
          (r) => r.kind === 'throw' && (r.message as { move: number }).move === move,
        );
        if (firstSeen >= 0) expect(firstSeen).toBeGreaterThanOrEqual(shownAt);
      }
    }
    expect(verifyTable(saved)).toMatchObject({
      verified: throwMoves.length,
      total: throwMoves.length,
      failure: null,
    });
  });

  it('River Rats: deals only once both people sit down, and the deal checks out against every view at the end', async () => {
    const hostRoom = await t.colyseus.sdk.create(
      TABLE_ROOM,
      hostOptions({ gameId: 'river-rats', seats: people(2), dice: 'quick' }),
    );
    const host = new TableClient(hostRoom);
    const { code, invites } = await host.next('invites');
    const waiting = await host.until((tb) => tb.awaitingDeal !== undefined);
    expect(waiting.view).toBeNull();
    expect(waiting.awaitingDeal).toEqual([1]);
    autoplay(host, 'fair-rats:0');
    const friend = new TableClient(
      await t.colyseus.sdk.joinById(code, { invite: invites[1]!.invite }),
    );
    autoplay(friend, 'fair-rats:1');
    const dealt = (await host.next('deal', 10_000)) as unknown as DealMessage;
    // Both people's secrets went into the deal, and the seed stays hidden until the end.
    expect(dealt.event.seats.map((s) => s.seat)).toEqual([0, 1]);
    expect(dealt.event.server.secret).toBeNull();
    expect(dealt.dealt).toBeNull();
    await new Promise((r) => setTimeout(r, 8000));
    await Promise.all([host, friend].map((c) => c.until(ended, 90_000)));
    await Promise.all(
      [host, friend].map((c) =>
        c.until(() => c.checks.some((k) => k.words.includes('views')), 10_000),
      ),
    );
    for (const client of [host, friend]) {
      expect(client.checks.filter((c) => c.status === 'failed')).toEqual([]);
      expect(
        client.checks.filter((c) => c.event === 'deal' && c.status === 'verified'),
      ).toHaveLength(2);
    }
    const saved = (await t.tables.host.store.load(code))!;
    expect(saved.record.seed).toMatch(/^x128:/);
    expect(verifyTable(saved)).toMatchObject({ verified: 1, total: 1, failure: null });
  });

  it('a page that never shows its secret slows the throw by the wait only, and its seat is counted as giving none', async () => {
    const hostRoom = await t.colyseus.sdk.create(
      TABLE_ROOM,
      hostOptions({ gameId: 'river-stakes', seats: people(2), dice: 'quick' }),
    );
    const host = new TableClient(hostRoom);
    const { code, invites } = await host.next('invites');
    const silent = new TableClient(
      await t.colyseus.sdk.joinById(code, { invite: invites[1]!.invite }),
      {
        keep: 'all',
        fair: false,
      },
    );
    await silent.until((tb) => tb.pending.kind === 'throw');
    host.room.send('throw', {});
    const thrown = await host.next('throw', 10_000);
    expect(thrown.fair!.seats.map((s) => s.seat)).toEqual([0]);
    expect(host.checks.at(-1)).toMatchObject({ status: 'verified' });
    expect(t.log.some((line) => line.includes('Seat 2') && line.includes('went on without'))).toBe(
      false,
    );
    expect(silent.checks).toEqual([]);
  });

  it('catches a face changed, a secret changed or commitments swapped in the saved table', async () => {
    const { code, clients } = await seatEveryone(t, {
      gameId: 'river-stakes',
      seats: people(2),
      dice: 'quick',
    });
    clients.forEach((c, i) => autoplay(c, `fair-stakes:${i}`));
    await clients[0]!.until((tb) => tb.moves > 12, 30_000);
    await t.colyseus.cleanup();
    const saved = (await t.tables.host.store.load(code))!;
    const good = verifyTable(saved);
    expect(good.failure).toBeNull();
    expect(good.total).toBeGreaterThan(2);
    const raw = JSON.parse(JSON.stringify(saved)) as {
      record: { actions: { type: string; faces?: number[] }[] };
      fair: { events: { event: string; server: { commitment: string; secret: string } }[] };
    };
    const move = raw.record.actions.findLastIndex((a) => a.type === 'throw');
    const face = structuredClone(raw);
    face.record.actions[move]!.faces![0] = (face.record.actions[move]!.faces![0]! % 6) + 1;
    expect(verifyTable(parseSavedTable(face)).failure).toContain(`the throw at move ${move + 1}`);
    const secret = structuredClone(raw);
    secret.fair.events[0]!.server.secret = 'f'.repeat(64);
    expect(verifyTable(parseSavedTable(secret)).failure).toContain('does not match the commitment');
    const swapped = structuredClone(raw);
    const [a, b] = [swapped.fair.events[0]!, swapped.fair.events[1]!];
    [a.server.commitment, b.server.commitment] = [b.server.commitment, a.server.commitment];
    expect(verifyTable(parseSavedTable(swapped)).failure).toContain(
      'does not match the commitment',
    );
  });
});
