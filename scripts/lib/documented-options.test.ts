/**
 * Every option a developer script documents works: each script is run as a person runs it
 * (`tsx scripts/<tool>.ts <game> …`), once with all its documented options at once, each
 * at its example value, and must finish without a usage error and print what each option
 * says it shows. Its `--help` lists the same options.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { ScriptUsage } from './usage';

const run = promisify(execFile);
const scripts = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(scripts, '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const tools = ['arena', 'perft', 'odds'] as const;
const scratch = mkdtempSync(join(tmpdir(), 'script-options-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const cases = tools.flatMap((tool) =>
  readdirSync(join(scripts, tool))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => ({ tool, game: file.slice(0, -3) })),
);

async function usageOf(tool: string, game: string): Promise<ScriptUsage> {
  const module = (await import(pathToFileURL(join(scripts, tool, `${game}.ts`)).href)) as {
    usage: ScriptUsage;
  };
  return module.usage;
}

/** The quick arguments with every documented option added at its example (which wins). */
function everyOption(usage: ScriptUsage): string[] {
  const given = new Set(usage.options.map((o) => o.name));
  const quick: string[] = [];
  for (let i = 0; i < usage.quick.length; i += 2)
    if (!given.has(usage.quick[i]!.slice(2))) quick.push(usage.quick[i]!, usage.quick[i + 1]!);
  return [
    ...quick,
    ...usage.options.flatMap((o) =>
      o.example === undefined
        ? [`--${o.name}`]
        : [`--${o.name}`, o.example.replace('<tmp>', scratch)],
    ),
  ];
}

describe('the developer scripts take every option they document', () => {
  it.each(cases)('$tool $game', { timeout: 180_000 }, async ({ tool, game }) => {
    const usage = await usageOf(tool, game);
    const argv = [join(scripts, `${tool}.ts`), game];
    const { stdout, stderr } = await run(tsx, [...argv, ...everyOption(usage)], {
      cwd: root,
      maxBuffer: 16 * 1024 * 1024,
    });
    const printed = `${stdout}\n${stderr}`;
    for (const option of usage.options)
      if (option.shows !== undefined) expect(printed, `--${option.name}`).toContain(option.shows);

    const help = (await run(tsx, [...argv, '--help'], { cwd: root })).stdout;
    for (const option of usage.options) expect(help).toContain(`--${option.name}`);
  });

  it('refuses an option a script does not document, naming the ones it does', async () => {
    const refused = await run(tsx, [join(scripts, 'arena.ts'), 'river-crossing', '--rulez', 'x'], {
      cwd: root,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toMatch(/'--rulez'[\s\S]*--rules/);
  });
});
