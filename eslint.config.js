// The rules that keep the house in shape (docs/architecture.md explains each layer). `npm run lint` runs this and the
// Prettier check; `npm test` fails on any error.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = import.meta.dirname;
const webFeatures = fs.readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true }).filter((d) => d.isDirectory());

/** A web feature may import only itself, components/ and lib/: never another feature, never app/. */
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature.name}/**/*.{ts,tsx}`],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: `./apps/web/src/features/${feature.name}`,
            from: './apps/web/src/features',
            except: [`./${feature.name}`],
            message: 'A feature does not import another feature: move what both need to components/ or lib/, or compose them in app/.',
          },
          {
            target: `./apps/web/src/features/${feature.name}`,
            from: './apps/web/src/app',
            message: 'A feature does not import app/: the app composes features.',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'e2e/artifacts/**',
      'apps/web/.dist-*/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': ['error', { selector: 'TSAsExpression > TSNeverKeyword', message: '`as never` hides a type error: type the value instead.' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The API: SQL lives in repositories (and db/) only.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.repository.ts', 'apps/api/src/db/**', 'apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'SQL belongs in a *.repository.ts file: call a repository function from the service.' }],
          patterns: [
            { group: ['drizzle-orm/*'], message: 'SQL belongs in a *.repository.ts file.' },
            { regex: '(^|/)db/schema(\\.ts)?(/|$)', message: 'Tables are read and written by repositories only: import the row types from the repository.' },
          ],
        },
      ],
    },
  },
  // The web.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, '@tanstack/query': pluginQuery },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...pluginQuery.configs['flat/recommended'][0].rules,
    },
  },
  ...featureBoundaries,
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker, ...globals.browser } },
  },
);
