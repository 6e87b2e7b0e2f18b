import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/node_modules/', '**/dist/', 'web/dist-server/', 'functions/lib/', 'emulator-data/', '.emulator-state/', 'bench/results/', 'coverage/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      // Control characters are matched on purpose in the contract's text checks.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The layers of DESIGN.md: app -> features -> components -> lib -> contract, each importing only downwards.
    // A feature's imports of its own files are not checked; another feature is not in any allow list, so
    // features never import each other, statically or through import().
    files: ['web/src/**/*.{ts,tsx}', 'contract/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      // Resolves the relative imports of .ts(x) files. @store/contract/* stays unresolved (an external module to
      // the plugin, so unchecked): every layer may import the contract.
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app', partialMatch: false },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'], partialMatch: false },
        { type: 'components', pattern: 'web/src/components', partialMatch: false },
        { type: 'lib', pattern: 'web/src/lib', partialMatch: false },
        { type: 'config', pattern: 'web/src/config', partialMatch: false },
        // The component tests' harness: the app's theme and session around a component.
        { type: 'test-support', pattern: 'web/src/test', partialMatch: false },
        // The rest of web/src: the browser entry (main.tsx), the server entry (server/) and the build's checks
        // beside them (first-load.ts, bundle-budget.test.ts...). Nothing imports them.
        { type: 'entry', pattern: 'web/src', partialMatch: false },
        { type: 'contract', pattern: 'contract/src', partialMatch: false },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'entry' } }, allow: { to: { element: { type: ['app', 'feature', 'components', 'lib', 'config', 'contract'] } } } },
            { from: { element: { type: 'app' } }, allow: { to: { element: { type: ['feature', 'components', 'lib', 'config', 'contract'] } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { element: { type: ['components', 'lib', 'config', 'contract'] } } } },
            { from: { element: { type: 'components' } }, allow: { to: { element: { type: ['lib', 'config', 'contract'] } } } },
            { from: { element: { type: 'lib' } }, allow: { to: { element: { type: ['config', 'contract'] } } } },
            { from: { element: { type: 'config' } }, allow: { to: { element: { type: 'contract' } } } },
            { from: { element: { type: 'test-support' } }, allow: { to: { element: { type: ['app', 'components', 'lib', 'config', 'contract'] } } } },
            { from: { file: { categories: 'test' } }, allow: { to: { element: { type: 'test-support' } } } },
          ],
        },
      ],
    },
  },
);
