/** A small `--name value` / `--flag` parser for the developer scripts. */
export interface ParsedArgs {
  readonly positional: readonly string[];
  readonly options: Readonly<Record<string, string>>;
}

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word.startsWith('--')) {
      const [name, inline] = word.slice(2).split('=', 2) as [string, string | undefined];
      const value =
        inline ??
        (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--') ? argv[++i]! : 'true');
      options[name] = value;
    } else positional.push(word);
  }
  return { positional, options };
}

export function intOption(args: ParsedArgs, name: string, fallback: number): number {
  const raw = args.options[name];
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`--${name} takes a whole number, not "${raw}"`);
  return n;
}
