import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'electron/main/index.ts'),
          // Long saves are replayed on this worker thread (save-replayer.ts).
          'save-replay-worker': resolve(__dirname, 'electron/main/save-replay-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: {
        input: { index: resolve(__dirname, 'electron/preload/index.ts') },
        // A sandboxed preload cannot load ES modules.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    plugins: [react()],
    worker: { format: 'es' },
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      // The first script is what every start waits for: ship it minified.
      minify: true,
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'renderer/index.html'),
          // The audience page for OBS and the audience window, served by main with relative assets.
          audience: resolve(__dirname, 'renderer/audience.html'),
        },
      },
    },
  },
});
