// ESLint for the whole tree, run by `npm test` (`npm run lint`). No type information: a lint of
// 125k lines with the type checker would cost minutes, and `tsc` already checks the types.
// Formatting is Prettier's (`.prettierrc.json`), not ESLint's.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/generated/**', 'coverage/**', 'data/**', 'profiles/**', 'e2e/screenshots/**'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // `any` is allowed where a library's types give nothing better; tsc's strict mode is the guard.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Control characters in patterns are what several input checks look for.
      'no-control-regex': 'off',
      // A variable a closure reads before its one assignment (a timer's stop) stays a let.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      // Ambient module declarations (mantine-esm.d.ts, s3rver.d.ts) are referenced by path.
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }],
      // Modules loaded on first use, not at start, to keep an idle gateway small (see each call).
      '@typescript-eslint/no-require-imports': [
        'error',
        { allow: ['^nodemailer$', '^sharp$', '/s3-storage$', '/elasticsearch-search-engine$', '^@opentelemetry/(sdk-node|sdk-trace-base|exporter-trace-otlp-http)$'] },
      ],
    },
  },
  {
    // The CommonJS configuration files (jest's) load their siblings with require.
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The admin: hooks used by the rules of hooks, and accessible markup.
    files: ['admin-*/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The template create-remote fills in: its placeholders stand where values will be.
    files: ['scripts/remote-template/**'],
    languageOptions: { globals: { __DEV_PORT__: 'readonly' } },
  },
  {
    // Browser tests evaluate functions in the page.
    files: ['e2e/**/*.ts', 'site/src/client/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
