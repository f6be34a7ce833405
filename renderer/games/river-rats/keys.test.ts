import { describe, expect, it } from 'vitest';
import { game } from '../../../shared/games/river-rats';
import { HOST_KEYS } from '../../input/keymap';
import { offerGroups } from './offers';
import { playedStates } from './playouts.test-support';
import { riverRatsTable } from './table';

describe("River Rats' keys", () => {
  const declared = riverRatsTable.keys.map((k) => k.key);

  it('take none of the host’s keys, and none twice', () => {
    for (const key of declared) expect(HOST_KEYS as readonly string[]).not.toContain(key);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('declare every key an offer is given in random games', () => {
    const used = new Set<string>();
    for (const s of playedStates(12, 'keys')) {
      if (s.phase === 'over') continue;
      for (const g of offerGroups(game.view(s, s.current), game.legalActions(s, s.current)))
        if (g.kind === 'single') used.add(g.key);
    }
    expect(used.size).toBeGreaterThan(4);
    for (const key of used) expect(declared).toContain(key);
  });
});
