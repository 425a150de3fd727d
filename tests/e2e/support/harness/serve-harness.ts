import path from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';

const bundles = new Map<string, Promise<{ js: string; css: string }>>();

/** Bundles a harness once per worker: React, the router and the component with its CSS modules. */
function bundleHarness(name: string) {
  const cached = bundles.get(name);
  if (cached) return cached;
  const bundle = build({
    entryPoints: [path.resolve(import.meta.dirname, `${name}-harness.tsx`)],
    bundle: true,
    write: false,
    outdir: 'out',
    format: 'esm',
    jsx: 'automatic',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.module.css': 'local-css' },
    logLevel: 'silent',
  }).then((result) => ({
    js: result.outputFiles.find((f) => f.path.endsWith('.js'))!.text,
    css: result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '',
  }));
  bundles.set(name, bundle);
  return bundle;
}

/**
 * Serves a harness (`./{name}-harness.tsx`) under /__harness/{name} on the test server's origin (the
 * browser never reaches the server for these paths), so a component runs in the real browser without
 * a test page shipping in the storefront.
 */
export async function serveHarness(page: Page, name: string) {
  const { js, css } = await bundleHarness(name);
  await page.route('**/__harness/**', (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.endsWith('.js')) return route.fulfill({ contentType: 'text/javascript', body: js });
    if (pathname.endsWith('.css')) return route.fulfill({ contentType: 'text/css', body: css });
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en-AU" data-app="wa"><head><meta charset="utf-8"><title>${name} harness</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="/__harness/harness.css"></head>
<body><div id="root"></div><script type="module" src="/__harness/harness.js"></script></body></html>`,
    });
  });
}

export const serveModalHarness = (page: Page) => serveHarness(page, 'modal');
