// React DOM's Node server build keeps each render's request in an AsyncLocalStorage, for preloads
// called outside a render. On Node 20 an AsyncLocalStorage that has run once keeps async hooks on
// for every promise and callback of the process: from the first page on, every request paid for
// them (`GET /api/settings` a fifth of its CPU). React's web-streams build goes without one where
// the runtime has none, as edge runtimes may; the Node build is given the same (ADR 0043). During
// a render React finds its request without the storage, so preloads in components are unchanged.
import asyncHooks from 'node:async_hooks';
import { createRequire } from 'node:module';

/** What React DOM's request storage does where the runtime has none: nothing is stored. */
class NoRequestStorage {
  run(_store, callback, ...args) {
    return callback(...args);
  }
  getStore() {
    return undefined;
  }
}

/**
 * Loads React DOM's server renderer (as `import 'react-dom/server'` from `from` would find it) with
 * no request storage. Call it before anything imports the renderer: Node keeps the one instance.
 */
export function loadReactDomServerWithoutRequestStorage(from) {
  const require = createRequire(from);
  const { AsyncLocalStorage } = asyncHooks;
  asyncHooks.AsyncLocalStorage = NoRequestStorage;
  try {
    require('react-dom/server');
  } finally {
    asyncHooks.AsyncLocalStorage = AsyncLocalStorage;
  }
}
