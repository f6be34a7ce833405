/**
 * The card pictures, painted by our own code on one canvas: rank and suit in two corners,
 * pips or one large suit, our own court figures and Joker, and the River Table back. The
 * four suits differ in shape and in colour (a four-colour deck), so no player has to tell
 * red from black.
 */
import { CanvasTexture, SRGBColorSpace } from 'three';
import { fullDeck, isJoker, rankOf, suitOf, type Suit } from '../../../shared/games/river-rats';
import {
  ATLAS_COLUMNS,
  ATLAS_ROWS,
  BACK_CELL,
  CELL_H,
  CELL_W,
  EDGE_CELL,
  cellPixel,
  faceCell,
} from './card-atlas';

export const SUIT_INK: Readonly<Record<Suit, string>> = {
  H: '#c4202b',
  S: '#16161f',
  C: '#1b7a35',
  D: '#1f5fc4',
};
const STOCK = '#fbf7ec';
const FONT = "Georgia, 'DejaVu Serif', serif";

type G = CanvasRenderingContext2D;

/** A suit's shape centred on (x, y), `size` high, drawn as paths (no font needed). */
export function drawSuit(g: G, suit: Suit, x: number, y: number, size: number): void {
  const s = size / 2;
  g.save();
  g.translate(x, y);
  g.fillStyle = SUIT_INK[suit];
  g.beginPath();
  switch (suit) {
    case 'H':
      g.moveTo(0, s);
      g.bezierCurveTo(-s * 1.9, -s * 0.1, -s * 0.9, -s * 1.5, 0, -s * 0.45);
      g.bezierCurveTo(s * 0.9, -s * 1.5, s * 1.9, -s * 0.1, 0, s);
      break;
    case 'D':
      g.moveTo(0, -s);
      g.lineTo(s * 0.72, 0);
      g.lineTo(0, s);
      g.lineTo(-s * 0.72, 0);
      g.closePath();
      break;
    case 'S':
      g.moveTo(0, -s);
      g.bezierCurveTo(-s * 1.9, s * 0.05, -s * 0.8, s * 1.05, 0, s * 0.35);
      g.bezierCurveTo(s * 0.8, s * 1.05, s * 1.9, s * 0.05, 0, -s);
      g.moveTo(0, s * 0.2);
      g.lineTo(-s * 0.38, s);
      g.lineTo(s * 0.38, s);
      g.closePath();
      break;
    case 'C':
      for (const [cx, cy] of [
        [0, -s * 0.5],
        [-s * 0.5, s * 0.12],
        [s * 0.5, s * 0.12],
      ] as const) {
        g.moveTo(cx + s * 0.42, cy);
        g.arc(cx, cy, s * 0.42, 0, Math.PI * 2);
      }
      g.moveTo(0, -s * 0.1);
      g.lineTo(-s * 0.32, s);
      g.lineTo(s * 0.32, s);
      g.closePath();
      break;
  }
  g.fill();
  g.restore();
}

/** Pip places for 2–10 on a unit box (x across, y down); lower-half pips are drawn upside down. */
const PIPS: Readonly<Record<string, readonly (readonly [number, number])[]>> = (() => {
  const side = (ys: readonly number[]) => ys.flatMap((y) => [[0, y] as const, [1, y] as const]);
  return {
    '2': [
      [0.5, 0],
      [0.5, 1],
    ],
    '3': [
      [0.5, 0],
      [0.5, 0.5],
      [0.5, 1],
    ],
    '4': side([0, 1]),
    '5': [...side([0, 1]), [0.5, 0.5]],
    '6': side([0, 0.5, 1]),
    '7': [...side([0, 0.5, 1]), [0.5, 0.25]],
    '8': [...side([0, 0.5, 1]), [0.5, 0.25], [0.5, 0.75]],
    '9': [...side([0, 1 / 3, 2 / 3, 1]), [0.5, 0.5]],
    '10': [...side([0, 1 / 3, 2 / 3, 1]), [0.5, 1 / 6], [0.5, 5 / 6]],
  };
})();

function roundedRect(g: G, x: number, y: number, w: number, h: number, r: number): void {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}

/** Rank over suit in the top left corner, and the same turned round in the bottom right. */
function corners(g: G, rank: string, suit: Suit): void {
  for (const turned of [false, true]) {
    g.save();
    if (turned) {
      g.translate(CELL_W, CELL_H);
      g.rotate(Math.PI);
    }
    g.fillStyle = SUIT_INK[suit];
    g.font = `bold ${rank === '10' ? 30 : 36}px ${FONT}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText(rank, 24, 26);
    drawSuit(g, suit, 24, 56, 24);
    g.restore();
  }
}

function pips(g: G, rank: string, suit: Suit): void {
  const box = { x: 48, y: 38, w: 64, h: 148 };
  for (const [px, py] of PIPS[rank]!) {
    g.save();
    g.translate(box.x + px * box.w, box.y + py * box.h);
    if (py > 0.5) g.rotate(Math.PI);
    drawSuit(g, suit, 0, 0, 30);
    g.restore();
  }
}

/** Our own court figures: a crowned King, a Queen with a circlet, a Jack in a plumed cap. */
function court(g: G, rank: string, suit: Suit): void {
  const ink = SUIT_INK[suit];
  g.save();
  g.strokeStyle = ink;
  g.lineWidth = 3;
  roundedRect(g, 40, 30, 80, 164, 8);
  g.stroke();
  g.globalAlpha = 0.12;
  g.fillStyle = ink;
  g.fill();
  g.globalAlpha = 1;
  // The figure: a head, shoulders and the rank's headwear.
  g.fillStyle = '#f1d3a8';
  g.beginPath();
  g.arc(80, 92, 17, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = ink;
  g.beginPath();
  g.moveTo(48, 150);
  g.quadraticCurveTo(80, 104, 112, 150);
  g.closePath();
  g.fill();
  g.fillStyle = '#d9a520';
  g.beginPath();
  if (rank === 'K') {
    g.moveTo(60, 78);
    for (const [x, y] of [
      [60, 56],
      [70, 68],
      [80, 50],
      [90, 68],
      [100, 56],
      [100, 78],
    ] as const)
      g.lineTo(x, y);
  } else if (rank === 'Q') {
    g.ellipse(80, 74, 22, 8, 0, Math.PI, 0);
    g.moveTo(80, 56);
    g.arc(80, 62, 6, 0, Math.PI * 2);
  } else {
    g.moveTo(58, 80);
    g.quadraticCurveTo(80, 54, 104, 78);
    g.lineTo(58, 80);
    g.moveTo(96, 70);
    g.quadraticCurveTo(118, 40, 112, 34);
    g.quadraticCurveTo(104, 54, 92, 68);
  }
  g.closePath();
  g.fill();
  drawSuit(g, suit, 80, 172, 28);
  g.restore();
}

/** Our Joker: a jester's three-pointed hat with bells, a star, and its name down the side. */
function joker(g: G, card: string): void {
  const ink = card === 'JK1' ? '#7a2a9a' : '#c2561a';
  g.save();
  g.fillStyle = ink;
  g.beginPath();
  g.moveTo(44, 130);
  g.quadraticCurveTo(40, 70, 34, 58);
  g.quadraticCurveTo(64, 80, 80, 40);
  g.quadraticCurveTo(96, 80, 126, 58);
  g.quadraticCurveTo(120, 70, 116, 130);
  g.closePath();
  g.fill();
  g.fillStyle = '#e8b923';
  for (const [x, y] of [
    [34, 58],
    [80, 40],
    [126, 58],
  ] as const) {
    g.beginPath();
    g.arc(x, y, 7, 0, Math.PI * 2);
    g.fill();
  }
  g.fillRect(44, 126, 72, 10);
  g.beginPath();
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 16 : 7;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    g.lineTo(80 + r * Math.cos(a), 170 + r * Math.sin(a));
  }
  g.closePath();
  g.fill();
  g.fillStyle = ink;
  g.font = `bold 17px ${FONT}`;
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  'JOKER'.split('').forEach((letter, i) => g.fillText(letter, 16, 26 + i * 19));
  g.restore();
}

/** The back: a deep green field, a woven lattice, and the River Table mark (a river through a ring). */
function back(g: G): void {
  g.fillStyle = '#123f3a';
  g.fillRect(0, 0, CELL_W, CELL_H);
  g.strokeStyle = 'rgba(232, 205, 140, 0.22)';
  g.lineWidth = 2;
  for (let d = -CELL_H; d < CELL_W + CELL_H; d += 16) {
    g.beginPath();
    g.moveTo(d, 0);
    g.lineTo(d + CELL_H, CELL_H);
    g.moveTo(d, CELL_H);
    g.lineTo(d + CELL_H, 0);
    g.stroke();
  }
  g.strokeStyle = '#e8cd8c';
  g.lineWidth = 4;
  roundedRect(g, 9, 9, CELL_W - 18, CELL_H - 18, 10);
  g.stroke();
  g.fillStyle = '#123f3a';
  g.beginPath();
  g.arc(CELL_W / 2, CELL_H / 2, 40, 0, Math.PI * 2);
  g.fill();
  g.stroke();
  g.strokeStyle = '#7fc6d6';
  g.lineWidth = 5;
  for (const dy of [-10, 6]) {
    g.beginPath();
    for (let x = -34; x <= 34; x += 2) {
      const y = CELL_H / 2 + dy + Math.sin(x / 8) * 5;
      if (x === -34) g.moveTo(CELL_W / 2 + x, y);
      else g.lineTo(CELL_W / 2 + x, y);
    }
    g.stroke();
  }
  g.fillStyle = '#e8cd8c';
  g.font = `bold 15px ${FONT}`;
  g.textAlign = 'center';
  g.fillText('RIVER TABLE', CELL_W / 2, CELL_H / 2 + 30);
}

function face(g: G, card: string): void {
  g.fillStyle = STOCK;
  g.fillRect(0, 0, CELL_W, CELL_H);
  g.strokeStyle = '#c9bfa8';
  g.lineWidth = 2;
  roundedRect(g, 3, 3, CELL_W - 6, CELL_H - 6, 10);
  g.stroke();
  if (isJoker(card)) return joker(g, card);
  const rank = rankOf(card);
  const suit = suitOf(card);
  corners(g, rank, suit);
  if (rank === 'A') drawSuit(g, suit, CELL_W / 2, CELL_H / 2, 86);
  else if (rank === 'J' || rank === 'Q' || rank === 'K') court(g, rank, suit);
  else pips(g, rank, suit);
}

let atlas: CanvasTexture | null = null;

/** The one texture of every card picture, painted on first use. */
export function cardAtlas(): CanvasTexture {
  if (atlas) return atlas;
  const canvas = document.createElement('canvas');
  canvas.width = ATLAS_COLUMNS * CELL_W;
  canvas.height = ATLAS_ROWS * CELL_H;
  const g = canvas.getContext('2d');
  if (!g) throw new Error('This display cannot draw 2D textures.');
  const paint = (cell: number, draw: (g: G) => void) => {
    const [x, y] = cellPixel(cell);
    g.save();
    g.translate(x, y);
    g.beginPath();
    g.rect(0, 0, CELL_W, CELL_H);
    g.clip();
    draw(g);
    g.restore();
  };
  for (const card of fullDeck()) paint(faceCell(card), (g) => face(g, card));
  paint(BACK_CELL, back);
  paint(EDGE_CELL, (g) => {
    g.fillStyle = STOCK;
    g.fillRect(0, 0, CELL_W, CELL_H);
  });
  atlas = new CanvasTexture(canvas);
  atlas.colorSpace = SRGBColorSpace;
  atlas.anisotropy = 8;
  return atlas;
}
