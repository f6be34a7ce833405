import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HAND_ROWS } from './hands';
import { rowOdds } from './odds';

/** The hand table on the rules page the app shows, one entry per row. */
function pageTable(): { row: number; name: string; rolls: number; chance: string }[] {
  const page = readFileSync(new URL('../../../docs/rules/river-dice.md', import.meta.url), 'utf8');
  return page
    .split('\n')
    .filter((line) => /^\| \d+ /.test(line))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return {
        row: Number(cells[1]),
        name: cells[2]!,
        rolls: Number(cells[4]!.replace(',', '')),
        chance: cells[5]!,
      };
    });
}

describe("River's rules page", () => {
  it("lists every hand row with the engine's exact count of rolls and its chance", () => {
    const table = pageTable();
    const odds = rowOdds();
    expect(table).toHaveLength(HAND_ROWS.length);
    table.forEach((entry, i) => {
      expect(entry.row).toBe(i + 1);
      expect(entry.name).toBe(HAND_ROWS[i]!.name);
      expect(entry.rolls).toBe(odds[i]!.rolls);
      const digits = entry.chance.length - entry.chance.indexOf('.') - 2;
      expect(entry.chance).toBe(`${(odds[i]!.probability * 100).toFixed(digits)}%`);
    });
  });
});
