/**
 * `npx tsx scripts/engines/dice-agreement.ts [--throws N] [--first K]`: throws N seeded
 * throws of 1 to 12 mixed dice in Node, jsc and gjs (the same bundled code in each) and
 * counts how many throw records, and how many throws' faces, every engine agrees on.
 * Evidence for how far a re-simulated throw can be trusted across browsers.
 */
import { fileURLToPath } from 'node:url';
import { intOption, parseArgs, UsageError } from '../lib/args';
import { runInEngines } from '../lib/engines';

const entry = fileURLToPath(new URL('./dice-throws.entry.ts', import.meta.url));

function options(): { throws: number; first: number } {
  try {
    const args = parseArgs(process.argv.slice(2), { values: ['throws', 'first'] });
    return { throws: intOption(args, 'throws', 120), first: intOption(args, 'first', 0) };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`dice-agreement: ${error.message}`);
    process.exit(2);
  }
}

const { throws, first } = options();
const started = performance.now();
const { runs, missing } = await runInEngines(entry, JSON.stringify({ first, count: throws }));
for (const { engine, reason } of missing) console.log(`${engine}: not run (${reason})`);
const lines = runs.map((run) => run.output.split('\n'));
let sameRecords = 0;
let sameFaces = 0;
for (let i = 0; i < throws; i++) {
  const each = lines.map((l) => l[i]!);
  if (each.every((line) => line === each[0])) sameRecords++;
  else {
    const faces = each.map((line) => line.split(' ')[0]);
    const agree = faces.every((f) => f === faces[0]);
    if (agree) sameFaces++;
    console.log(
      `throw ${first + i} (seed engines:${first + i}): records differ, faces ${agree ? 'agree' : 'differ'}: ` +
        runs.map((run, r) => `${run.engine} ${faces[r]}`).join(' | '),
    );
  }
}
sameFaces += sameRecords;
const engines = runs.map((run) => run.engine).join(', ');
console.log(
  `${throws} throws of 1 to 12 mixed dice in ${engines}: ${sameRecords} records identical in all, ` +
    `faces identical in ${sameFaces} (differ in ${throws - sameFaces}); ` +
    `${((performance.now() - started) / 1000).toFixed(0)} s`,
);
