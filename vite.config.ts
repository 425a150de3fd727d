import { reactRouter } from '@react-router/dev/vite';
import path from 'node:path';
import type { GetModuleInfo } from 'rollup';
import { defineConfig, type Plugin } from 'vite';

const DEVELOPMENT = '/node_modules/react-router/dist/development/';
const PRODUCTION = '/node_modules/react-router/dist/production/';

/**
 * react-router's package exports name only its development build (checks and warnings included,
 * about 4 kB more gzip); a production bundle takes dist/production instead. The server does the
 * same at run time (scripts/react-router-production.mjs), so both sides render the same router.
 */
function reactRouterProductionBuild(): Plugin {
  return {
    name: 'react-router-production-build',
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

const ROOT_ROUTE = path.resolve('src/web/root.tsx');
const withoutQuery = (id: string) => id.split('?', 1)[0]!;

/**
 * Every page loads the root route and all it imports, but Rollup splits that code by which other
 * chunks share it: on the home page, 25 of its 32 scripts were under 1 kB gzip, each a request of
 * its own. Code the root reaches by static imports goes into one `shell` chunk; lazily loaded
 * chunks that share it import the shell, which every page has already loaded, so no page loads
 * more code than before, in fewer files.
 */
function shellChunk(): Plugin {
  const reachesRoot = new Map<string, boolean>();
  const fromRoot = (id: string, info: GetModuleInfo, path: Set<string>): boolean => {
    if (withoutQuery(id) === ROOT_ROUTE) return true;
    const known = reachesRoot.get(id);
    if (known !== undefined) return known;
    if (path.has(id)) return false;
    path.add(id);
    const result = (info(id)?.importers ?? []).some((importer) => fromRoot(importer, info, path));
    path.delete(id);
    reachesRoot.set(id, result);
    return result;
  };
  return {
    name: 'shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    outputOptions(options) {
      return {
        ...options,
        manualChunks(id, { getModuleInfo }) {
          if (withoutQuery(id) === ROOT_ROUTE || !getModuleInfo(id)?.importers.length) return undefined;
          return fromRoot(id, getModuleInfo, new Set()) ? 'shell' : undefined;
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [reactRouterProductionBuild(), shellChunk(), reactRouter()],
  build: { target: 'es2022', cssCodeSplit: false },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
});
