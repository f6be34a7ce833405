import { describe, expect, it } from 'vitest';
import { eventMaterial, facesFrom } from './derive';
import type { FairEvent } from './event';
import { commitmentOf, newSecret } from './seeds';
import { checkDeal, checkThrow } from './verify';
import { dealFrom } from './deals';

function event(name: string, people: number): FairEvent {
  const server = newSecret();
  return {
    table: 'ABCDE12345',
    event: name,
    server: { commitment: commitmentOf(server), secret: server },
    seats: Array.from({ length: people }, (_, seat) => {
      const secret = newSecret();
      return { seat, commitment: commitmentOf(secret), secret };
    }),
  };
}

const DICE = ['d6', 'd6', 'd6', 'd6'] as const;

describe('checking a throw', () => {
  it('passes the faces its secrets give, whoever holds the copy', () => {
    const e = event('throw:3', 3);
    const faces = facesFrom(eventMaterial(e)!, DICE);
    expect(checkThrow(e, DICE, faces)).toEqual({ ok: true });
  });

  it('names the faces expected when one face was changed', () => {
    const e = event('throw:3', 2);
    const faces = facesFrom(eventMaterial(e)!, DICE);
    const changed = faces.map((f, i) => (i === 2 ? (f % 6) + 1 : f));
    const check = checkThrow(e, DICE, changed);
    expect(check.ok).toBe(false);
    expect(!check.ok && check.why).toContain(`the secrets give ${faces.join(' ')}`);
    expect(!check.ok && check.why).toContain(`played ${changed.join(' ')}`);
  });

  it('catches a secret changed after its commitment, the table’s or a seat’s', () => {
    const e = event('throw:3', 2);
    const faces = facesFrom(eventMaterial(e)!, DICE);
    const table = { ...e, server: { ...e.server, secret: newSecret() } };
    expect(checkThrow(table, DICE, faces)).toMatchObject({
      ok: false,
      why: expect.stringContaining('the table’s secret does not match'),
    });
    const seat = {
      ...e,
      seats: e.seats.map((s, i) => (i === 1 ? { ...s, secret: newSecret() } : s)),
    };
    expect(checkThrow(seat, DICE, faces)).toMatchObject({
      ok: false,
      why: 'Seat 2’s secret does not match its commitment',
    });
  });

  it('catches commitments swapped between two events', () => {
    const a = event('throw:3', 1);
    const b = event('throw:5', 1);
    const swapped = { ...a, server: { ...a.server, commitment: b.server.commitment } };
    expect(checkThrow(swapped, DICE, facesFrom(eventMaterial(swapped)!, DICE)).ok).toBe(false);
  });

  it('catches a table that names other commitments than it announced, or an extra seat', () => {
    const e = event('throw:3', 2);
    const faces = facesFrom(eventMaterial(e)!, DICE);
    const announced = {
      event: e.event,
      commitment: e.server.commitment,
      seats: e.seats.map(({ seat, commitment }) => ({ seat, commitment })),
    };
    expect(checkThrow(e, DICE, faces, announced)).toEqual({ ok: true });
    const other = { ...announced, commitment: commitmentOf(newSecret()) };
    expect(checkThrow(e, DICE, faces, other).ok).toBe(false);
    const fewer = { ...announced, seats: announced.seats.slice(0, 1) };
    expect(checkThrow(e, DICE, faces, fewer)).toMatchObject({
      ok: false,
      why: expect.stringContaining('did not name beforehand'),
    });
  });

  it('gives other faces when a seat’s secret is left out, so a table cannot drop one unseen', () => {
    const e = event('throw:3', 2);
    const faces = facesFrom(eventMaterial(e)!, [...DICE, ...DICE, ...DICE]);
    const dropped = { ...e, seats: e.seats.map((s, i) => (i === 0 ? { ...s, secret: null } : s)) };
    expect(facesFrom(eventMaterial(dropped)!, [...DICE, ...DICE, ...DICE])).not.toEqual(faces);
  });
});

describe('checking a deal', () => {
  it('passes the seed its secrets give and refuses another', () => {
    const e = event('deal', 2);
    const dealt = dealFrom('river-rats', { mode: 'normal' }, eventMaterial(e)!);
    expect(checkDeal(e, 'river-rats', dealt)).toEqual({ ok: true });
    expect(checkDeal(e, 'river-rats', { ...dealt, seed: 'x128:' + '0'.repeat(32) }).ok).toBe(false);
  });

  it('checks who the flipped piece lets start', () => {
    const e = event('deal', 2);
    const dealt = dealFrom('stones-and-rivers', { preset: 'rulebook' }, eventMaterial(e)!);
    expect(['circle', 'square']).toContain(dealt.config.firstPlayer);
    expect(checkDeal(e, 'stones-and-rivers', dealt)).toEqual({ ok: true });
    const other = dealt.config.firstPlayer === 'circle' ? 'square' : 'circle';
    const check = checkDeal(e, 'stones-and-rivers', {
      ...dealt,
      config: { ...dealt.config, firstPlayer: other },
    });
    expect(check).toMatchObject({
      ok: false,
      why: expect.stringContaining(`but ${other} started`),
    });
  });
});
