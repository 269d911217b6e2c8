// ESLint flat config (issue 2 §1).
// - @eslint/js recommended + typescript-eslint recommended (not type-aware: `tsc --noEmit` does the
//   type checking in CI; this config stays fast).
// - React hooks rules on the client.
// - The import directions of DESIGN.md §2, enforced with `import/no-restricted-paths`.
// - `no-explicit-any` is an error; a disable comment must say why (`-- reason`).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';

/** Node's globals for the few plain-JavaScript files (TypeScript files need none: `tsc` checks names). */
const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'queueMicrotask',
    'structuredClone',
    'fetch',
    'AbortController',
    'TextEncoder',
    'TextDecoder',
    'globalThis',
  ].map((name) => [name, 'readonly']),
);
const commonJsGlobals = {
  require: 'readonly',
  module: 'writable',
  exports: 'writable',
  __dirname: 'readonly',
  __filename: 'readonly',
};

/**
 * Every `eslint-disable…` comment must carry a reason after `--`
 * (e.g. `// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON from a third party`).
 */
const localPlugin = {
  rules: {
    'require-disable-reason': {
      meta: {
        type: 'suggestion',
        docs: { description: 'eslint-disable comments must explain why after "--"' },
        schema: [],
        messages: { missing: 'Say why this rule is disabled: add "-- <reason>" to the comment.' },
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              const text = comment.value.trim();
              if (!/^eslint-disable(-next-line|-line)?\b/.test(text)) continue;
              const reason = text.split(/\s--\s?/)[1];
              if (!reason || !reason.trim()) context.report({ loc: comment.loc, messageId: 'missing' });
            }
          },
        };
      },
    },
  },
};

// DESIGN.md §2: which layer may import which. Each layer gets one zone per folder of ours it must not
// import from (one zone per folder, so an `except` is never needed).
const LAYERS = [
  './src/shared',
  './src/reducers',
  './src/sagas',
  './src/client',
  './src/server',
  './migrations',
  './seeds',
  './scripts',
  './bench',
  './e2e',
];
const ALLOWED = {
  './src/shared': { may: [], why: 'src/shared imports nothing of ours' },
  './src/reducers': { may: ['./src/shared'], why: 'src/reducers may import only src/shared' },
  './src/sagas': {
    may: ['./src/reducers', './src/shared'],
    why: 'src/sagas may import only src/reducers and src/shared',
  },
  './src/client': {
    may: ['./src/reducers', './src/sagas', './src/shared'],
    why: 'src/client may import src/reducers, src/sagas and src/shared, never src/server',
  },
  './migrations': { may: ['./src/shared'], why: 'migrations import nothing from src but src/shared' },
  './seeds': { may: ['./src/shared'], why: 'seeds import nothing from src but src/shared' },
};
const restrictedZones = Object.entries(ALLOWED).flatMap(([target, { may, why }]) =>
  LAYERS.filter((from) => from !== target && !may.includes(from)).map((from) => ({
    target,
    from,
    message: `${why} (DESIGN.md §2).`,
  })),
);

// docs/architecture.md "Server features": a server feature's public surface is its `index.ts`.
// One zone per feature folder: its files may import another feature only through that index (the
// exception is the index file itself, so `../stories` passes and `../stories/storiesQueries` fails).
// Test files and test kits may reach inside (they arrange data the public surface does not offer).
const SERVER_FEATURES_DIR = './src/server/features';
const serverFeatures = readdirSync(SERVER_FEATURES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverFeatureZones = serverFeatures.flatMap((feature) =>
  serverFeatures
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `${SERVER_FEATURES_DIR}/${feature}`,
      from: `${SERVER_FEATURES_DIR}/${other}`,
      except: ['./index.ts'],
      message: `Import another server feature through its index ('../${other}'), never its files.`,
    })),
);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'coverage/**',
      '**/node_modules/**',
      '.e2e-artifacts/**',
      'playwright-report/**',
      'test-results/**',
      'bench/.results/**',
    ],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { import: importPlugin, local: localPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'],
      'import/resolver': {
        typescript: { project: './tsconfig.json', alwaysTryTypes: true },
        node: true,
      },
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: restrictedZones }],
      // A cycle is a type or helper in the wrong file (issue 23 §8).
      'import/no-cycle': 'error',
      'local/require-disable-reason': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  {
    files: ['src/server/features/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test*.ts', '**/*TestKit.ts'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...restrictedZones, ...serverFeatureZones] }],
    },
  },
  {
    // React: hooks rules (and the React Compiler checks that ship with eslint-plugin-react-hooks 7).
    files: ['src/client/**/*.{ts,tsx}', 'src/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...nodeGlobals, ...commonJsGlobals } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: nodeGlobals },
  },
  {
    // Browser code: `.flatMap`/`.flat` are missing in Chrome 61–68, and calling them would make the
    // build ship core-js's polyfill on every first load (babel.config.js leaves it out).
    files: ['src/client/**', 'src/reducers/**', 'src/sagas/**', 'src/shared/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { property: 'flatMap', message: 'Use flatMap() from src/shared/common/arrays (Chrome 61).' },
        { property: 'flat', message: 'Use flatMap() from src/shared/common/arrays (Chrome 61).' },
      ],
    },
  },
  {
    // The browser bundle has a size budget (issue 2: first-load JS ≤ 120 KB gzip): API-edge schemas
    // (zod) stay on the server, in each feature's `src/shared/<feature>/schema.ts`.
    files: ['src/client/**', 'src/reducers/**', 'src/sagas/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'zod is for the server edge only (bundle size).' }],
          patterns: [
            {
              group: ['**/schema', '**/*Schema'],
              message: 'API schemas are for the server edge only (bundle size).',
            },
          ],
        },
      ],
    },
  },
);
