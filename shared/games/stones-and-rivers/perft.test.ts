import { describe, expect, it } from 'vitest';
import { game, perft } from './index';

// Depth 1 matches the rules page; depths 2 and 3 are regression values from this engine.
const EXPECTED = {
  course: { '12x13': [48, 2304, 125268], '14x15': [54, 2916, 182390], '16x17': [60, 3600, 254968] },
  rulebook: { '12x13': [36, 1296, 57964], '14x15': [41, 1681, 87988], '16x17': [46, 2116, 127144] },
} as const;

describe('perft from the opening', () => {
  for (const preset of ['course', 'rulebook'] as const) {
    for (const board of ['12x13', '14x15', '16x17'] as const) {
      it(`${preset} ${board}`, () => {
        const s = game.setup(game.configSchema.parse({ players: 2, preset, board }), 1);
        expect([1, 2, 3].map((d) => perft(s, d))).toEqual(EXPECTED[preset][board]);
        expect(game.legalActions(s, 0)).toHaveLength(EXPECTED[preset][board][0]);
      });
    }
  }
});
