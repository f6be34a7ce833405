/** The colours of River Crossing's pieces: the sides are named by them, so every picture of a side uses them. */
export const PIECE_COLOURS = {
  red: '#c8372d',
  black: '#26262b',
  collector: '#d9a521',
} as const;

/** Each seat's true colour: Red, Black, then the Collector's gold. */
export const SEAT_COLOURS: readonly string[] = [
  PIECE_COLOURS.red,
  PIECE_COLOURS.black,
  PIECE_COLOURS.collector,
];
