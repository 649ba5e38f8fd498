// Lint rules: typescript-eslint, React hooks, and the import boundaries of STYLE.md.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import {
  buildReadsSource,
  libraryInternals,
  pluginReadsFiles,
} from './tools/lint/library-internals.js';

const features = readdirSync('src/features');
/** Shared by every page: the catalog read and the cart. */
const sharedFeatures = ['./cart', './catalog'];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'functions/lib',
      'node_modules',
      'dev-dist',
      'test-results',
      'playwright-report',
      '.local-data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
      // Type information for the rules that catch promises nobody awaits or handles.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Nothing reaches into a library's internals (tools/lint/library-internals.js); the build
    // reads no app source as text. One rule per file: ESLint keeps the last block's options.
    files: ['**/*.{js,mjs,ts,tsx}'],
    // The rule's own definition and test name what they forbid.
    ignores: ['tools/lint/**'],
    rules: { 'no-restricted-syntax': ['error', ...libraryInternals] },
  },
  {
    files: ['tools/**/*.{js,mjs,ts}', 'vite.config.ts'],
    ignores: ['tools/lint/**'],
    rules: { 'no-restricted-syntax': ['error', ...libraryInternals, ...buildReadsSource] },
  },
  {
    files: ['tools/vite/**/*.ts', 'vite.config.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...libraryInternals,
        ...buildReadsSource,
        ...pluginReadsFiles,
      ],
    },
  },
  {
    // Only the data layer talks to Firebase; everything else gets data through its hooks.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/lib/firebase/**',
      'src/features/*/api/**',
      'src/**/*.test.{ts,tsx}',
      'src/testing/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase/*', '@firebase/*', 'reactfire'],
              message: 'Only src/lib/firebase and features/*/api import Firebase or reactfire.',
            },
          ],
        },
      ],
    },
  },
  {
    // Domain logic is plain TypeScript: no React, no Firebase, no other app layers.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'firebase/*', '@/*', '@mui/*'],
              message: 'src/domain is pure TypeScript.',
            },
          ],
        },
      ],
    },
  },
  {
    // Imports flow shared → features → app: shared code knows no feature and no route.
    files: ['src/{components,config,domain,hooks,lib,locales}/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['components', 'config', 'domain', 'hooks', 'lib', 'locales'].map((shared) => ({
            target: `./src/${shared}`,
            from: ['./src/features', './src/app'],
            message: 'Shared code does not import features or src/app; pass what it needs in.',
          })),
        },
      ],
    },
  },
  {
    // Features do not import each other; routes in src/app compose them.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [...new Set([`./${feature}`, ...sharedFeatures])],
              message:
                'Features do not import each other (only cart and catalog are shared); compose them in src/app.',
            })),
            {
              target: './src/features',
              from: './src/app',
              message:
                'Features do not import src/app; the app composes features, not the reverse.',
            },
          ],
        },
      ],
    },
  },
);
