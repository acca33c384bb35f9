import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import gatewayConfig from './gateway/eslint.config.js';
import webConfig from './web/eslint.config.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-node/**',
      '**/dist-*-server/**',
      '**/generated/**',
      '**/coverage/**',
      'e2e/artifacts/**',
      'bench/.out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['scripts/**', '**/*.config.*'],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  ...gatewayConfig,
  ...webConfig,
);
