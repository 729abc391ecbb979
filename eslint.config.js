import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * Client layers (decision 067): a feature imports only the shared places and its own files; the
 * shared places import no feature; the app shell and the screens (`routes/`) compose features.
 */
const client = './client/src';
const features = fs.readdirSync(`${client}/features`);
const sharedPlaces = ['api', 'components', 'lib', 'test'].map((place) => `${client}/${place}`);
const clientBoundaries = [
  ...features.map((feature) => ({
    target: `${client}/features/${feature}`,
    from: `${client}/features`,
    except: [`./${feature}`],
    message:
      'A feature imports only the shared places (@/api, @/components, @/lib, @contract) and its own files; compose features in client/src/routes (decision 067).',
  })),
  {
    target: `${client}/features`,
    from: [`${client}/app`, `${client}/routes`],
    message:
      'The app shell and the screens compose features, not the other way round (decision 067).',
  },
  {
    target: sharedPlaces,
    from: [`${client}/features`, `${client}/app`, `${client}/routes`],
    message: 'A shared place imports no feature, screen or app shell (decision 067).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'data',
      'server/db/migrations',
      'test-results',
      'playwright-report',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'client/tsconfig.json' }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: clientBoundaries }],
      'import-x/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+contract(/|$)',
              message: 'Import the contract through its alias: @contract/...',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
