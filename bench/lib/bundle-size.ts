/**
 * Initial JavaScript per route, from React Router's browser manifest (build/client/assets/manifest-*.js):
 * entry.client, the route module and every ancestor route module (root is always loaded), plus all
 * their static imports followed through the chunks themselves, each file counted once. Beside it,
 * the stylesheets the page links (render-blocking): the `css` of the route and its ancestors.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestEntry {
  module: string;
  imports?: string[];
  /** Stylesheets; React Router marks one also loaded with code on use by a trailing `#`. */
  css?: string[];
}
interface ManifestRoute extends ManifestEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}
interface BrowserManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestRoute>;
  url: string;
}

export interface RouteSize {
  route: string;
  path: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  /** The stylesheets the page links before its first paint. */
  cssFiles: number;
  cssGzipBytes: number;
}

export interface BundleReport {
  manifestFile: string;
  manifestGzipBytes: number;
  routes: RouteSize[];
  largest: RouteSize;
}

// Static imports in Vite's minified ESM output: `import{a as b}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`.
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{][^"'`;()]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

function readManifest(clientDir: string): { file: string; manifest: BrowserManifest } {
  const assets = path.join(clientDir, 'assets');
  const name = readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!name) throw new Error(`no React Router manifest in ${assets}`);
  const source = readFileSync(path.join(assets, name), 'utf8');
  const json = source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1);
  return { file: name, manifest: JSON.parse(json) as BrowserManifest };
}

export function measureBundles(clientDir: string): BundleReport {
  const { file, manifest } = readManifest(clientDir);
  const sizes = new Map<string, { raw: number; gzip: number; imports: string[] }>();
  const fileInfo = (url: string) => {
    let info = sizes.get(url);
    if (!info) {
      const code = readFileSync(path.join(clientDir, url));
      const text = code.toString('utf8');
      // A stylesheet's size is all it is counted for: only scripts have imports to follow.
      const imports = url.endsWith('.js')
        ? [...text.matchAll(STATIC_IMPORT)].map((m) => path.posix.join(path.posix.dirname(url), m[1] ?? ''))
        : [];
      info = { raw: code.length, gzip: gzipSync(code).length, imports };
      sizes.set(url, info);
    }
    return info;
  };
  const collect = (url: string, seen: Set<string>) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dep of fileInfo(url).imports) collect(dep, seen);
  };

  const routes = Object.values(manifest.routes).map((route): RouteSize => {
    const seen = new Set<string>();
    const roots = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
    const stylesheets = new Set<string>();
    for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) {
      roots.push(r.module, ...(r.imports ?? []));
      for (const href of r.css ?? []) stylesheets.add(href.replace(/#$/, ''));
    }
    for (const url of roots) collect(url, seen);
    const files = [...seen].map(fileInfo);
    const sheets = [...stylesheets].map(fileInfo);
    return {
      route: route.id,
      path: route.index ? '(index)' : (route.path ?? ''),
      files: files.length,
      rawBytes: files.reduce((sum, f) => sum + f.raw, 0),
      gzipBytes: files.reduce((sum, f) => sum + f.gzip, 0),
      cssFiles: sheets.length,
      cssGzipBytes: sheets.reduce((sum, f) => sum + f.gzip, 0),
    };
  });
  routes.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const largest = routes[0];
  if (!largest) throw new Error('the manifest lists no routes');
  return { manifestFile: file, manifestGzipBytes: fileInfo(manifest.url).gzip, routes, largest };
}
