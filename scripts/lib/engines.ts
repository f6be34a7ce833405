/**
 * Running one TypeScript entry in several JavaScript engines: Node (V8, as Chromium), `jsc`
 * (JavaScriptCore, Safari's engine) and `gjs` (SpiderMonkey, Firefox's), to check that a
 * computation every player's browser repeats gives the same answer in each.
 *
 * An entry is a module whose default export takes the input text and returns the text to
 * print. It is bundled once with esbuild into one script, and that same script runs in
 * every engine, in its own process; its console goes to stderr so only the answer is printed.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { build } from 'esbuild';

export const ENGINES = ['node', 'jsc', 'gjs'] as const;
export type Engine = (typeof ENGINES)[number];

/** The engine that ran the entry, and what it printed (without the final newline). */
export interface EngineRun {
  readonly engine: Engine;
  readonly output: string;
}

/**
 * Where the other engines come from: an environment variable naming the program wins over
 * the PATH. Node is the one running this script.
 */
const SOURCES: Readonly<Record<Exclude<Engine, 'node'>, { variable: string; install: string }>> = {
  jsc: { variable: 'JSC_PATH', install: 'apt-get install libjavascriptcoregtk-4.0-bin' },
  gjs: { variable: 'GJS_PATH', install: 'apt-get install gjs' },
};

const GLOBAL = '__entry';

/** Per engine, run before the bundle: its console goes to stderr (gjs's already does). */
const PROLOGUES: Readonly<Record<Engine, string>> = {
  node: 'for (const k of ["log", "info", "debug", "warn"]) console[k] = console.error;',
  jsc: 'globalThis.console = { log: printErr, info: printErr, debug: printErr, warn: printErr, error: printErr };',
  gjs: '',
};

/**
 * Per engine, run after the bundle (which has set `__entry`): reads the input file named by
 * `__input` as UTF-8 text, calls the entry and prints its answer.
 */
const EPILOGUES: Readonly<Record<Engine, string>> = {
  node: `process.stdout.write(String(${GLOBAL}.default(require("node:fs").readFileSync(__input, "utf8"))) + "\\n");`,
  jsc: `print(String(${GLOBAL}.default(readFile(__input))));`,
  gjs: `print(String(${GLOBAL}.default(new TextDecoder().decode(imports.gi.GLib.file_get_contents(__input)[1]))));`,
};

/** The engine's program, or why it cannot run here in words a developer can act on. */
export function findEngine(engine: Engine): { program: string } | { missing: string } {
  if (engine === 'node') return { program: process.execPath };
  const { variable, install } = SOURCES[engine];
  const named = process.env[variable];
  const candidates = named
    ? [named]
    : (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, engine));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return { program: candidate };
    } catch {
      // not this one
    }
  }
  return { missing: `${engine} not found: ${install}, or set ${variable} to the program` };
}

/** The entry bundled into one script that sets `__entry` to the entry module. */
export async function bundleEntry(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    globalName: GLOBAL,
    // What a browser would be given: the packages' browser and module builds.
    platform: 'browser',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** Runs a bundled entry in one engine on `input`; throws with the engine's stderr if it fails. */
export function runBundle(
  engine: Engine,
  bundle: string,
  input: string,
  timeoutMs = 600_000,
): EngineRun {
  const found = findEngine(engine);
  if ('missing' in found) throw new Error(`Cannot run the entry: ${found.missing}.`);
  const dir = mkdtempSync(join(tmpdir(), `engines-${engine}-`));
  try {
    const inputFile = join(dir, 'input.txt');
    const script = join(dir, 'entry.cjs');
    writeFileSync(inputFile, input);
    writeFileSync(
      script,
      [
        `var __input = ${JSON.stringify(inputFile)};`,
        PROLOGUES[engine],
        bundle,
        EPILOGUES[engine],
      ].join('\n'),
    );
    const run = spawnSync(found.program, [script], {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      timeout: timeoutMs,
    });
    if (run.error) throw new Error(`${engine} could not run the entry: ${run.error.message}`);
    if (run.status !== 0) {
      // jsc reports an uncaught exception on stdout, the others on stderr.
      const said = `${run.stderr}\n${run.stdout}`.trim().slice(-2000);
      throw new Error(`${engine} failed (exit ${run.status ?? run.signal}): ${said}`);
    }
    return { engine, output: run.stdout.replace(/\n$/, '') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Bundles `entry` and runs it on `input` in each of `engines` that is installed; the engines
 * that are not come back in `missing`, each with the reason.
 */
export async function runInEngines(
  entry: string,
  input = '',
  engines: readonly Engine[] = ENGINES,
): Promise<{ runs: EngineRun[]; missing: { engine: Engine; reason: string }[] }> {
  const bundle = await bundleEntry(entry);
  const runs: EngineRun[] = [];
  const missing: { engine: Engine; reason: string }[] = [];
  for (const engine of engines) {
    const found = findEngine(engine);
    if ('missing' in found) missing.push({ engine, reason: found.missing });
    else runs.push(runBundle(engine, bundle, input));
  }
  return { runs, missing };
}
