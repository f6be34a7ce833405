/**
 * What a developer script takes, written once: its options are parsed from this list, its
 * `--help` is printed from it, and a test runs the script with every option it lists, so
 * no option is documented that the script would refuse or ignore.
 */
import { parseArgs, type ParsedArgs } from './args';

export interface OptionDoc {
  readonly name: string;
  /** A value the option takes that keeps a run short (the test uses it); absent for a flag. */
  readonly example?: string;
  readonly about: string;
  /** Text the run prints when the option took effect with its example (the test looks for it). */
  readonly shows?: string;
}

export interface ScriptUsage {
  /** How it is called, e.g. `npm run arena -- river-crossing`. */
  readonly command: string;
  readonly about: string;
  readonly options: readonly OptionDoc[];
  /** Arguments that make a whole run take seconds, for the test that runs every option. */
  readonly quick: readonly string[];
  /** Flags the script passes to copies of itself, not meant for people. */
  readonly internalFlags?: readonly string[];
}

/** The options as given, read against the script's own list (a mistyped one is refused). */
export function parseUsage(argv: readonly string[], usage: ScriptUsage): ParsedArgs {
  return parseArgs(argv, {
    values: usage.options.filter((o) => o.example !== undefined).map((o) => o.name),
    flags: [
      ...usage.options.filter((o) => o.example === undefined).map((o) => o.name),
      ...(usage.internalFlags ?? []),
    ],
  });
}

export function helpText(usage: ScriptUsage): string {
  const width = Math.max(...usage.options.map((o) => optionHead(o).length), 0);
  return [
    `${usage.command} [options]`,
    usage.about,
    ...(usage.options.length > 0 ? ['', 'options:'] : []),
    ...usage.options.map((o) => `  ${optionHead(o).padEnd(width)}  ${o.about}`),
  ].join('\n');
}

function optionHead(option: OptionDoc): string {
  return option.example === undefined ? `--${option.name}` : `--${option.name} <${option.example}>`;
}
