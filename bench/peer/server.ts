/**
 * Child process: the peer's production server build behind bare node:http, as a minimal React
 * Router deployment would run it (no framework around it, no static files: only HTML is measured).
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestListener } from '@remix-run/node-fetch-server';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { serveTarget } from '../lib/serve-target';

process.once('message', async ({ buildFile }: { buildFile: string }) => {
  const build = (await import(pathToFileURL(path.resolve(buildFile)).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const server = createServer(createRequestListener((request) => handle(request)));
  serveTarget(server);
});
