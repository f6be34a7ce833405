/**
 * `npm run bench [name…]`: runs every `scripts/bench/<name>.bench.ts` (or the named ones),
 * prints each as a table and writes it to `bench-results/<name>.json`.
 * A benchmark reports its figures beside a baseline measured in the same run, so results
 * compare across machines; it says itself whether each target was met.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs, UsageError } from '../lib/args';
import type { BenchResult } from './types';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', '..', 'bench-results');

function printTable(rows: BenchResult['rows']): void {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const cells = rows.map((r) => columns.map((c) => String(r[c] ?? '')));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i]!.length)));
  const line = (values: readonly string[]): string =>
    values.map((v, i) => v.padEnd(widths[i]!)).join('  ');
  console.log(line(columns));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
}

function benchNames(argv: readonly string[]): readonly string[] {
  try {
    return parseArgs(argv, { values: [], positional: true }).positional;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`npm run bench -- [name…]: ${error.message}`);
    process.exit(2);
  }
}

const wanted = benchNames(process.argv.slice(2));
const all = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .map((f) => f.replace(/\.bench\.ts$/, ''));
const chosen = wanted.length > 0 ? all.filter((n) => wanted.includes(n)) : all;
const unknown = wanted.filter((n) => !all.includes(n));
if (unknown.length > 0) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; available: ${all.join(', ')}`);
  process.exit(2);
}

mkdirSync(outDir, { recursive: true });
let missed = 0;
for (const name of chosen) {
  const module = (await import(pathToFileURL(join(here, `${name}.bench.ts`)).href)) as {
    run: () => Promise<BenchResult>;
  };
  console.log(`\n## ${name}`);
  const result = await module.run();
  console.log(result.title);
  printTable(result.rows);
  for (const target of result.targets) {
    console.log(`${target.met ? 'MET   ' : 'MISSED'} ${target.description}: ${target.figure}`);
    if (!target.met) missed++;
  }
  writeFileSync(
    join(outDir, `${name}.json`),
    JSON.stringify({ ...result, measuredAt: new Date().toISOString() }, null, 2),
  );
  console.log(`written to bench-results/${name}.json`);
}
console.log(`\n${chosen.length} benchmark(s), ${missed} target(s) missed`);
