import { describe, expect, it } from 'vitest';
import { game, type RatsState } from '../../../shared/games/river-rats';
import { TABLE } from '../../table/TableScene';
import {
  CARD,
  arrivals,
  plateTurn,
  seatPoses,
  tableCards,
  wordsTurn,
  SPOTS,
  type CardSlot,
} from './layout';
import { playedStates } from './playouts.test-support';

const states = playedStates(16, 'layout');

/**
 * Every card the seat may not know, read from the whole state. While a Joker is named the
 * rules reveal the Rat's face-down cards and a face-down collective card.
 */
function hiddenFrom(s: RatsState, seat: number): Set<string> {
  const revealed = s.phase === 'name-joker';
  return new Set([
    ...s.deck,
    ...s.discard,
    ...s.hands.flatMap((h, i) => (i === seat ? [] : h)),
    ...(revealed ? [] : s.round.ratDown),
    ...s.round.debt,
    ...s.ratDebt,
    ...s.playerDebt,
    ...(s.activeRat === 0 ? [s.rats[1]] : []),
    ...s.round.collective
      .filter((c) => c.faceDown && c.by !== seat && !revealed)
      .map((c) => c.card),
    ...s.jokers.unearned,
  ]);
}

/** The rectangle along the table's axes around a card as it lies, turned or not. */
function footprint({ at: [x, , z], turn }: CardSlot) {
  const c = Math.abs(Math.cos(turn));
  const s = Math.abs(Math.sin(turn));
  const w = (CARD.width * c + CARD.length * s) / 2;
  const d = (CARD.width * s + CARD.length * c) / 2;
  return { x0: x - w, x1: x + w, z0: z - d, z1: z + d };
}

const apart = (a: CardSlot, b: CardSlot): boolean => {
  const [p, q] = [footprint(a), footprint(b)];
  return p.x1 <= q.x0 || q.x1 <= p.x0 || p.z1 <= q.z0 || q.z1 <= p.z0;
};

/** Who a card on the table belongs to: a seat for its hand and its Ace (indexed by seat), else its place. */
const ownerOf = (slot: CardSlot): string =>
  slot.place === 'hand'
    ? `Seat ${slot.seat! + 1}`
    : slot.place === 'character'
      ? `Seat ${slot.index + 1}`
      : slot.place;

describe('River Rats on the table', () => {
  it("lays each seat's hand and Ace clear of the middle's places and of every other seat, one to four players", () => {
    for (const s of states) {
      const slots = tableCards(game.view(s, 0), seatPoses(s.config.players));
      for (const card of slots.filter((c) => ownerOf(c).startsWith('Seat')))
        for (const other of slots.filter((c) => ownerOf(c) !== ownerOf(card)))
          expect(
            apart(card, other),
            `${card.key} of ${ownerOf(card)} lies on ${other.key} (${s.config.players} players)`,
          ).toBe(true);
    }
  });

  it('turns the words on the felt to read upright from the far chair as from the near one', () => {
    const across = seatPoses(2);
    expect(wordsTurn(across, 0)).toBe(0);
    expect(wordsTurn(across, 1)).toBeCloseTo(Math.PI);
    expect(wordsTurn(across, 'public')).toBe(0);
    // At an end, a seat's name lies along its end, facing its seat, whoever looks.
    const around = seatPoses(4);
    for (const viewer of [0, 1, 2, 3] as const) {
      expect(plateTurn(around[1]!, around, viewer)).toBeCloseTo(-Math.PI / 2);
      expect(plateTurn(around[3]!, around, viewer)).toBeCloseTo(Math.PI / 2);
      expect(plateTurn(around[0]!, around, viewer)).toBeCloseTo(viewer === 2 ? Math.PI : 0);
    }
  });

  it('lays every card still in the game on the felt once, and paints no card the viewer may not see', () => {
    for (const s of states) {
      for (const viewer of [...s.hands.keys(), 'public' as const]) {
        const view = game.view(s, viewer);
        const slots = tableCards(view, seatPoses(s.config.players));
        expect(slots).toHaveLength(54 - s.removed.length);
        expect(new Set(slots.map((c) => c.key)).size).toBe(slots.length);
        const hidden =
          viewer === 'public'
            ? new Set([...hiddenFrom(s, -1), ...s.hands.flat()])
            : hiddenFrom(s, viewer);
        for (const slot of slots) {
          if (slot.face !== null) expect(hidden.has(slot.face)).toBe(false);
          expect(Math.abs(slot.at[0])).toBeLessThan(TABLE.width / 2 - 0.5);
          expect(Math.abs(slot.at[2])).toBeLessThan(TABLE.depth / 2 - 0.5);
        }
      }
    }
  });

  it("shows the viewer's own hand face up at their seat and every other hand as backs", () => {
    const s = states.find((x) => x.config.players === 3 && x.hands[1]!.length > 0)!;
    const slots = tableCards(game.view(s, 1), seatPoses(3));
    const hands = slots.filter((c) => c.place === 'hand');
    expect(hands.length).toBe(s.hands.flat().length);
    expect(hands.filter((c) => c.seat === 1).map((c) => [c.face, c.faceUp])).toEqual(
      s.hands[1]!.map((card) => [card, true]),
    );
    for (const c of hands.filter((c) => c.seat !== 1))
      expect([c.face, c.faceUp]).toEqual([null, false]);
  });

  it('brings a card drawn from the deck from the top of the deck, and a teammate’s played card from their hand', () => {
    const before = new Map([
      ['deck:0', [SPOTS.deck[0], 0.01, SPOTS.deck[2]] as const],
      ['deck:1', [SPOTS.deck[0], 0.03, SPOTS.deck[2]] as const],
      ['hand:1:0', [7, 0.01, 0] as const],
      ['hand:1:1', [7.5, 0.01, 0] as const],
    ]);
    const slots = [
      {
        key: 'deck:0',
        face: null,
        faceUp: false,
        at: [-5, 0.01, 1.5] as const,
        turn: 0,
        place: 'deck' as const,
        index: 0,
      },
      {
        key: 'card:7H',
        face: '7H',
        faceUp: true,
        at: [0, 0.01, 5] as const,
        turn: 0,
        place: 'hand' as const,
        seat: 0,
        index: 0,
      },
      {
        key: 'hand:1:0',
        face: null,
        faceUp: false,
        at: [7, 0.01, 0] as const,
        turn: 0,
        place: 'hand' as const,
        seat: 1,
        index: 0,
      },
      {
        key: 'card:9S',
        face: '9S',
        faceUp: true,
        at: [0, 0.01, 0] as const,
        turn: 0,
        place: 'collective' as const,
        seat: 1,
        index: 0,
      },
    ];
    const starts = arrivals(before, slots);
    expect(starts.get('card:7H')![0]).toBe(SPOTS.deck[0]);
    expect(starts.get('card:9S')![0]).toBe(7.5);
    expect(starts.has('deck:0')).toBe(false);
    // The deck's top card became the drawn card and Basil's card the played one: nothing else left.
    expect(starts.left).toEqual([]);
  });

  it('lets a collective card that is gone leave the table, and turns a new viewer’s hand up where its backs lay', () => {
    const before = new Map([
      ['card:9S', [0, 0.01, 0] as const],
      ['hand:1:0', [7, 0.01, 0] as const],
    ]);
    const slots = [
      {
        key: 'card:2H',
        face: '2H',
        faceUp: true,
        at: [7, 0.01, 0] as const,
        turn: 0,
        place: 'hand' as const,
        seat: 1,
        index: 0,
      },
    ];
    const starts = arrivals(before, slots);
    expect(starts.get('card:2H')![0]).toBe(7);
    expect(starts.left).toEqual(['card:9S']);
  });
});
