// Lint rules that keep the layering of ARCHITECTURE.md: src/api imports nothing of the project,
// src/dashboard-api (the BFF's own API, shared by BFF and app) imports only src/api, app and server
// never import each other, bff reaches the sandbox only through one file, features never import each
// other, and there are no import cycles, type-only ones included.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import typeImportCycles from './scripts/lint/type-import-cycles.js';

const featuresDir = './src/app/features';
const features = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

// Which folder may import which (the layers of ARCHITECTURE.md).
const layerZones = [
  {
    target: './src/api',
    from: ['./src/dashboard-api', './src/app', './src/server', './e2e', './bench', './scripts'],
    message: 'src/api is the contract: it imports nothing of the project.',
  },
  {
    target: './src/dashboard-api',
    from: ['./src/app', './src/server', './e2e', './bench', './scripts'],
    message: "src/dashboard-api is the BFF's own API, shared by BFF and app: it imports only src/api.",
  },
  { target: './src/app', from: './src/server', message: 'the SPA never imports server code.' },
  { target: './src/server', from: './src/app', message: 'server code never imports the SPA.' },
  {
    target: './src/server/bff',
    from: './src/server/sandbox',
    except: [],
    message: 'the BFF reaches the sandbox only through upstream/embedded-sandbox.ts.',
  },
  {
    target: './src/server/sandbox',
    from: './src/server/bff',
    message: 'the sandbox stands alone; it never imports the BFF.',
  },
  ...features.map((f) => ({
    target: `${featuresDir}/${f}`,
    from: featuresDir,
    except: [`./${f}`],
    message: 'features never import each other: move shared pieces to charts/, ui/ or data/.',
  })),
];

// Test support (testing/ folders) is for tests only: product code that imports it would ship it.
const testSupportZone = {
  target: './src',
  from: './src/**/testing/**',
  message: 'testing/ holds test support: only tests and other test support import it.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: {
      'import-x': importX,
      'react-hooks': reactHooks,
      project: { rules: { 'type-import-cycles': typeImportCycles } },
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // import-x/no-cycle skips `import type`; this one sees the cycles that pass through one.
      'project/type-import-cycles': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, testSupportZone] }],
    },
  },
  {
    // The single place where the BFF starts the embedded sandbox, and the BFF's integration tests,
    // which read the sandbox's own counters.
    files: ['src/server/bff/upstream/embedded-sandbox.ts', 'src/server/bff/**/*.test.ts', 'src/server/bff/testing/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Tests and test support may import test support; the layers still hold for them.
    files: ['**/*.test.{ts,tsx}', 'src/**/testing/**'],
    ignores: ['src/server/bff/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
);
