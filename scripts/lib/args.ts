/**
 * Command-line options for the developer scripts, read by node:util's parseArgs:
 * `--name value`, `--name=value` and bare `--flag`s. A tool names the options it takes,
 * so a mistyped one is refused with the list instead of being silently ignored.
 */
import { parseArgs as parseNodeArgs } from 'node:util';

export interface ParsedArgs {
  readonly positional: readonly string[];
  /** Each option given, by name; a bare flag reads "true". */
  readonly options: Readonly<Record<string, string>>;
}

export interface ArgsSpec {
  /** Options that take a value. */
  readonly values: readonly string[];
  /** Options that are on when present. */
  readonly flags?: readonly string[];
  /** Whether words that are not options are accepted (a tool that takes names). */
  readonly positional?: boolean;
}

/** A mistake on the command line: the tools print its message and exit with code 2. */
export class UsageError extends Error {}

export function parseArgs(argv: readonly string[], spec: ArgsSpec): ParsedArgs {
  const flags = spec.flags ?? [];
  const options = Object.fromEntries([
    ...spec.values.map((name) => [name, { type: 'string' as const }]),
    ...flags.map((name) => [name, { type: 'boolean' as const }]),
  ]);
  let parsed;
  try {
    parsed = parseNodeArgs({
      args: [...argv],
      options,
      strict: true,
      allowPositionals: spec.positional ?? false,
    });
  } catch (error) {
    const known = [...spec.values, ...flags].map((name) => `--${name}`).join(', ') || 'none';
    throw new UsageError(`${(error as Error).message}\noptions: ${known}`);
  }
  return {
    positional: parsed.positionals,
    options: Object.fromEntries(
      Object.entries(parsed.values).map(([name, value]) => [name, String(value)]),
    ),
  };
}

export function intOption(args: ParsedArgs, name: string, fallback: number): number {
  const raw = args.options[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw new UsageError(`--${name} takes a whole number, not "${raw}"`);
  return n;
}
