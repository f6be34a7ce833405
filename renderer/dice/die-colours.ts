import type { DieKind } from '../../shared/engine/dice-kinds';

/** Each kind of die in its own colour, so a mixed throw reads at a glance. */
export const DIE_COLOURS: Readonly<Record<DieKind, string>> = {
  d4: '#f2c14e',
  d6: '#f4efe4',
  d8: '#7fb7be',
  d10: '#d3a6d9',
  d12: '#9bc995',
  d20: '#f08a5d',
};
