import { describe, expect, it } from 'vitest';
import { stableStringify } from '../../../shared/engine/stable-json';
import { cardName, game, type RatsAction } from '../../../shared/games/river-rats';
import { seatPoses, tableCards } from './layout';
import {
  clickable,
  clickOn,
  combined,
  offerGroups,
  offerWords,
  swapFor,
  type Group,
} from './offers';
import { playedStates } from './playouts.test-support';

const states = playedStates(24, 'offers');
const canon = (a: RatsAction) =>
  stableStringify('cards' in a ? { ...a, cards: [...a.cards].sort() } : a);

function offered(group: Group): RatsAction[] {
  switch (group.kind) {
    case 'single':
      return [group.action];
    case 'pick':
      return group.options.map((o) => o.action);
    default:
      return [...group.actions];
  }
}

describe('offers from the legal actions', () => {
  it('offer every legal action exactly once, in every phase of random games', () => {
    const phases = new Set<string>();
    for (const s of states) {
      if (s.phase === 'over') continue;
      phases.add(s.phase);
      const legal = game.legalActions(s, s.current);
      const groups = offerGroups(game.view(s, s.current), legal);
      const all = groups.flatMap(offered).map(canon).sort();
      expect(all).toEqual(legal.map(canon).sort());
    }
    expect([...phases].sort()).toEqual(
      ['act', 'expert-joker', 'joker-remove', 'name-joker', 'peeked', 'revealing', 'turn'].sort(),
    );
  });

  it('give each single offer its own key, and point clicks only at cards on the table', () => {
    for (const s of states.slice(0, 4000)) {
      if (s.phase === 'over') continue;
      const view = game.view(s, s.current);
      const groups = offerGroups(view, game.legalActions(s, s.current));
      const keys = groups.flatMap((g) => (g.kind === 'single' ? [g.key] : []));
      expect(new Set(keys).size).toBe(keys.length);
      const onTable = new Set(tableCards(view, seatPoses(s.config.players)).map((c) => c.key));
      for (const key of clickable(groups)) {
        expect(onTable.has(key)).toBe(true);
        expect(clickOn(groups, key)).not.toBeNull();
      }
    }
  });

  it('combine exactly the card sets the rules allow, and pair a swap in either order', () => {
    let combines = 0;
    let swaps = 0;
    for (const s of states) {
      if (s.phase !== 'act') continue;
      const legal = game.legalActions(s, s.current);
      for (const g of offerGroups(game.view(s, s.current), legal)) {
        if (g.kind === 'combine') {
          combines++;
          for (const a of g.actions) expect(combined(g, [...a.cards].reverse())).toEqual(a);
          const every = [...new Set(g.actions.flatMap((a) => a.cards))];
          const allowed = legal.some(
            (a) => a.type === g.actions[0]!.type && 'cards' in a && a.cards.length === every.length,
          );
          expect(combined(g, every) !== null).toBe(allowed);
        }
        if (g.kind === 'swap') {
          swaps++;
          for (const a of g.actions) {
            expect(swapFor(g, [a.take, a.give])).toEqual(a);
            expect(swapFor(g, [a.give, a.take])).toEqual(a);
          }
          expect(swapFor(g, [g.actions[0]!.take])).toBeNull();
        }
      }
    }
    expect(combines).toBeGreaterThan(0);
    expect(swaps).toBeGreaterThan(0);
  });
});

describe('offers in words', () => {
  it('name every legal action by the offer that plays it', () => {
    for (const s of states.slice(0, 3000)) {
      if (s.phase === 'over') continue;
      const legal = game.legalActions(s, s.current);
      const groups = offerGroups(game.view(s, s.current), legal);
      for (const a of legal) expect(offerWords(groups, a)).toMatch(/\S/);
    }
  });

  it('say which cards a swap exchanges', () => {
    const s = states.find(
      (x) => x.phase === 'act' && game.legalActions(x, x.current).some((a) => a.type === 'diamond'),
    )!;
    const swap = game.legalActions(s, s.current).find((a) => a.type === 'diamond')!;
    const groups = offerGroups(game.view(s, s.current), [swap]);
    if (swap.type !== 'diamond') throw new Error('a swap');
    expect(offerWords(groups, swap)).toBe(
      `♦ Swap ${cardName(swap.take)} out for ${cardName(swap.give)}`,
    );
  });
});
