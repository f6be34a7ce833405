import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'shared/**/*.test.ts',
      'electron/**/*.test.ts',
      'renderer/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // Only for a test that hangs: the fuzz and leak scans take a minute or two on two busy cores.
    testTimeout: 240_000,
    hookTimeout: 60_000,
    pool: 'threads',
  },
});
