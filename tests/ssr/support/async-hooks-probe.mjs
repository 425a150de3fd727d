// Renders a page with React DOM's Node server renderer and runs a transaction of the unit of work,
// then prints the page and whether a promise continuation afterwards ran with Node's async hooks on
// (its async id is 0 when they are off). `--without-request-storage` first loads the renderer as
// build/app/server.js does (scripts/react-request-storage.mjs). Run with `--import tsx`.
import asyncHooks from 'node:async_hooks';
import { Writable } from 'node:stream';

if (process.argv.includes('--without-request-storage')) {
  const { loadReactDomServerWithoutRequestStorage } = await import('../../../scripts/react-request-storage.mjs');
  loadReactDomServerWithoutRequestStorage(import.meta.url);
}
const { createElement } = await import('react');
const { renderToPipeableStream } = await import('react-dom/server');
const { createTransactions, insideTransaction } = await import('../../../src/db/transactions.ts');

const page = await new Promise((resolve, reject) => {
  const chunks = [];
  const { pipe } = renderToPipeableStream(createElement('p', null, 'Rendered'), {
    onAllReady() {
      pipe(
        new Writable({
          write(chunk, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            resolve(Buffer.concat(chunks).toString());
            callback();
          },
        }),
      );
    },
    onShellError: reject,
  });
});

// A database whose transaction hands the work a stand-in: enough for the unit of work's storage.
const database = { transaction: async (work) => work({ name: 'the open transaction' }) };
const transactions = createTransactions(database);
const seenInside = await transactions.run(async () => {
  await null;
  return insideTransaction();
});

const asyncIdAfterAwait = async () => {
  await null;
  return asyncHooks.executionAsyncId();
};
console.log(JSON.stringify({ page, seenInside, hooksOn: (await asyncIdAfterAwait()) !== 0 }));
