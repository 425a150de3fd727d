import { reactRouter } from '@react-router/dev/vite';
import path from 'node:path';
import type { GetModuleInfo } from 'rollup';
import { defineConfig, type Plugin } from 'vite';

const DEVELOPMENT = '/node_modules/react-router/dist/development/';
const PRODUCTION = '/node_modules/react-router/dist/production/';

/**
 * React Router's production build for the browser. Its package exports name only its development
 * build, for every condition (remix-run/react-router#14102, open; ADR 0048), which ships checks and
 * warnings to every shopper (about 4 kB gzip more). The two builds have the same modules, so the
 * browser's imports of `react-router` and `react-router/dom` are pointed at `dist/production`, all
 * of them, so they share one instance. The server loads the package as its exports say.
 */
function browserReactRouterProduction(): Plugin {
  return {
    name: 'browser-react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (this.environment.name !== 'client' || !source.startsWith('react-router')) return null;
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
  plugins: [browserReactRouterProduction(), shellChunk(), reactRouter()],
  // BUILD_SOURCE_MAPS=1 writes source maps beside the scripts, for bench/browser-profile.ts only:
  // a storefront built with them serves them to anyone.
  build: { target: 'es2022', cssCodeSplit: false, sourcemap: process.env.BUILD_SOURCE_MAPS === '1' },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
});
