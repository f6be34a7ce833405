/**
 * `npm run verify -- FILE`: re-verifies every random event of a saved online table (a file
 * from a table server's tables folder, whole or journal) and prints `N of N random events
 * verified`, or the first that fails and why. Exits 1 when one fails or the file cannot be read.
 */
import { readFile } from 'node:fs/promises';
import { readJournal } from '../electron/online/table-journal';
import { parseSavedTable } from '../electron/online/saved-table';
import { verifyTable } from '../electron/online/verify-table';

const file = process.argv[2];
if (!file || file === '--help') {
  console.log(
    'npm run verify -- FILE\nRe-verifies every random event of a saved online table (from a table server’s tables folder).',
  );
  process.exit(file ? 0 : 2);
}

try {
  const text = await readFile(file, 'utf8');
  const table = parseSavedTable(file.endsWith('.jsonl') ? readJournal(text) : JSON.parse(text));
  const verdict = verifyTable(table);
  if (table.fair === undefined)
    console.log('This table was saved before fair dice: it kept no secrets to check.');
  for (const report of verdict.reports) console.log(`Reported while playing: ${report}`);
  if (verdict.failure) {
    console.log(
      `${verdict.verified} of ${verdict.total} random events verified; the first that fails: ${verdict.failure}`,
    );
    process.exit(1);
  }
  console.log(`${verdict.verified} of ${verdict.total} random events verified`);
} catch (error) {
  console.error(`Cannot verify ${file}: ${(error as Error).message}`);
  process.exit(1);
}
