import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findCycles, importGraph } from './import-cycles';

const root = join(import.meta.dirname, '..', '..');
const named = (cycles: string[][], base: string): string[] =>
  cycles.map((cycle) => cycle.map((file) => relative(base, file)).join(' → '));

describe('import cycles', () => {
  it('the project has none: a module never imports, however indirectly, a module that imports it', () => {
    const cycles = findCycles(importGraph(join(root, 'tsconfig.json')));
    expect(named(cycles, root)).toEqual([]);
  });

  describe('on a small project made for the test', () => {
    const folder = mkdtempSync(join(tmpdir(), 'import-cycles-'));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));
    const files: Record<string, string> = {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', noEmit: true },
        include: ['*.ts'],
      }),
      // A type-only import still makes a cycle.
      'game.ts':
        "import { line } from './describe';\nexport type Action = 'pass';\nexport const log = line;\n",
      'describe.ts':
        "import type { Action } from './game';\nexport const line = (a: Action) => a;\n",
      // A re-export is an import too: three files in a ring.
      'one.ts': "export { two } from './two';\nexport const one = 1;\n",
      'two.ts': "import { three } from './three';\nexport const two = three;\n",
      'three.ts': "import { one } from './one';\nexport const three = one;\n",
      // Loaded on demand: not a cycle.
      'registry.ts': "export const load = () => import('./table');\n",
      'table.ts': "import { load } from './registry';\nexport const again = load;\n",
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);

    it('finds each cycle once, type-only imports and re-exports included, and not through import()', () => {
      const cycles = named(findCycles(importGraph(join(folder, 'tsconfig.json'))), folder);
      expect(cycles.sort()).toEqual([
        'describe.ts → game.ts → describe.ts',
        'one.ts → two.ts → three.ts → one.ts',
      ]);
    });
  });
});
