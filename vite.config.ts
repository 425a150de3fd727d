import { reactRouter } from '@react-router/dev/vite';
import path from 'node:path';
import type { GetModuleInfo } from 'rollup';
import { defineConfig, type Plugin } from 'vite';

const DEVELOPMENT = '/node_modules/react-router/dist/development/';
const PRODUCTION = '/node_modules/react-router/dist/production/';

/** What the browser build renders with in place of React (ADR 0038); the server keeps React. */
const PREACT_FOR: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': path.resolve('src/web/preact/react-dom.ts'),
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
};

/**
 * The modules the browser build takes in place of what the packages name:
 * - Preact's compat layer for React and React DOM (ADR 0038);
 * - react-router's production build: its package exports name only its development build (checks
 *   and warnings included, about 4 kB more gzip). The server does the same at run time
 *   (scripts/react-router-production.mjs), so both sides run the same router.
 */
function browserModules(): Plugin {
  return {
    name: 'browser-modules',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (this.environment.name !== 'client') return null;
      const preact = PREACT_FOR[source];
      if (preact) return this.resolve(preact, importer, { ...options, skipSelf: true });
      if (!source.startsWith('react-router')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes(DEVELOPMENT)) return resolved;
      return { ...resolved, id: resolved.id.replace(DEVELOPMENT, PRODUCTION) };
    },
  };
}

/** The root route and the browser entry: every page loads both, and all they import. */
const EVERY_PAGE = [path.resolve('src/web/root.tsx'), path.resolve('src/web/entry.client.tsx')];
const loadedByEveryPage = (id: string) => EVERY_PAGE.includes(id.split('?', 1)[0]!);

/** Every module the given ones reach by static imports (never through `import()`). */
function staticallyReached(from: string[], info: GetModuleInfo): Set<string> {
  const reached = new Set<string>();
  const queue = [...from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const imported of info(id)?.importedIds ?? []) {
      if (reached.has(imported)) continue;
      reached.add(imported);
      queue.push(imported);
    }
  }
  return reached;
}

/**
 * Every page loads the root route and all it imports, but Rollup splits that code by which other
 * chunks share it: on the home page, 25 of its 32 scripts were under 1 kB gzip, each a request of
 * its own. Code the root and the browser entry reach by static imports goes into one `shell` chunk; lazily loaded
 * chunks that share it import the shell, which every page has already loaded, so no page loads
 * more code than before, in fewer files (ADR 0012).
 */
function shellChunk(): Plugin {
  let shell: Set<string> | undefined;
  return {
    name: 'shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      shell = undefined;
    },
    outputOptions(options) {
      return {
        ...options,
        manualChunks(id, { getModuleIds, getModuleInfo }) {
          shell ??= staticallyReached([...getModuleIds()].filter(loadedByEveryPage), getModuleInfo);
          return shell.has(id) && !loadedByEveryPage(id) ? 'shell' : undefined;
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [browserModules(), shellChunk(), reactRouter()],
  // BUILD_SOURCE_MAPS=1 writes source maps beside the scripts, for bench/browser-profile.ts only:
  // a storefront built with them serves them to anyone.
  build: { target: 'es2022', cssCodeSplit: false, sourcemap: process.env.BUILD_SOURCE_MAPS === '1' },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
});
