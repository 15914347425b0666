import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import { layoutZones, TEST_FILES } from './scripts/layout-zones.mjs'

// contracts/ imports only zod, intents/ nothing of the repo and no Node or React API: those two
// name packages too, which the zones (paths inside the repo) cannot say.
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'tmp', '.scratch', 'coverage', 'test-results', 'playwright-report', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'cards/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Import directions of the layout (ARCHITECTURE.md, STYLE.md), every arrow a zone, and no import
  // circle. Tests may wire any pieces together, as src/app does, so the zones skip them; nothing
  // imports a test file, so no circle goes through one, and the circle rule (the linter's costliest) skips them.
  {
    files: ['src/**/*.{ts,tsx}', 'cards/**/*.{ts,tsx}', 'server/**/*.ts', 'contracts/**/*.ts', 'intents/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      // Read .ts and .tsx modules with the TypeScript parser (no-cycle follows them), resolve the tsconfig paths.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'cards/**/*.{ts,tsx}', 'server/**/*.ts', 'contracts/**/*.ts', 'intents/**/*.ts'],
    ignores: TEST_FILES,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layoutZones() }] },
  },
  {
    files: ['intents/**/*.ts'],
    ignores: ['intents/cli.ts', 'intents/bench.ts', 'intents/date-figures.ts', 'intents/**/*.test.ts'],
    rules: restrict([{ group: ['node:*', 'fs', 'path', 'react', 'react-dom'], message: 'intents/ uses no Node or React API.' }]),
  },
  {
    files: ['contracts/**/*.ts'],
    ignores: ['contracts/**/*.test.ts'],
    rules: restrict([{ regex: '^(?!zod$|\\./|\\.\\./contracts/).*', message: 'contracts/ imports only zod.' }]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([{ group: ['react', 'react-dom'], message: 'server/ never imports the app.' }]),
  },
)
