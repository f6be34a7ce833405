/**
 * `npm run arena -- <game> …`, `npm run perft -- <game> …` and `npm run odds -- <game> …`
 * each look for `scripts/<tool>/<game>.ts` and run its `main(argv)`; `--help` prints its `usage`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { UsageError } from './args';
import { helpText, type ScriptUsage } from './usage';

export async function dispatch(tool: string, argv: readonly string[]): Promise<void> {
  const folder = join(dirname(fileURLToPath(import.meta.url)), '..', tool);
  const available = existsSync(folder)
    ? readdirSync(folder)
        .filter((f) => f.endsWith('.ts'))
        .map((f) => f.slice(0, -3))
    : [];
  const [gameId, ...rest] = argv;
  if (!gameId || !available.includes(gameId)) {
    console.error(
      `usage: npm run ${tool} -- <game> [options]\ngames with a ${tool}: ${available.join(', ') || '(none yet)'}`,
    );
    process.exitCode = 2;
    return;
  }
  const module = (await import(pathToFileURL(join(folder, `${gameId}.ts`)).href)) as {
    main: (argv: readonly string[]) => Promise<void> | void;
    usage: ScriptUsage;
  };
  if (rest.includes('--help')) {
    console.log(helpText(module.usage));
    return;
  }
  try {
    await module.main(rest);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`npm run ${tool} -- ${gameId}: ${error.message}`);
    process.exitCode = 2;
  }
}
