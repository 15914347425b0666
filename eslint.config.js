import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// Import directions of STYLE.md, enforced here so they hold by themselves:
// intents/ imports nothing of the repo; contracts/ only zod; server/ never src/ or cards/;
// a feature never imports another feature.
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
  {
    files: ['intents/**/*.ts'],
    ignores: ['intents/cli.ts', 'intents/bench.ts', 'intents/date-figures.ts', 'intents/**/*.test.ts'],
    rules: restrict([
      { group: ['@/*', '@contracts/*', '@cards/*', '../src/*', '../server/*', '../contracts/*', '../cards/*'], message: 'intents/ stands alone.' },
      { group: ['node:*', 'fs', 'path', 'react', 'react-dom'], message: 'intents/ uses no Node or React API.' },
    ]),
  },
  {
    files: ['contracts/**/*.ts'],
    ignores: ['contracts/**/*.test.ts'],
    rules: restrict([{ regex: '^(?!zod$|\\./|\\.\\./contracts/).*', message: 'contracts/ imports only zod.' }]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([{ group: ['@/*', '@cards/*', '**/src/**', '**/cards/**', 'react', 'react-dom'], message: 'server/ never imports the app.' }]),
  },
  {
    files: ['src/features/*/**/*.{ts,tsx}'],
    rules: restrict([
      { group: ['@/features/*/**', '../../features/*/**', '@cards/*'], message: 'A feature never imports another feature, nor a card; go through src/app or src/lib.' },
    ]),
  },
)
