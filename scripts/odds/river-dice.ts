/**
 * For each of the 40 rows, how many of the 23,040 ways the five hole dice can fall have
 * it as their best row, the exact probability, and the "Chance" the original rule sheet
 * prints beside it (which is not a probability).
 */ import { ROLL_COUNT, rowOdds } from '../../shared/games/river-dice';
import { parseUsage, type ScriptUsage } from '../lib/usage';

export const usage: ScriptUsage = {
  command: 'npm run odds -- river-dice',
  about: "Each row's exact odds of being the best row of five hole dice, beside the sheet's.",
  options: [],
  quick: [],
};

export function main(argv: readonly string[]): void {
  parseUsage(argv, usage);
  const odds = rowOdds();
  console.log(
    `River: the best row of each of the ${ROLL_COUNT.toLocaleString('en')} rolls of d4, d6, d8, d10, d12`,
  );
  console.log(
    `${'#'.padStart(3)}  ${'row'.padEnd(24)} ${'rolls'.padStart(6)}  ${'exact'.padStart(8)}  ${'sheet'.padStart(7)}`,
  );
  for (const r of odds)
    console.log(
      `${String(r.row).padStart(3)}  ${r.name.padEnd(24)} ${String(r.rolls).padStart(6)}  ${(r.probability * 100).toFixed(3).padStart(7)}%  ${r.sheetChance.toFixed(2).padStart(6)}%`,
    );
  const total = odds.reduce((sum, r) => sum + r.rolls, 0);
  console.log(`     ${'total'.padEnd(24)} ${String(total).padStart(6)}  ${'100.000'.padStart(7)}%`);
}
