/**
 * Where the River Rats table lands on screen from a chair, computed in the test from the
 * table's own geometry: every seat's hand with its Ace and name, the River Rats and their
 * hand, the round's Prediction and Debt, the collective hand, the deck, the discard pile,
 * the Market, the team's Debt and its Jokers, each with its name on the felt. A panel over
 * the table must keep out of all of them.
 */
import {
  CARD,
  SPOTS,
  atSeat,
  collectiveSpot,
  marketSpot,
  platePoint,
  ratHandSpot,
  seatPoses,
} from '../../renderer/games/river-rats/layout';
import type { Point, SeatPose } from '../../renderer/contract/game-table';
import type { CameraPose } from '../../renderer/stores/camera';
import type { Page } from '@playwright/test';
import { hiddenPlaces } from './clear-of-panels';
import { regionsFrom, type Box, type Rect } from './screen-regions';

/** A hand refills to three cards; a Rat's hand holds seven (five up, two down), sometimes more. */
const HAND = 3;
const RAT_HAND = 7;
/** The Market holds up to six cards and a collective hand six; four of each is the common case. */
const ROW = 4;
/** A name on the felt as Board's Tag paints it: a Label scaled to 0.72, its bold letters about 0.1 wide. */
const TAG = { letter: 0.1, depth: 0.27 } as const;
/** A seat's name plate, for a name of ten letters and the turn's mark. */
const PLATE = 'Seat name ◀';
const TOP = 0.2;

const around = (points: readonly Point[]): Box => {
  const xs = points.map((p) => p[0]);
  const zs = points.map((p) => p[2]);
  return [Math.min(...xs), Math.max(...xs), 0, TOP, Math.min(...zs), Math.max(...zs)];
};

/** The corners of a rectangle `w` by `d` lying at `at`, turned by `turn` around the vertical. */
const corners = ([x, , z]: Point, w: number, d: number, turn: number): Point[] => {
  const c = Math.cos(turn);
  const s = Math.sin(turn);
  return [
    [-1, -1],
    [-1, 1],
    [1, -1],
    [1, 1],
  ].map(([i, j]) => {
    const [u, v] = [(i! * w) / 2, (j! * d) / 2];
    return [x + u * c + v * s, 0, z - u * s + v * c];
  });
};

const cardAt = (at: Point, turn = 0): Point[] => corners(at, CARD.width, CARD.length, turn);

const tagAt = (at: Point, text: string, turn = 0): Point[] =>
  corners(at, text.length * TAG.letter, TAG.depth, turn);

const below = ([x, , z]: Point, by = 0.95): Point => [x, 0, z + by];

function ratsRegions(
  poses: readonly SeatPose[],
  pose: CameraPose,
  width: number,
  height: number,
): Rect[] {
  const boxes: [string, Box][] = poses.map((seat, i) => {
    const cards = [
      ...cardAt(atSeat(seat, [-1.75, 0, 0.15]), seat.facing),
      ...Array.from({ length: HAND }, (_, c) =>
        cardAt(atSeat(seat, [(c - (HAND - 1) / 2) * 0.78, 0, 0]), seat.facing),
      ).flat(),
    ];
    return [
      `Seat ${i + 1}'s hand, Ace and name`,
      around([...cards, ...tagAt(platePoint(seat), PLATE, seat.facing)]),
    ];
  });
  const spots = (
    named: string,
    cards: readonly (readonly [Point, number?])[],
    tags: readonly (readonly [Point, string])[],
  ): void => {
    boxes.push([
      named,
      around([
        ...cards.flatMap(([at, turn]) => cardAt(at, turn)),
        ...tags.flatMap(([at, text]) => tagAt(at, text)),
      ]),
    ]);
  };
  spots(
    'the River Rats',
    [[SPOTS.king], [SPOTS.waitingRat], [SPOTS.defeatedRat, Math.PI / 2]],
    [
      [below(SPOTS.king), 'River Rat'],
      [below(SPOTS.waitingRat, -0.95), 'Next Rat'],
    ],
  );
  spots(
    "the Rat's hand",
    [[ratHandSpot(0)], [ratHandSpot(RAT_HAND - 1)]],
    [[below(ratHandSpot((RAT_HAND - 1) / 2)), "The Rat's hand"]],
  );
  spots("the Rat's Debt", [[SPOTS.ratDebt]], [[below(SPOTS.ratDebt, 0.9), "Rat's Debt 0"]]);
  spots(
    'the Prediction and Round Debt',
    [[SPOTS.prediction], [SPOTS.roundDebt]],
    [
      [below(SPOTS.prediction), 'Prediction'],
      [below(SPOTS.roundDebt, -0.95), 'Round Debt 1'],
    ],
  );
  spots(
    'the collective hand',
    [[collectiveSpot(0)], [collectiveSpot(ROW - 1)]],
    [[below(collectiveSpot(2)), 'Collective hand 0/5']],
  );
  spots('the Joker set aside', [[SPOTS.jokerAside]], []);
  spots(
    'the deck and discard',
    [[SPOTS.deck], [SPOTS.discard]],
    [
      [below(SPOTS.deck), 'Deck 27'],
      [below(SPOTS.discard), 'Discard 0'],
    ],
  );
  spots('the Market', [[marketSpot(0)], [marketSpot(ROW - 1)]], [[below(marketSpot(1)), 'Market']]);
  spots("the team's Debt", [[SPOTS.playerDebt]], [[below(SPOTS.playerDebt), 'Your Debt 0']]);
  spots(
    'the Jokers',
    [[SPOTS.unearnedJokers], [SPOTS.earnedJokers]],
    [
      [below(SPOTS.unearnedJokers), 'Jokers'],
      [below(SPOTS.earnedJokers), 'Earned'],
    ],
  );
  return regionsFrom(pose, width, height, boxes);
}

/** The panels over the River Rats table: the lesson and the log at the left, the facts (or the last resolution) below them, the move column at the right. */
const PANELS = {
  'the top bar': '.hud-top',
  'the lesson': '.hud-panel.lesson',
  'the log': '.game-log',
  "the table's facts": '.rr-status',
  'the last resolution': '.rr-resolution',
  'the move panel': '.rr-side',
} as const;

/** What the panels shown now hide of the table (or leave outside the window) from `seat`'s chair. */
export async function ratsTableUnderPanels(
  page: Page,
  players: number,
  seat = 0,
): Promise<string[]> {
  const { width, height } = page.viewportSize()!;
  const poses = seatPoses(players);
  const regions = ratsRegions(poses, poses[seat]!.camera!, width, height);
  const shown: Record<string, string> = {};
  for (const [panel, selector] of Object.entries(PANELS))
    if (await page.locator(selector).first().isVisible()) shown[panel] = selector;
  const at = `Seat ${seat + 1}'s chair at ${width}×${height}`;
  return hiddenPlaces(page, at, regions, shown, [width, height]);
}
