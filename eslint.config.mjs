import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', '.tmp-*/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
    },
  },
  {
    // The search engine has one front door (search/engine/index.ts): nothing outside it imports a
    // file inside it. The white-box unit tests of the engine's parts (the tokeniser, the order of
    // the hits) are the exception, listed by name.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [
      'search/engine/**',
      'tests/unit/search-engine.test.ts',
      'tests/unit/search-ranking.test.ts',
      'tests/unit/search-typos.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)engine/(?!index$)[^/]+$',
              message: 'Import the search engine from its front door, search/engine (index.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // Sizes a newcomer can read: a file of at most 400 lines, a function of at most 80 (blank lines
    // and comments not counted).
    files: ['search/**/*.{ts,tsx}', 'server/**/*.ts', 'src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs,cjs}'],
    ignores: [
      // Data, not code: the product facts of CONTENT_GUIDE.md as a table of rules, one entry each.
      'scripts/lib/fact-rules.ts',
    ],
    rules: {
      'max-lines': ['error', {max: 400, skipBlankLines: true, skipComments: true}],
      'max-lines-per-function': ['error', {max: 80, skipBlankLines: true, skipComments: true}],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {react, 'react-hooks': reactHooks},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
    },
  },
);
