/** Seat colours. The colour-blind-safe set is Okabe & Ito's, distinct for all common colour vision. */
export const STANDARD_COLOURS = [
  '#d64541',
  '#3b7dd8',
  '#e8b730',
  '#3aa657',
  '#8e5cc4',
  '#e67e22',
] as const;
export const COLOUR_BLIND_SAFE_COLOURS = [
  '#d55e00',
  '#0072b2',
  '#f0e442',
  '#009e73',
  '#cc79a7',
  '#56b4e9',
] as const;

export const COLOUR_NAMES: Readonly<Record<string, string>> = {
  '#d64541': 'Red',
  '#3b7dd8': 'Blue',
  '#e8b730': 'Yellow',
  '#3aa657': 'Green',
  '#8e5cc4': 'Purple',
  '#e67e22': 'Orange',
  '#d55e00': 'Vermilion',
  '#0072b2': 'Blue',
  '#f0e442': 'Yellow',
  '#009e73': 'Green',
  '#cc79a7': 'Pink',
  '#56b4e9': 'Sky blue',
};

export function seatColours(colourBlindSafe: boolean): readonly string[] {
  return colourBlindSafe ? COLOUR_BLIND_SAFE_COLOURS : STANDARD_COLOURS;
}
