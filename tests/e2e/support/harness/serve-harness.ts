import path from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';

let bundle: Promise<{ js: string; css: string }> | undefined;

/** Bundles the harness once per worker: React, the router and the component with its CSS modules. */
function bundleHarness() {
  bundle ??= build({
    entryPoints: [path.resolve(import.meta.dirname, 'modal-harness.tsx')],
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
  return bundle;
}

/**
 * Serves the modal harness under /__harness/modal on the test server's origin (the browser never
 * reaches the server for these paths), so the component runs in the real browser without a test
 * page shipping in the storefront.
 */
export async function serveModalHarness(page: Page) {
  const { js, css } = await bundleHarness();
  await page.route('**/__harness/**', (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.endsWith('.js')) return route.fulfill({ contentType: 'text/javascript', body: js });
    if (pathname.endsWith('.css')) return route.fulfill({ contentType: 'text/css', body: css });
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en-AU" data-app="wa"><head><meta charset="utf-8"><title>Modal harness</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="/__harness/harness.css"></head>
<body><div id="root"></div><script type="module" src="/__harness/harness.js"></script></body></html>`,
    });
  });
}
