// Flat config: typescript-eslint's recommended rules (syntax only, no type information, so a
// full run stays fast) and the layer import direction of ARCHITECTURE.md via eslint-plugin-boundaries.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { featureCycles } from './scripts/eslint-feature-cycles.mjs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Which of our layers each layer may import. Packages are not restricted here. */
const allowedImports = {
  domain: [],
  contracts: ['domain'],
  config: ['domain'],
  db: ['domain', 'config'],
  providers: ['domain', 'contracts', 'config'],
  services: ['db', 'providers', 'domain', 'contracts', 'config'],
  api: ['services', 'contracts', 'domain', 'config'],
  // The identity service is a module of its own (it could run on its own host): it is handed the
  // host's route registrar rather than importing the API layer.
  identity: ['db', 'domain', 'contracts', 'config'],
  web: ['contracts', 'domain'],
  server: ['domain', 'contracts', 'config', 'db', 'providers', 'services', 'api', 'identity', 'web', 'server'],
};

const ROUTER_LINK = {
  name: 'react-router',
  importNames: ['Link'],
  message: "Import Link from src/web/ui/link: it renders site paths without React Router's per-link hooks (ADR 0036).",
};

export default tseslint.config(
  {
    ignores: [
      'build/',
      'bench/peer/build/',
      'bench/peer/.react-router/',
      '.react-router/',
      'node_modules/',
      'data/',
      '.tmp/',
      'public/',
      'coverage/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_name` marks a parameter a signature needs but the body does not.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'boundaries/elements': [
        ...['domain', 'contracts', 'config', 'db', 'providers', 'services', 'api', 'identity', 'web', 'server'].map((type) => ({
          type,
          pattern: `src/${type}`,
          partialMatch: false,
        })),
      ],
      // Element patterns match folders; the one-file entry point src/server.ts is classified as a file.
      'boundaries/files': [{ category: 'server-entry', pattern: 'src/server.ts' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // Files inside one layer import each other freely.
            ...Object.entries(allowedImports).map(([from, to]) => ({
              from: { element: { type: from } },
              allow: { to: { element: { types: { anyOf: [from, ...to] } } } },
            })),
            // src/server.ts composes the whole application, like src/server/.
            {
              from: { file: { categories: 'server-entry' } },
              allow: { to: { element: { types: { anyOf: allowedImports.server } } } },
            },
            // Packages and Node built-ins are outside the layer rule.
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
          ],
        },
      ],
    },
  },
  {
    // Web features may use each other (the frame composes the header, the listing shows product
    // tiles), but never in a circle, between files or between feature folders: a cycle means a
    // helper belongs in src/web/shared or src/web/ui.
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, storefront: { rules: { 'feature-cycles': featureCycles } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }], 'storefront/feature-cycles': 'error' },
  },
  {
    // Requests to the API leave through browser-api.ts, which makes the visitor cookie first
    // (visitor-cookie.ts): a raw fetch or beacon on a first visit would make the API mint a second id.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/client/browser-api.ts', 'src/web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through browserApi or apiFetch (src/web/client/browser-api.ts).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'navigator', property: 'sendBeacon', message: 'Send beacons to the API with apiBeacon (src/web/client/browser-api.ts).' },
        // With React Router's v8_passThroughRequests (ADR 0042) a loader's request is the one that
        // came, and a client navigation's ends in `.data`: the page's address is the `url` argument.
        { object: 'request', property: 'url', message: "Read the page's address from the loader's or action's `url` argument." },
      ],
    },
  },
  {
    // Links go through the storefront's Link (ADR 0036), which renders site paths without router hooks.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/ui/link.tsx', 'src/web/ui/link.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [ROUTER_LINK] }] },
  },
  {
    // Shared web helpers and the component kit sit below the features: they never reach up into one.
    files: ['src/web/shared/**/*.{ts,tsx}', 'src/web/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ROUTER_LINK],
          patterns: [{ group: ['**/features/**'], message: 'Shared web code and ui components do not import features.' }],
        },
      ],
    },
  },
  {
    // The storefront's Link is the one place that renders React Router's (and its test compares the two).
    files: ['src/web/ui/link.tsx', 'src/web/ui/link.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**'], message: 'Shared web code and ui components do not import features.' }] },
      ],
    },
  },
);
