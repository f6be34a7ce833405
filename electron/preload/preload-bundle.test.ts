/**
 * The preload runs sandboxed: it may load `electron` and nothing else, so everything it
 * imports must be bundled into it or be a type. Bundling it the way the build does shows
 * what it would ask for at run time.
 */
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

async function packagesRequiredBy(entry: string): Promise<string[]> {
  const required = new Set<string>();
  await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    logLevel: 'silent',
    plugins: [
      {
        name: 'packages-stay-outside',
        setup(bundle) {
          bundle.onResolve({ filter: /^[^./]/ }, (args) => {
            required.add(args.path);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return [...required].sort();
}

describe('the preload', () => {
  it('loads no package but electron', async () => {
    const entry = new URL('./index.ts', import.meta.url).pathname;
    expect(await packagesRequiredBy(entry)).toEqual(['electron']);
  });
});
