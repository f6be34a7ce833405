/**
 * Where every card of River Rats lies on the card table, as a pure function of the viewer's
 * view: the River Rats and their hand across the middle, the collective hand and the
 * Prediction below them, the deck and the Market, then the team's Jokers and Debt nearest
 * the players, and each seat's hand fanned at its place around the edge. A card the viewer may not see carries no face at all.
 */
import type { Viewer } from '../../../shared/engine/contract';
import type { RatsView } from '../../../shared/games/river-rats';
import type { Point, SeatPose } from '../../contract/game-table';
import { labelTurnFor } from '../../table/label-turn';

export const CARD = { width: 0.9, length: 1.26, thickness: 0.014, radius: 0.08 } as const;

/** The places of the table, by what lies there. */
export type PlaceKind =
  | 'hand'
  | 'character'
  | 'deck'
  | 'discard'
  | 'market'
  | 'collective'
  | 'king'
  | 'waiting-rat'
  | 'defeated-rat'
  | 'rat-up'
  | 'rat-down'
  | 'rat-debt'
  | 'prediction'
  | 'round-debt'
  | 'player-debt'
  | 'unearned-joker'
  | 'earned-joker'
  | 'joker-aside';

export interface CardSlot {
  /** Identity for motion: "card:7H" for a card the viewer sees, "<place>:<n>" for one it does not. */
  readonly key: string;
  /** The face painted on the card; null: the back on both sides (the viewer may not see it). */
  readonly face: string | null;
  readonly faceUp: boolean;
  readonly at: Point;
  /** Radians around the vertical axis. */
  readonly turn: number;
  readonly place: PlaceKind;
  /** The seat whose hand it is in, or who played it into the collective hand. */
  readonly seat?: number;
  /** Its index in its place (a face-down Rat card's index is what the ♥ power names). */
  readonly index: number;
}

/** Rows across the middle, far to near: the Rat, the round, the supply, the team's own piles. */
const ROW = { rat: -3.1, collective: -0.6, supply: 1.5, players: 3.4 } as const;
const STEP = 1.05;
/**
 * Columns across the middle, left to right as seat 0 sees them: the Rats' own piles and
 * the round's, then the rows' cards from FIRST on. Centred on the table, so the side seats
 * sit as far from the middle on either side.
 */
const COLUMN = { waiting: -5.15, king: -3.95, beside: -2.8 } as const;
const FIRST = -1.15;

/** Fixed spots of the middle of the table. */
export const SPOTS = {
  king: [COLUMN.king, 0, ROW.rat],
  waitingRat: [COLUMN.waiting, 0, ROW.rat],
  defeatedRat: [COLUMN.beside, 0, ROW.rat],
  ratDebt: [COLUMN.waiting, 0, ROW.rat + 1.5],
  prediction: [COLUMN.king, 0, ROW.collective],
  roundDebt: [COLUMN.beside, 0, ROW.collective],
  jokerAside: [FIRST + 6 * STEP, 0, ROW.collective],
  unearnedJokers: [FIRST + 4.8, 0, ROW.players],
  earnedJokers: [FIRST + 5.9, 0, ROW.players],
  deck: [COLUMN.king, 0, ROW.supply],
  discard: [COLUMN.beside, 0, ROW.supply],
  playerDebt: [FIRST - 0.2, 0, ROW.players],
} as const satisfies Record<string, Point>;

export const ratHandSpot = (i: number): Point => [FIRST - 0.45 + i * 0.8, 0, ROW.rat];
export const collectiveSpot = (i: number): Point => [FIRST + i * STEP, 0, ROW.collective];
export const marketSpot = (i: number): Point => [FIRST + i * STEP, 0, ROW.supply];

/** A point in a seat's own frame (x to its right, z towards its edge), placed on the table. */
export function atSeat(pose: SeatPose, local: Point): Point {
  const [x, y, z] = local;
  const c = Math.cos(pose.facing);
  const s = Math.sin(pose.facing);
  return [pose.position[0] + x * c + z * s, y, pose.position[2] - x * s + z * c];
}

/** Where the seats' things lie: the near and far edges, and the ends beside the middle. */
const SIDE = { near: [0, 5.3], left: [-7, 0], far: [0, -5.3], right: [7, 0] } as const;
type Side = keyof typeof SIDE;

/**
 * The sides seats take, seat 0 at the near edge and the others clockwise as seen from
 * above. Three players leave the far edge to the River Rats across from the first seat.
 */
const SEATED: Readonly<Record<number, readonly Side[]>> = {
  1: ['near'],
  2: ['near', 'far'],
  3: ['near', 'left', 'right'],
  4: ['near', 'left', 'far', 'right'],
};

/**
 * A chair's camera in its seat's own frame: how far behind the seat and how high it is, how
 * far in from the seat it looks, and how far to the seat's left it leans. Found by placing
 * every part of the table and every panel in 1024×640, 1280×800 and 1920×1080 windows
 * (e2e/river-rats-chairs.spec.ts checks them): with seats at the ends the camera rises to
 * take the whole table in, and leans so the table keeps clear of the panels at its corners.
 * Alone, the table also keeps clear of the lesson's column (e2e/lessons.spec.ts).
 */
const CHAIR = {
  alone: { back: 5, height: 18, inset: 3, left: 0 },
  across: { back: 8, height: 14, inset: 5, left: -0.5 },
  around: { back: 1, height: 26, inset: 8, left: 1 },
} as const;

/** Seats around the card table, each with a chair camera that takes in the whole table from behind its own hand. */
export function seatPoses(players: number): SeatPose[] {
  const sides = SEATED[players] ?? SEATED[4]!;
  const chair = players === 1 ? CHAIR.alone : players === 2 ? CHAIR.across : CHAIR.around;
  return sides.map((side) => {
    const [x, z] = SIDE[side];
    const facing = Math.atan2(x, z);
    // Outwards from the middle, and to the seat's left.
    const [ox, oz] = [Math.sin(facing), Math.cos(facing)];
    const [lx, lz] = [-oz, ox];
    const lean = (out: number): Point => [
      x + ox * out + lx * chair.left,
      0,
      z + oz * out + lz * chair.left,
    ];
    const [cx, , cz] = lean(chair.back);
    return {
      position: [x, 0, z],
      facing,
      camera: { position: [cx, chair.height, cz], target: lean(-chair.inset) },
    };
  });
}

/** How the words on the felt turn for `viewer`: upright from the far edge as from the near one. */
export function wordsTurn(poses: readonly SeatPose[], viewer: Viewer): number {
  return labelTurnFor(viewer === 'public' ? 0 : (poses[viewer]?.facing ?? 0));
}

/** How a seat's name plate turns for `viewer`: a plate at an end lies along it, facing its seat. */
export function plateTurn(pose: SeatPose, poses: readonly SeatPose[], viewer: Viewer): number {
  return Math.abs(Math.sin(pose.facing)) > 0.5 ? pose.facing : wordsTurn(poses, viewer);
}

/** Where the name plate of a seat lies: just behind its hand. */
export const platePoint = (pose: SeatPose): Point => atSeat(pose, [0, 0.01, 1.25]);

/** Card `i` of `n` fanned in a seat's hand: spread along the seat's edge, turned a little. */
export function handCard(pose: SeatPose, i: number, n: number): { at: Point; turn: number } {
  const middle = (n - 1) / 2;
  const local: Point = [
    (i - middle) * 0.78,
    CARD.thickness * (i + 0.5),
    Math.abs(i - middle) * 0.08,
  ];
  return { at: atSeat(pose, local), turn: pose.facing - (i - middle) * 0.09 };
}

/** The `i`th card from the bottom of a pile at `spot`. */
export function pileCard(spot: Point, i: number): Point {
  return [spot[0], CARD.thickness * (i + 0.5), spot[2]];
}

const flat = (at: Point, i = 0): Point => [at[0], CARD.thickness * (i + 0.5), at[2]];

/** Every card on the table the viewer's view accounts for, each in its place. */
export function tableCards(view: RatsView, poses: readonly SeatPose[]): CardSlot[] {
  const slots: CardSlot[] = [];
  const seen = (card: string) => `card:${card}`;
  const pile = (place: PlaceKind, spot: Point, count: number, turn = 0) => {
    for (let i = 0; i < count; i++)
      slots.push({
        key: `${place}:${i}`,
        face: null,
        faceUp: false,
        at: pileCard(spot, i),
        turn,
        place,
        index: i,
      });
  };
  const open = (card: string, place: PlaceKind, at: Point, index: number, turn = 0) =>
    slots.push({ key: seen(card), face: card, faceUp: true, at, turn, place, index });

  // The River Rats: the active King face up, the waiting one face down, beaten ones sideways.
  if (view.rat.king) open(view.rat.king, 'king', flat(SPOTS.king), 0);
  if (view.rat.king && view.rat.defeated.length === 0) pile('waiting-rat', SPOTS.waitingRat, 1);
  view.rat.defeated.forEach((king, i) =>
    open(king, 'defeated-rat', flat(SPOTS.defeatedRat, i), i, Math.PI / 2),
  );
  view.rat.up.forEach((card, i) => open(card, 'rat-up', flat(ratHandSpot(i)), i));
  for (let i = 0; i < view.rat.down; i++)
    slots.push({
      key: `rat-down:${i}`,
      face: null,
      faceUp: false,
      at: flat(ratHandSpot(view.rat.up.length + i)),
      turn: 0,
      place: 'rat-down',
      index: i,
    });
  pile('rat-debt', SPOTS.ratDebt, view.rat.debt);

  // The round: the Prediction (the round's first Debt card) and the Debt added since.
  if (view.prediction) open(view.prediction, 'prediction', flat(SPOTS.prediction), 0);
  // The view counts the Prediction in the round's Debt, even once the game is over and it is gone.
  pile('round-debt', SPOTS.roundDebt, view.roundDebt - 1);
  view.collective.forEach((c, i) => {
    const at = flat(collectiveSpot(i));
    const common = { at, turn: 0, place: 'collective' as const, index: i, seat: c.by ?? undefined };
    if (c.card === null)
      slots.push({ ...common, key: `collective:${i}`, face: null, faceUp: false });
    else slots.push({ ...common, key: seen(c.card), face: c.card, faceUp: !c.faceDown });
  });
  const aside = view.jokers.aside ?? view.jokers.revealing;
  if (aside) open(aside, 'joker-aside', flat(SPOTS.jokerAside), 0);
  view.jokers.unearned.forEach((joker, i) =>
    slots.push({
      key: seen(joker),
      face: null,
      faceUp: false,
      at: flat(SPOTS.unearnedJokers, i),
      turn: 0,
      place: 'unearned-joker',
      index: i,
    }),
  );
  view.jokers.earned.forEach((joker, i) =>
    open(joker, 'earned-joker', flat(SPOTS.earnedJokers, i), i),
  );

  pile('deck', SPOTS.deck, view.deck);
  pile('discard', SPOTS.discard, view.discard);
  view.market.forEach((card, i) => open(card, 'market', flat(marketSpot(i)), i));
  pile('player-debt', SPOTS.playerDebt, view.playerDebt);

  // Hands: the viewer's own face up; every other seat's as backs without faces. Each seat's
  // Ace, its character, lies face up beside its hand: everyone knows each other's Power.
  view.handSizes.forEach((size, seat) => {
    const ace = `A${view.config.characters[seat]!}`;
    open(
      ace,
      'character',
      atSeat(poses[seat]!, [-1.75, CARD.thickness / 2, 0.15]),
      seat,
      poses[seat]!.facing,
    );
    const own = view.viewer === seat ? view.hand : null;
    for (let i = 0; i < size; i++) {
      const { at, turn } = handCard(poses[seat]!, i, size);
      const card = own?.[i];
      slots.push(
        card
          ? { key: seen(card), face: card, faceUp: true, at, turn, place: 'hand', seat, index: i }
          : {
              key: `hand:${seat}:${i}`,
              face: null,
              faceUp: false,
              at,
              turn,
              place: 'hand',
              seat,
              index: i,
            },
      );
    }
  });
  return slots;
}

/** Where a card new to the table comes from, by where it lands. */
function sources(slot: CardSlot): readonly string[] {
  switch (slot.place) {
    case 'collective':
      return [`hand:${slot.seat}`, 'hand', 'deck'];
    case 'market':
      return ['hand', 'deck'];
    case 'rat-up':
      return ['rat-down', 'deck'];
    case 'king':
      return ['waiting-rat'];
    case 'hand':
      // A hand turned face up for a new person at the screen stays where its backs lay.
      return [`hand:${slot.seat}`, 'deck', 'discard'];
    default:
      return ['deck', 'discard'];
  }
}

/** Places whose cards everyone sees: a card leaving one may be shown on its way to the discard pile. */
export const OPEN_PLACES: ReadonlySet<PlaceKind> = new Set([
  'market',
  'collective',
  'king',
  'rat-up',
  'prediction',
  'earned-joker',
  'joker-aside',
]);

const placeOf = (key: string) => key.slice(0, key.lastIndexOf(':'));

/**
 * Where each card new to the table starts its move: a card the viewer could not see before
 * (a teammate's card played, a face-down Rat card peeked) starts where an unseen card just
 * vanished from, preferably the place it most likely came from; anything else from the deck.
 */
export function arrivals(
  before: ReadonlyMap<string, Point>,
  slots: readonly CardSlot[],
): Map<string, Point> & { readonly left: readonly string[] } {
  const keys = new Set(slots.map((s) => s.key));
  const vanished = [...before.keys()].filter((k) => !keys.has(k) && !k.startsWith('card:'));
  const deckTop = before.get([...before.keys()].filter((k) => k.startsWith('deck:')).at(-1) ?? '');
  const starts = new Map<string, Point>() as Map<string, Point> & { left: string[] };
  for (const slot of slots) {
    if (before.has(slot.key)) continue;
    let from: string | undefined;
    for (const source of sources(slot)) {
      from = vanished.find((k) => placeOf(k) === source || placeOf(k).startsWith(`${source}:`));
      if (from) break;
    }
    if (from) vanished.splice(vanished.indexOf(from), 1);
    const at: Point = (from ? before.get(from) : undefined) ?? deckTop ?? pileCard(SPOTS.deck, 0);
    starts.set(slot.key, [at[0], at[1] + CARD.thickness, at[2]]);
  }
  // What vanished and became nothing new: cards that left the table's places for the discard pile.
  starts.left = [...before.keys()].filter(
    (k) => !keys.has(k) && (k.startsWith('card:') || vanished.includes(k)),
  );
  return starts;
}
