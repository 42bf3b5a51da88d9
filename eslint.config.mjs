// Shared, type-aware lint config for every workspace (each workspace's eslint.config.mjs extends it).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import noStringKeyLookup from './eslint-rules/no-string-key-lookup.mjs';

export const ignores = ['**/sanity.types.ts', '**/node_modules/**', '**/.next/**', '**/dist/**', '**/.turbo/**', '**/.data/**', '**/.generated/**', '**/.bench/**', '**/next-env.d.ts', '**/*.mjs', '**/*.cjs'];

export function base(tsconfigRootDir) {
  return tseslint.config(
    { ignores },
    js.configs.recommended,
    ...tseslint.configs.recommendedTypeChecked,
    {
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir } },
      plugins: { forecourt: { rules: { 'no-string-key-lookup': noStringKeyLookup } } },
      rules: {
        'forecourt/no-string-key-lookup': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/only-throw-error': 'off',
      },
    },
    {
      // Tests read their own fixtures by name; no client string reaches them.
      files: ['**/*.test.ts', '**/*.test.tsx', '**/test-fixture.ts', '**/test/**'],
      rules: { 'forecourt/no-string-key-lookup': 'off' },
    },
  );
}

export default base(import.meta.dirname);
