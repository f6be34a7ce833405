/**
 * Names the engine running it, from the globals only that engine has, after writing to the
 * console: the runner must show each engine's own answer, and only the answer.
 */
declare const imports: unknown;
declare const readFile: unknown;

export default function engineName(): string {
  console.log('console output goes to stderr, not into the answer');
  if (typeof process !== 'undefined' && typeof process.versions?.node === 'string') return 'node';
  if (typeof imports !== 'undefined') return 'gjs';
  if (typeof readFile === 'function') return 'jsc';
  return 'unknown';
}
