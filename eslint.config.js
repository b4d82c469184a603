import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * The import rules between the folders of the README's layout, checked on resolved paths so that
 * relative imports, dynamic `import()` and type-only imports are all held to them (tests import
 * what they test, so they are outside every target). Each message states its rule;
 * tests/unit/architecture/import-boundaries.test.ts proves each one still fires.
 */
const boundaries = [
  {
    target: 'src/stores',
    from: ['src/islands', 'src/scripts'],
    message:
      'Stores import nothing from islands or scripts: islands and scripts react to stores, never the reverse.',
  },
  {
    // Everything under src/ but src/lib/supabase/ (extglobs: minimatch has no "except" for targets).
    target: ['src/*.*', 'src/!(lib)/**', 'src/lib/*.*', 'src/lib/!(supabase)/**'],
    from: 'node_modules/@supabase',
    message:
      'Only src/lib/supabase/ imports @supabase/*: elsewhere call its verb-noun functions and use the types it exports.',
  },
  {
    target: 'src',
    from: 'supabase/functions',
    except: ['./_shared/contracts'],
    message:
      'src/ imports nothing from supabase/functions but _shared/contracts/, the request and response types both sides share.',
  },
];

export default defineConfig(
  {
    ignores: [
      'dist/',
      '.astro/',
      '.data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.lighthouse/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  { files: ['**/*.{jsx,tsx}'], ...jsxA11y.flatConfigs.recommended },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // All of the store's React (components and hooks) is in its islands.
  { files: ['src/islands/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    files: ['src/**/*.{ts,tsx,js,mjs,astro}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: fileURLToPath(new URL('.', import.meta.url)), zones: boundaries },
      ],
    },
  },
);
