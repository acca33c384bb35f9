import { readdirSync } from 'node:fs';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Lint rules of the web app, spread into the repository's eslint.config.js (run `pnpm lint` or
 * `pnpm exec eslint web` from the root). File patterns are relative to the root.
 *
 * Import layers (the design guide's Web section, ../shared/GUIDE.md beside the repository): ui → features → routes → app. A layer imports only from layers to its
 * left, from src/apollo, src/config and src/lib (shared infrastructure) and from `@tourdesk/domain`; features never
 * import each other. Imports across folders use the `@/` alias, relative imports may climb one level
 * (within a feature), so the layer rules below see every cross-folder import; a feature's nested folders reach
 * the rest of their own feature through the alias (`@/features/<own feature>/...`).
 */
const climbing = {
  group: ['../../*'],
  message: 'Import across folders with the @/ alias so the layer rules can check it.',
};
const barrel = {
  group: ['@/**/index', '@/**/index.*'],
  message: 'No barrel files: import the module that defines what you need.',
};
/** Money lines are built once by the gateway (schema `MoneyLine`); the web draws them and never builds them. */
const moneyRules = {
  group: ['@tourdesk/domain/totals', '@tourdesk/domain/money-blocks'],
  message: "Draw the gateway's money lines (schema MoneyLine) with ui/money-lines; never rebuild them here.",
};
/**
 * @param {string[]} forbidden import patterns this layer may not use
 * @param {string} message why
 */
const layer = (forbidden, message) => ({ group: forbidden, message });

/** The feature folders (src/features/<feature>), each checked on its own so it may import itself by alias. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default [
  {
    files: ['web/*.mjs', 'e2e/**/*.{ts,mjs}', 'web/*.config.ts'],
    languageOptions: {
      globals: Object.fromEntries(
        ['process', 'Buffer', 'URL', 'Request', 'console', 'fetch', 'setTimeout', 'clearTimeout'].map(
          (name) => [name, 'readonly'],
        ),
      ),
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  // A function a newcomer can read in one screen: components and hooks past 80 lines are split into smaller ones.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  // No literal text in JSX (web/README.md Texts): the spec's texts come from @tourdesk/domain/messages, the web's own
  // from src/texts.ts. Text children, string expressions and template literals drawn as children are refused;
  // attribute values (class names, ids, test ids) are not checked, and neither are tests' fixtures. Punctuation and
  // glyphs drawn between values are allowed.
  {
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/**/*.test.tsx'],
    plugins: { react },
    rules: {
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: [
            '·',
            '—',
            '–',
            '−',
            '/',
            '|',
            ':',
            '(',
            ')',
            '×',
            '+',
            '-',
            '•',
            '…',
            ',',
            '.',
            '*',
            '©',
            '‹',
            '›',
          ],
        },
      ],
    },
  },
  // GraphQL documents in the web's `gql` blocks (the design guide's Web section): the processor hands each block to the GraphQL
  // parser as a file of its own (`<file>.tsx/<n>_document.graphql`), checked by @graphql-eslint.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    processor: graphqlPlugin.processor,
  },
  {
    files: ['web/src/**/*.graphql'],
    languageOptions: { parser: graphqlPlugin.parser },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      // A fragment is named after the component that owns it and the prop it arrives in: `TourCard_tour`.
      '@graphql-eslint/naming-convention': [
        'error',
        {
          FragmentDefinition: {
            requiredPattern: /^[A-Z][A-Za-z0-9]*_[a-z][A-Za-z0-9]*$/,
          },
          OperationDefinition: { style: 'PascalCase' },
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      // Apollo's documented codegen pattern: operations and fragments are written in `if (false) { gql`...` }`
      // blocks that codegen reads and the bundler drops; components use the generated typed documents.
      'no-constant-condition': 'off',
      '@typescript-eslint/no-unused-expressions': ['error', { allowTaggedTemplates: true }],
      'no-restricted-imports': ['error', { patterns: [climbing, barrel, moneyRules] }],
    },
  },
  {
    files: ['web/src/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            climbing,
            barrel,
            moneyRules,
            layer(
              ['@/features/**', '@/routes/**', '@/app/**'],
              'ui/ is the bottom layer: it imports no feature, route or app code.',
            ),
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            climbing,
            barrel,
            moneyRules,
            {
              regex: `^@/features/(?!${feature}/)`,
              message: 'Features never import each other: compose them in a route (src/routes) instead.',
            },
            layer(['@/routes/**', '@/app/**'], 'Features must not import routes or app code.'),
          ],
        },
      ],
    },
  })),
  {
    files: ['web/src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            climbing,
            barrel,
            moneyRules,
            layer(['@/app/**'], 'Routes must not import app code (app composes routes).'),
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/apollo/**/*.{ts,tsx}', 'web/src/config/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            climbing,
            moneyRules,
            layer(
              ['@/ui/**', '@/features/**', '@/routes/**', '@/app/**'],
              'Shared infrastructure imports no ui, feature, route or app code.',
            ),
          ],
        },
      ],
    },
  },
];
