import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import svelte from 'eslint-plugin-svelte'
import globals from 'globals'
import svelteConfig from './svelte.config.js'

const NODE_BUILTINS = [
  'assert',
  'buffer',
  'child_process',
  'cluster',
  'crypto',
  'dgram',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'https',
  'module',
  'net',
  'os',
  'path',
  'perf_hooks',
  'process',
  'readline',
  'stream',
  'timers',
  'tls',
  'url',
  'util',
  'v8',
  'vm',
  'worker_threads',
  'zlib',
]

const electronOnlyHere = ['src/main/index.ts', 'src/preload/index.ts']

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'resources/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: {
        projectService: false,
        extraFileExtensions: ['.svelte'],
        parser: tseslint.parser,
        svelteConfig,
      },
    },
  },
  {
    files: ['src/renderer/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Layers (docs/architecture.md): only the Electron entry and the preload may import 'electron'.
  {
    files: ['src/**/*.{ts,svelte}'],
    ignores: electronOnlyHere,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: "Only src/main/index.ts and src/preload/index.ts import 'electron'.",
            },
          ],
        },
      ],
    },
  },
  // src/shared is pure: no Node built-ins, no DOM, no Electron, nothing from main or renderer.
  {
    files: ['src/shared/**/*.ts'],
    languageOptions: { globals: { ...globals.es2022 } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'src/shared runs everywhere: no Electron.' }],
          patterns: [
            {
              group: ['node:*', ...NODE_BUILTINS],
              message: 'src/shared runs everywhere: no Node built-ins.',
            },
            {
              group: ['**/main/**', '**/renderer/**', '**/preload/**'],
              message: 'src/shared imports nothing from main, preload or renderer.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'navigator',
          'localStorage',
          'sessionStorage',
          'location',
          'HTMLElement',
          'HTMLCanvasElement',
          'process',
          'require',
          'Buffer',
          '__dirname',
          'structuredClone',
        ].map((name) => ({
          name,
          message: 'src/shared runs everywhere: no DOM or Node globals.',
        })),
      ],
    },
  },
)
