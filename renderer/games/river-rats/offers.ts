/**
 * The viewer's legal actions, grouped as the table offers them: one button for a single
 * action, a list to pick from (a card of the Market, of the hand, a Rat card), cards to
 * combine (the ♠ and ♣ powers) and a swap to pair up (♦). Built from `legal` only: the
 * renderer never works out a rule for itself.
 */
import { cardName, type RatsAction, type RatsView } from '../../../shared/games/river-rats';

type Of<T extends RatsAction['type']> = Extract<RatsAction, { type: T }>;

export interface Option {
  readonly label: string;
  readonly action: RatsAction;
  /** The card on the table a click on which plays this option. */
  readonly target: string;
}

export type Group =
  | {
      readonly kind: 'single';
      readonly id: string;
      readonly label: string;
      readonly key: string;
      readonly action: RatsAction;
      readonly target?: string;
    }
  | {
      readonly kind: 'pick';
      readonly id: string;
      readonly title: string;
      readonly options: readonly Option[];
    }
  | {
      readonly kind: 'combine';
      readonly id: string;
      readonly title: string;
      readonly actions: readonly Of<'spade' | 'club'>[];
    }
  | {
      readonly kind: 'swap';
      readonly id: string;
      readonly title: string;
      readonly actions: readonly Of<'diamond'>[];
    }
  | {
      /** A rank and a suit for the Joker, from the cards the rules allow. */
      readonly kind: 'name';
      readonly id: string;
      readonly title: string;
      readonly actions: readonly Of<'name-joker'>[];
    };

const seen = (card: string) => `card:${card}`;

function skipLabel(view: RatsView): string {
  switch (view.phase) {
    case 'act':
      return 'No action';
    case 'peeked':
      return 'Add no Debt';
    case 'expert-joker':
      return 'Keep the Joker, compare the hands';
    case 'revealing':
      return 'Stop revealing, compare the hands';
    default:
      return 'Pass (nothing else is possible)';
  }
}

function jokerLabel(view: RatsView): string {
  if (view.config.mode === 'expert') return 'Use a Joker: reveal deck cards';
  if (view.config.mode === 'advanced') return 'Use a Joker: set it aside for the resolution';
  return 'Use a Joker: put it into the collective hand';
}

/** The viewer's offers now, in the order the Hud lists them. */
export function offerGroups(view: RatsView, legal: readonly RatsAction[]): Group[] {
  const of = <T extends RatsAction['type']>(type: T) =>
    legal.filter((a): a is Of<T> => a.type === type);
  const groups: Group[] = [];
  // An empty deck is remade from the discard pile as the card is drawn.
  const deckTop = view.deck > 0 ? `deck:${view.deck - 1}` : `discard:${view.discard - 1}`;

  const fromDeck = of('draw').find((a) => a.card === null);
  if (fromDeck)
    groups.push({
      kind: 'single',
      id: 'deck',
      label: 'Draw from the deck',
      key: 'd',
      action: fromDeck,
      target: deckTop,
    });
  const market = of('draw').filter((a) => a.card !== null);
  if (market.length > 0)
    groups.push({
      kind: 'pick',
      id: 'market',
      title: 'Or take a card from the Market',
      options: market.map((a) => ({
        label: `Take ${cardName(a.card!)}`,
        action: a,
        target: seen(a.card!),
      })),
    });
  const plays = of('play');
  if (plays.length > 0)
    groups.push({
      kind: 'pick',
      id: 'play',
      title: 'Play a card into the collective hand',
      options: plays.map((a) => ({
        label: `Play ${cardName(a.card)}`,
        action: a,
        target: seen(a.card),
      })),
    });
  const joker = of('joker')[0];
  if (joker)
    groups.push({ kind: 'single', id: 'joker', label: jokerLabel(view), key: 'j', action: joker });

  const heart = of('heart')[0];
  if (heart)
    groups.push({
      kind: 'single',
      id: 'heart',
      label: view.phase === 'peeked' ? 'Add 1 Debt after all' : '♥ Add 1 Debt (the top deck card)',
      key: 'a',
      action: heart,
    });
  const peeks = of('peek');
  if (peeks.length > 0)
    groups.push({
      kind: 'pick',
      id: 'peek',
      title: '♥ Power: turn up a face-down Rat card',
      options: peeks.map((a) => ({
        label: `Rat card ${a.index + 1} face down`,
        action: a,
        target: `rat-down:${a.index}`,
      })),
    });
  for (const [type, one, many] of [
    [
      'spade',
      '♠ Discard a card from your hand or the Market',
      '♠ Power: discard any cards from your hand and the Market',
    ],
    [
      'club',
      '♣ Put a card from your hand into the Market',
      '♣ Put up to two cards from your hand into the Market',
    ],
  ] as const) {
    const actions = of(type);
    if (actions.length === 0) continue;
    if (actions.some((a) => a.cards.length > 1))
      groups.push({ kind: 'combine', id: type, title: many, actions });
    else
      groups.push({
        kind: 'pick',
        id: type,
        title: one,
        options: actions.map((a) => ({
          label: `${type === 'spade' ? 'Discard' : 'Market gets'} ${cardName(a.cards[0]!)}`,
          action: a,
          target: seen(a.cards[0]!),
        })),
      });
  }
  for (const a of of('club-deck'))
    groups.push({
      kind: 'single',
      id: `club-deck-${a.count}`,
      label:
        a.count === 1
          ? '♣ Put the top deck card into the Market'
          : '♣ Power: put two deck cards into the Market',
      key: a.count === 1 ? 'm' : 'k',
      action: a,
    });
  const swaps = of('diamond');
  if (swaps.length > 0)
    groups.push({
      kind: 'swap',
      id: 'diamond',
      title:
        view.hand && swaps.some((a) => !view.hand!.includes(a.give))
          ? '♦ Swap a collective card with one from your hand or (your Power) the Market'
          : '♦ Swap a collective card with one from your hand',
      actions: swaps,
    });
  const removes = of('remove');
  if (removes.length > 0)
    groups.push({
      kind: 'pick',
      id: 'remove',
      title: 'The Joker set aside removes one card of the Rat’s hand',
      options: removes.map((a) =>
        typeof a.target === 'number'
          ? { label: `Face-down card ${a.target + 1}`, action: a, target: `rat-down:${a.target}` }
          : { label: `Remove ${cardName(a.target)}`, action: a, target: seen(a.target) },
      ),
    });
  const reveal = of('reveal')[0];
  if (reveal)
    groups.push({
      kind: 'single',
      id: 'reveal',
      label: 'Reveal the next deck card',
      key: 'r',
      action: reveal,
    });
  const names = of('name-joker');
  if (names.length > 0)
    groups.push({
      kind: 'name',
      id: 'name-joker',
      title: 'Name the Joker’s rank and suit',
      actions: names,
    });
  const skip = of('skip')[0];
  if (skip)
    groups.push({ kind: 'single', id: 'skip', label: skipLabel(view), key: 'n', action: skip });
  return groups;
}

/** The combine group's action for exactly the chosen cards, if the rules allow that set. */
export function combined(
  group: Extract<Group, { kind: 'combine' }>,
  chosen: readonly string[],
): RatsAction | null {
  const want = [...chosen].sort().join();
  return group.actions.find((a) => [...a.cards].sort().join() === want) ?? null;
}

/** The cards a click can choose for a combine or a swap group. */
export function choosable(group: Group): string[] {
  if (group.kind === 'combine') return [...new Set(group.actions.flatMap((a) => a.cards))];
  if (group.kind === 'swap') return [...new Set(group.actions.flatMap((a) => [a.take, a.give]))];
  return [];
}

/** The swap for the chosen pair, whichever was chosen first. */
export function swapFor(
  group: Extract<Group, { kind: 'swap' }>,
  chosen: readonly string[],
): RatsAction | null {
  if (chosen.length !== 2) return null;
  const [a, b] = chosen;
  return (
    group.actions.find((s) => (s.take === a && s.give === b) || (s.take === b && s.give === a)) ??
    null
  );
}

/** What a click on a table card does now: an action at once, or a card to choose. */
export function clickOn(
  groups: readonly Group[],
  slotKey: string,
): { readonly act: RatsAction } | { readonly choose: string } | null {
  for (const g of groups) {
    if (g.kind === 'single' && g.target === slotKey) return { act: g.action };
    if (g.kind === 'pick') {
      const option = g.options.find((o) => o.target === slotKey);
      if (option) return { act: option.action };
    }
    if (
      (g.kind === 'combine' || g.kind === 'swap') &&
      choosable(g).some((c) => seen(c) === slotKey)
    )
      return { choose: slotKey.slice('card:'.length) };
  }
  return null;
}

/** Keys of every table card a click can act on now. */
export function clickable(groups: readonly Group[]): Set<string> {
  const keys = new Set<string>();
  for (const g of groups) {
    if (g.kind === 'single' && g.target) keys.add(g.target);
    if (g.kind === 'pick') for (const o of g.options) keys.add(o.target);
    for (const card of choosable(g)) keys.add(seen(card));
  }
  return keys;
}

const same = (a: RatsAction, b: RatsAction) =>
  JSON.stringify(a) === JSON.stringify(b) ||
  ('cards' in a &&
    'cards' in b &&
    a.type === b.type &&
    [...a.cards].sort().join() === [...b.cards].sort().join());

/** An action in the words of the offer that plays it ("Take 9♣", "♦ swap Q♥ for 2♣"). */
export function offerWords(groups: readonly Group[], action: RatsAction): string | null {
  for (const g of groups) {
    if (g.kind === 'single' && same(g.action, action)) return g.label;
    if (g.kind === 'pick') {
      const option = g.options.find((o) => same(o.action, action));
      if (option) return option.label;
    }
    if (g.kind === 'combine' && 'cards' in action && g.actions.some((a) => same(a, action)))
      return `${g.id === 'spade' ? '♠ Discard' : '♣ Put into the Market'} ${action.cards.map(cardName).join(' ')}`;
    if (g.kind === 'swap' && action.type === 'diamond' && g.actions.some((a) => same(a, action)))
      return `♦ Swap ${cardName(action.take)} out for ${cardName(action.give)}`;
    if (g.kind === 'name' && action.type === 'name-joker' && g.actions.some((a) => same(a, action)))
      return `Name the Joker ${cardName(action.card)}`;
  }
  return null;
}
