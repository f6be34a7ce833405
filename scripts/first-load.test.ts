import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadBytes } from './first-load';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('the first-load check', () => {
  it('counts the entry and every preloaded module, not lazy chunks or styles', () => {
    folder = mkdtempSync(join(tmpdir(), 'first-load-'));
    mkdirSync(join(folder, 'assets'));
    const sizes = { 'index.js': 300, 'three.js': 5000, 'scene.js': 700, 'rules.js': 9000 };
    for (const [name, bytes] of Object.entries(sizes))
      writeFileSync(join(folder, 'assets', name), 'x'.repeat(bytes));
    writeFileSync(join(folder, 'assets', 'index.css'), 'x'.repeat(4000));
    writeFileSync(
      join(folder, 'index.html'),
      `<html><head>
<script type="module" crossorigin src="./assets/index.js"></script>
<link rel="modulepreload" crossorigin href="./assets/three.js">
<link rel="modulepreload" crossorigin href="./assets/scene.js">
<link rel="stylesheet" crossorigin href="./assets/index.css">
</head></html>`,
    );
    const { files, total } = firstLoadBytes(join(folder, 'index.html'));
    expect(files.map(([src]) => src)).toEqual([
      './assets/index.js',
      './assets/three.js',
      './assets/scene.js',
    ]);
    expect(total).toBe(300 + 5000 + 700);
  });
});
