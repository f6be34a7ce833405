// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Imports a folder may not make: each folder says where its code may run. */
const forElectron = {
  group: ['**/renderer/**'],
  message: 'electron/ and renderer/ meet only through shared/ipc.',
};

const forShared = [
  {
    group: ['**/renderer/**', '**/electron/**', '**/scripts/**', '**/e2e/**'],
    message: 'shared/ is pure: it imports nothing outside shared/.',
  },
  {
    group: [
      'node:*',
      'fs',
      'path',
      'os',
      'child_process',
      'electron',
      'react',
      'react-dom',
      'three',
      '@react-three/*',
      'cannon-es',
    ],
    message:
      'shared/ runs anywhere: no Node, UI or rendering imports (physics only in shared/dice).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'out',
      'dist',
      'coverage',
      'test-results',
      'playwright-report',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      // noUncheckedIndexedAccess is on: an index we have just bounds-checked is asserted with !.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: forShared }],
    },
  },
  {
    files: ['shared/dice/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forShared.map((p) => ({
            ...p,
            group: p.group.filter((g) => g !== 'cannon-es'),
          })),
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/electron/**', 'electron', 'node:*', 'fs', 'path', 'child_process'],
              message:
                'The renderer has no Node: it reaches main only through shared/ipc and the preload bridge.',
            },
          ],
        },
      ],
    },
  },
  {
    // A game's table is a function of its props: the host owns the match and its stores.
    files: ['renderer/games/*/**/*.{ts,tsx}'],
    ignores: ['renderer/games/*/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/renderer/stores/**',
                '**/stores/*',
                '**/match/*',
                '**/bridge/*',
                '**/dice/throw-store',
                '**/dice/history',
                '**/table/host/*',
                '!**/table/host/game-table',
                '!**/table/host/seat-poses',
              ],
              message:
                "A game's table reads only its props (renderer/contract/game-table.ts), never a store.",
            },
            {
              group: ['**/electron/**', 'electron', 'node:*', 'fs', 'path', 'child_process'],
              message:
                'The renderer has no Node: it reaches main only through shared/ipc and the preload bridge.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [forElectron],
        },
      ],
    },
  },
  {
    files: ['electron/web/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message:
                'electron/web serves the app to a browser where Electron cannot run (npm start without it): no Electron here.',
            },
          ],
          patterns: [
            forElectron,
            {
              group: ['**/main/index*', '**/main/menu*', '**/preload/**'],
              message:
                "electron/web uses main's Electron-free modules only: not its entry, menu or preload.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['electron/online/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message:
                'electron/online also runs as a dedicated server (npm run serve): no Electron here.',
            },
          ],
          patterns: [
            forElectron,
            {
              group: ['**/main/**', '**/preload/**'],
              message:
                'electron/online runs without Electron: it imports nothing from main or preload.',
            },
          ],
        },
      ],
    },
  },
);
