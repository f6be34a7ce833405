/**
 * Opaque things are drawn in layers, whatever sits on top first, so a pixel that something
 * covers fails the depth test instead of being shaded and then painted over: software
 * WebGL pays for every pixel it shades. The felt and the room come last (order 0).
 */
export const DRAW_ORDER = {
  /** Pieces, leaders and dice: small, and always on top of something. */
  pieces: -4,
  /** Stepping stones and the dice tray, which stand on the board. */
  fixtures: -3,
  /** A game's banks and boards, lying on the felt. */
  board: -2,
  /** Water, under the stones but over the felt. */
  river: -1,
} as const;
